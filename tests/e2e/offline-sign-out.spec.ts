import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { logInAt } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { logQuickWeight, outboxSize, storedReadings } from './offline-helpers.ts';

// Signing out deletes what the device still holds for the person (docs/decisions.md, "Sign-out forgets local
// health data"): a weight logged offline and not yet sent is not deleted silently; the person is asked first and
// may stay signed in, so that it is sent once the connection is back.

const PROGRESS_PATH = `${DEMO_BUSINESS_PATH}/account/progress`;

test('signing out with an unsent weight asks first; staying keeps it, confirming deletes it from the device', async ({ page, request, context, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const person = await createConfirmedClient(request, `signout-outbox-${testInfo.project.name}`);
  await logInAt(page, person, PROGRESS_PATH);
  await waitForServiceWorkerControl(page);
  await expect(page.getByText('No weight readings yet. Log your weight below to start your chart.')).toBeVisible();

  await context.setOffline(true);
  await logQuickWeight(page, '80.4');
  await expect(page.getByTestId('weight-readings').getByText('Waiting to sync')).toBeVisible();

  const openMenu = () =>
    isMobile
      ? page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Profile' }).click()
      : page.getByRole('button', { name: `Account menu for ${person.fullName}` }).click();

  await openMenu();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not sent yet' });
  await expect(dialog).toContainText('1 entry saved on this device has not reached us yet.');
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'sign-out with an unsent entry');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await outboxSize(page)).toBe(1);

  await openMenu();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Sign out and delete them' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await outboxSize(page)).toBe(0);

  // Back online, nothing of it reaches the server.
  await context.setOffline(false);
  expect(await storedReadings(request, person)).toEqual([]);
});

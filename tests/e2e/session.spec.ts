import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { logIn } from './support/session.ts';

const USER_INFORMATION = '/auth/user-information';
const LOGIN_FOR_DEMO = `/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`;

// One person for the whole story: the server allows 20 sign-ups per hour from one address, and the browser suite
// (both projects against one server) must stay well inside that.
test('user information is private; a login on a second device ends the first session; Sign out', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const person = await createConfirmedClient(request, `session-${testInfo.project.name}`);
  await page.goto(DEMO_BUSINESS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();

  // Logged out, the private page sends the visitor to login. An auth page can never be the way back after
  // login (spec §5 redirect rules), so the guard names the nearest public page: the business visited last.
  await page.goto(USER_INFORMATION);
  await expect(page).toHaveURL(`${baseURL}${LOGIN_FOR_DEMO}&fromProtected=true`);
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login from a private page');
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(DEMO_BUSINESS_PATH);

  await page.goto(USER_INFORMATION);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const details = page.getByRole('table');
  await expect(details.getByRole('row', { name: `Name ${person.fullName}` })).toBeVisible();
  await expect(details.getByRole('row', { name: `Email ${person.email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'user information');

  // The same person logs in on another device (a second browser context) and signs out there afterwards.
  const otherDevice = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  try {
    const otherPage = await otherDevice.newPage();
    await otherPage.goto(LOGIN_FOR_DEMO);
    await logIn(otherPage, person.email, person.password);
    await expect(otherPage).toHaveURL(DEMO_BUSINESS_PATH);
    await otherPage.goto(USER_INFORMATION);
    await expect(otherPage.getByRole('row', { name: `Email ${person.email}` })).toBeVisible();

    // The first device's next request meets the ended session.
    await page.reload();
    const dialog = page.getByRole('dialog', {
      name: 'Your account is currently logged into another device. Please re-login to continue',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Sign out reloads the page: the private page then sends the visitor to login, and the session is gone.
    const reloaded = otherPage.waitForEvent('load');
    await otherPage.getByRole('button', { name: 'Sign out' }).click();
    await reloaded;
    await expect(otherPage).toHaveURL(/\/auth\/login\?.*fromProtected=true/);
    await expect(otherPage.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await otherPage.goto(DEMO_BUSINESS_PATH);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
    await expect(otherPage.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});

// Accessibility regressions found while covering the foundation screens: the met password rules' contrast,
// Mantine's focus placeholder inside the account menu, and the unnamed close button of the session dialog.
import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { expectSignedIn, logIn } from './support/session.ts';

const LOGIN_FOR_DEMO = `/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`;

test('the password checklist stays readable once its rules are met', async ({ page }) => {
  await page.goto(`/auth/forgot-password?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
  // The answer is the same for an unknown email (nobody learns who has an account), so no account is needed.
  await page.getByLabel('Email').fill('nobody-checklist@example.test');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed!1357');
  await expect(page.getByText('At least 8 characters(done)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'password checklist with every rule met');
});

test('the account menu passes axe while open', async ({ page, request }, testInfo) => {
  const person = await createConfirmedClient(request, `menu-${testInfo.project.name}`);
  await page.goto(LOGIN_FOR_DEMO);
  await logIn(page, person.email, person.password);
  const avatar = page.getByRole('banner').getByRole('button', { name: `Account menu for ${person.fullName}` });
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account menu');
});

test('the session-taken-over dialog passes axe', async ({ page, request, browser, baseURL, isMobile }, testInfo) => {
  const person = await createConfirmedClient(request, `dialog-${testInfo.project.name}`);
  await page.goto(LOGIN_FOR_DEMO);
  await logIn(page, person.email, person.password);
  await expectSignedIn(page, isMobile, person.fullName);
  const otherDevice = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  try {
    const otherPage = await otherDevice.newPage();
    await otherPage.goto(LOGIN_FOR_DEMO);
    await logIn(otherPage, person.email, person.password);
    await expectSignedIn(otherPage, isMobile, person.fullName);
  } finally {
    await otherDevice.close();
  }
  await page.goto('/auth/user-information');
  const dialog = page.getByRole('dialog', { name: 'Your account is currently logged into another device. Please re-login to continue' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'session taken over dialog');
});

import { expect, type Page } from '@playwright/test';

/** Fills the login form the way a person does and submits it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The signed-in person's menu: the avatar in the header on wide screens, the Profile tab on phones. */
function accountMenu(page: Page, isMobile: boolean, fullName: string) {
  return isMobile
    ? page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Profile' })
    : page.getByRole('button', { name: `Account menu for ${fullName}` });
}

export async function expectSignedIn(page: Page, isMobile: boolean, fullName: string): Promise<void> {
  await expect(accountMenu(page, isMobile, fullName)).toBeVisible();
}

/**
 * Signs out through the account menu and waits for the reload that sign-out ends with, then for the Login link.
 * Waiting for the reload matters: the header offers Login a moment before it, and a test that navigates in that
 * moment has its navigation interrupted by the reload.
 */
export async function signOut(page: Page, isMobile: boolean, fullName: string): Promise<void> {
  await accountMenu(page, isMobile, fullName).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

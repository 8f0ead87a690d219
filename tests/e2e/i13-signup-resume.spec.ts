import { expect, test, type Page } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { readOneTimeCode } from './support/outbox.ts';
import { DEMO_BUSINESS_PATH, newPerson } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 13, dead end 2: a sign-up left after the email code (step 3) goes on at its first unfinished step, from
// what the server has recorded: on a reload of the sign-up page and on a later login, in another browser too.

async function expectStep(page: Page, position: number, heading: RegExp): Promise<void> {
  await expect(page.getByText(`Step ${position} of 5`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function giveIdentity(page: Page, ssn: string): Promise<void> {
  await page.getByRole('radio', { name: 'Social security number' }).check();
  await page.getByRole('textbox', { name: 'Social security number' }).fill(ssn);
  await page.getByRole('button', { name: 'Next' }).click();
}

test('coming back after the email code resumes at the identity check, and after it at the address', async ({ page, context, request }, testInfo) => {
  const person = newPerson(`i13-reload-${testInfo.project.name}`);
  await page.goto(DEMO_BUSINESS_PATH);
  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Date of birth').fill(person.dob);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  const codeRequested = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Create account' }).click();
  const code = await readOneTimeCode(request, person.email, codeRequested);
  await page.getByLabel('Digit 1 of 4').pressSequentially(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Identity document' })).toBeVisible();

  // Signed in, email verified, the tab closed: the clinic opened again (a new tab knows nothing of the sign-up)
  // goes on at step 4, never back at step 1 and never straight on without the identity and the address.
  await page.close();
  const later = await context.newPage();
  await later.goto(DEMO_BUSINESS_PATH);
  await expect(later).toHaveURL(/\/auth\/signup/);
  await expectStep(later, 4, /identity/i);
  await expect(later.getByRole('radiogroup', { name: 'Identity document' })).toBeVisible();
  await expect(later.getByLabel('First name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(later, 'sign-up resumed at the identity check');
  await later.screenshot({ path: `/tmp/i13/shots/signup-resumed-identity-${testInfo.project.name}.png`, fullPage: true });
  await later.reload();
  await expectStep(later, 4, /identity/i);

  await giveIdentity(later, person.ssn);
  await expect(later.getByLabel('Address line 1')).toBeVisible();
  await later.reload();
  await expectStep(later, 5, /address/i);
  await later.getByLabel('Address line 1').fill(person.address.line1);
  await later.getByRole('combobox', { name: 'State' }).fill(person.address.state);
  await later.getByRole('option', { name: person.address.state }).click();
  await later.getByLabel('City').fill(person.address.city);
  await later.getByLabel('Zip code').fill(person.address.zip);
  await later.getByRole('button', { name: 'Finish' }).click();
  await expect(later).toHaveURL(DEMO_BUSINESS_PATH);
  // Finished: the clinic opens as usual from now on.
  await later.reload();
  await expect(later).toHaveURL(DEMO_BUSINESS_PATH);
});

test('logging in with a sign-up left after the email code asks for the identity, then the address', async ({ page, request, browser }, testInfo) => {
  const person = await createConfirmedClient(request, `i13-login-${testInfo.project.name}`, { stopAfterCode: true });
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/auth\/signup/);
  await expectStep(page, 4, /identity/i);
  await expectNoSeriousA11yViolations(page, 'sign-up resumed after login');
  await page.screenshot({ path: `/tmp/i13/shots/signup-after-login-${testInfo.project.name}.png`, fullPage: true });
  await giveIdentity(page, person.ssn);
  await expect(page.getByLabel('Address line 1')).toBeVisible();

  // Left again before the address: a login in another browser goes on at step 5.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const otherPage = await other.newPage();
  await otherPage.goto(`/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
  await logIn(otherPage, person.email, person.password);
  await expectStep(otherPage, 5, /address/i);
  await otherPage.getByLabel('Address line 1').fill(person.address.line1);
  await otherPage.getByRole('combobox', { name: 'State' }).fill(person.address.state);
  await otherPage.getByRole('option', { name: person.address.state }).click();
  await otherPage.getByLabel('City').fill(person.address.city);
  await otherPage.getByLabel('Zip code').fill(person.address.zip);
  await otherPage.getByRole('button', { name: 'Finish' }).click();
  await expect(otherPage).toHaveURL(DEMO_BUSINESS_PATH);
  await other.close();
});

import { expect, test } from '@playwright/test';
import { createConfirmedClient, waitForNextCodeWindow } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { readOneTimeCode } from './support/outbox.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { expectSignedIn, logIn } from './support/session.ts';

const NEW_PASSWORD = 'Renewed!1357';

/** A four-digit code that is certainly not `code`: every digit shifted by one. */
function wrongCodeFor(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
}

test.describe('forgotten password', () => {
  test('a code from the email sets a new password; a wrong code is refused; the old password no longer works', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const person = await createConfirmedClient(request, `reset-${testInfo.project.name}`);
    const loginPath = `/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`;

    await page.goto(loginPath);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password\?redirectUrl=%2Fbusiness%2Fdemo%2Fmain$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password: email');
    await page.getByLabel('Email').fill(person.email);

    await waitForNextCodeWindow(person);
    await page.getByRole('button', { name: 'Send code' }).click();

    const digits = page.getByRole('group', { name: 'Verification code' });
    await expect(digits).toBeVisible();
    await expect(page.getByText(`If an account exists for ${person.email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password: code and new password');
    // Only a message newer than the sign-up code is the reset code.
    const code = await readOneTimeCode(request, person.email, new Date(person.codeSentBy + 1));
    await page.getByLabel('Digit 1 of 4').pressSequentially(wrongCodeFor(code));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();

    // Retyping over the wrong code from its first digit (each box selects its digit when focused).
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(code);
    await expect(page.getByLabel('Digit 4 of 4')).toHaveValue(code.charAt(3));
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(new RegExp(`${loginPath.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();

    await logIn(page, person.email, person.password);
    await expect(page.getByText("We don't recognize that email or password")).toBeVisible();

    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expectSignedIn(page, isMobile, person.fullName);
  });
});

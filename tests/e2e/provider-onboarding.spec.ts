import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { readOneTimeCode } from './support/outbox.ts';
import { freshDemoAdmin } from './support/demo-admin.ts';
import { logIn } from './support/session.ts';

// Issue 17, provider onboarding: a provider signs up for demo at /join/demo, picks a plan, creates the account
// with the emailed code, accepts the agreement, pays the plan with the sandbox's test card, sets up the account
// (overlapping hours refused) and waits; an admin of demo approves them in /admin/providers; the provider then
// reads that they are approved. The flow runs once, in the desktop project, each screen checked at 360 px with axe.

async function checkNarrow(page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen} fits 360 px` }).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, `${screen} at 360 px`);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page, `${screen} at 1280 px`);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-1280.png`), fullPage: true });
}

/** Letters only (names take no digits), different on every run. */
function uniqueName(): string {
  return [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('').replace(/^./, (c) => c.toUpperCase());
}

test('a provider signs up, picks a plan, pays with a test card and is approved by the business admin', async ({ page, browser, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the flow runs once; the 360 px check is below');
  test.setTimeout(240_000);
  const firstName = uniqueName();
  const lastName = 'Okafor';
  const fullName = `${firstName} ${lastName}`;
  const email = `e2e-provider-${firstName.toLowerCase()}@example.test`;
  const password = 'Careful!2468';

  // Plan.
  await page.goto('/join/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Carebook Demo Clinic as a provider' })).toBeVisible();
  await page.getByRole('radio', { name: /Professional/ }).click();
  await checkNarrow(page, 'join-plan', testInfo);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Account, then the emailed code.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(555) 201-4567');
  await page.getByLabel('Date of birth').fill('1984-06-12');
  await page.getByLabel(/^Password/).fill(password);
  await checkNarrow(page, 'join-account', testInfo);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const code = await readOneTimeCode(request, email, sentAfter);
  await page.getByLabel('Digit 1 of the code').pressSequentially(code);
  await checkNarrow(page, 'join-code', testInfo);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Agreement.
  await expect(page.getByRole('heading', { level: 1, name: 'Provider agreement' })).toBeVisible();
  await expect(page.getByText(/version 1/)).toBeVisible();
  await checkNarrow(page, 'join-agreement', testInfo);
  await page.getByRole('checkbox', { name: 'I have read and accept the provider agreement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  // Payment with the sandbox's test card.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your plan' })).toBeVisible();
  await page.getByLabel('Name on card').fill(fullName);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVV').fill('123');
  await checkNarrow(page, 'join-payment', testInfo);
  await page.getByRole('button', { name: /^Pay \$79\.00 a month$/ }).click();

  // Account setup: overlapping hours are refused, then sent for approval.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await page.getByLabel(/^Travel fee/).fill('25');
  await page.getByLabel('Group discount (%)').fill('10');
  await page.getByLabel('Late cancellation charge (%)').fill('50');
  await page.getByRole('checkbox', { name: 'New York — Midtown' }).check();
  await page.getByRole('checkbox', { name: 'Weight Loss' }).check();
  await page.getByRole('button', { name: 'Add hours' }).click();
  await page.getByLabel('From', { exact: true }).last().fill('16:00');
  await page.getByLabel('To', { exact: true }).last().fill('18:00');
  await checkNarrow(page, 'join-setup', testInfo);
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Working hours cannot overlap' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove these hours' }).last().click();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await checkNarrow(page, 'join-waiting', testInfo);

  // The business admin approves.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  const adminPerson = await freshDemoAdmin(request, 'onboarding-admin');
  // A client too (its account was made as one), so it asks for the approvals page on signing in.
  await admin.goto('/auth/login?redirectUrl=%2Fadmin%2Fproviders');
  await logIn(admin, adminPerson.email, adminPerson.password);
  await expect(admin).toHaveURL(/\/admin\/providers$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Provider approvals' })).toBeVisible();
  const card = admin.getByRole('article', { name: fullName });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Agreement version 1 accepted');
  await expect(card).toContainText('$79.00');
  await checkNarrow(admin, 'admin-providers', testInfo);
  await card.getByRole('button', { name: `Approve ${fullName}` }).click();
  await expect(admin.getByText('Provider approved. Clients can book them now.')).toBeVisible();
  await expect(admin.getByRole('article', { name: fullName })).toHaveCount(0);
  await adminContext.close();

  // The provider reads the approval.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are approved' })).toBeVisible();
  await checkNarrow(page, 'join-approved', testInfo);
});

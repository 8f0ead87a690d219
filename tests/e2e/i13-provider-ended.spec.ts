import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { logInAt } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH, DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 13, dead end 3: when the provider ends the call, the client's call screen used to say 'You left the call'
// and then close without a word. Now it names the provider who left and, once it closes, says the call has ended.
// One test in one project, as the call test: the demo provider holds one signed-in session at a time (360 px by
// resizing the client's page).

// Chromium's fake camera and microphone come with every test's browser (support/chromium.ts).

const PROVIDER_EMAIL = 'hcp@demo.test';
type DemoSession = { sessionId: string; orderId: string; orderItemId: string };

async function demoSession(request: APIRequestContext, client: ConfirmedPerson): Promise<DemoSession> {
  const response = await request.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: PROVIDER_EMAIL } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
  return (await response.json()) as DemoSession;
}

const callDialog = (page: Page) => page.getByRole('dialog', { name: 'Video call' });

test('the client is told that the provider left and that the call has ended', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the call runs once, at 360 and 1280 px, in the desktop project');
  test.setTimeout(150_000);
  const client = await createConfirmedClient(request, 'i13-call');
  const session = await demoSession(request, client);
  await logInAt(page, client, `${DEMO_BUSINESS_PATH}/bookings/${session.orderId}/${session.orderItemId}/check`);
  await page.getByRole('button', { name: 'Join the call' }).click();
  await expect(callDialog(page).getByRole('heading', { name: 'Calling...' })).toBeVisible({ timeout: 20_000 });

  const providerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const providerPage = await providerContext.newPage();
  try {
    await providerPage.goto(`/auth/login?redirectUrl=${encodeURIComponent(`/hcp/sessions/${session.sessionId}`)}`);
    await logIn(providerPage, PROVIDER_EMAIL, DEMO_PASSWORD);
    await expect(providerPage).toHaveURL(new RegExp(`/hcp/sessions/${session.sessionId}$`));
    await providerPage.getByRole('region', { name: 'Consultation', exact: true }).getByRole('button', { name: 'Join call' }).click();
    await expect(page.getByText(/has joined the call\.$/)).toBeVisible({ timeout: 20_000 });

    await page.setViewportSize({ width: 360, height: 800 });
    await callDialog(providerPage).getByRole('button', { name: 'End call' }).click();
    await expect(callDialog(page).getByRole('heading', { name: /Patel left the call$/ })).toBeVisible({ timeout: 20_000 });
    await expect(callDialog(page).getByRole('heading', { name: 'You left the call' })).toHaveCount(0);
    await expect(callDialog(page).getByRole('button', { name: 'Rejoin' })).toBeVisible();
    await page.screenshot({ path: `/tmp/i13/shots/call-provider-left-360.png` });
    await expectNoSeriousA11yViolations(page, 'rejoin screen after the provider left', '[data-testid="call-overlay"]');

    await expect(callDialog(page)).toBeHidden({ timeout: 20_000 });
    const notice = page.getByText(/Patel left the call\. The call has ended\.$/);
    await expect(notice).toBeVisible();
    await page.screenshot({ path: `/tmp/i13/shots/call-ended-notice-360.png` });
  } finally {
    await providerContext.close();
  }
});

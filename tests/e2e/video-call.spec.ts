import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { logInAt } from './support/client-api.ts';
import { asDemoStaff } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH, DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 6, the call (spec §2 "Video call overlay", §4 "Video call"): a client and a provider join the demo
// session from two pages with Chromium's fake camera and microphone; the client sees the provider's video
// play, mutes, turns the camera off, minimizes and restores at 360 and 1280 px, sees the rejoin countdown when
// the provider leaves, and the call ends. A browser that refuses the camera shows the permission message. The
// provider, who joined from the console, then completes the consultation: the session is COMPLETED.
// One test in one project: a new demo session cancels the demo provider's overlapping ones, and the provider can
// hold one signed-in session at a time, so the steps run in order (360 px by resizing the page).

// Chromium's fake camera and microphone come with every test's browser (support/chromium.ts).

const PROVIDER_EMAIL = 'hcp@demo.test';

type DemoSession = { sessionId: string; orderId: string; orderItemId: string };

/** The demo session (DEMO_MODE only): a SCHEDULED video consultation starting now for this client and provider. */
async function demoSession(request: APIRequestContext, client: ConfirmedPerson): Promise<DemoSession> {
  const response = await request.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: PROVIDER_EMAIL } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
  return (await response.json()) as DemoSession;
}

const bookingPath = (session: DemoSession) => `${DEMO_BUSINESS_PATH}/bookings/${session.orderId}/${session.orderItemId}`;

const callDialog = (page: Page) => page.getByRole('dialog', { name: 'Video call' });

/** Frames of the provider's video keep coming: its clock advances and a new frame is painted. */
async function expectVideoPlaying(page: Page, testId: string): Promise<void> {
  const video = page.getByTestId(testId);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(start);
  const painted = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<boolean>((resolve) => {
        element.requestVideoFrameCallback(() => resolve(true));
        setTimeout(() => resolve(false), 5000);
      }),
  );
  expect(painted, 'a new video frame is painted').toBe(true);
}

/** The local preview's tracks, kept on window so a track can still be checked once the preview lets it go. */
async function keepLocalTracks(page: Page): Promise<void> {
  await page.getByTestId('local-video').evaluate((element: HTMLVideoElement) => {
    const stream = element.srcObject as MediaStream;
    Object.assign(window, { keptAudio: stream.getAudioTracks()[0], keptVideo: stream.getVideoTracks()[0] });
  });
}

type KeptTracks = { keptAudio: MediaStreamTrack; keptVideo: MediaStreamTrack };
const keptAudioEnabled = (page: Page) => page.evaluate(() => (window as unknown as KeptTracks).keptAudio.enabled);
const keptVideoState = (page: Page) => page.evaluate(() => (window as unknown as KeptTracks).keptVideo.readyState);

async function minimizeAndRestoreAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  // On a phone the minimize button, on a computer the Escape key.
  if (width < 600) await callDialog(page).getByRole('button', { name: 'Minimize call' }).first().click();
  else await page.keyboard.press('Escape');
  await expect(callDialog(page)).toBeHidden();
  if (width < 600) {
    await expect(page.getByTestId('call-banner')).toBeVisible();
    await expect(page.getByTestId('call-panel')).toBeHidden();
    await expectNoSeriousA11yViolations(page, `minimized call banner at ${width} px`, '[data-testid="call-banner"]');
    await page.getByRole('button', { name: 'Return to the video call' }).click();
  } else {
    const panel = page.getByTestId('call-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('call-banner')).toBeHidden();
    expect((await panel.boundingBox())?.width).toBe(430);
    await expectNoSeriousA11yViolations(page, `minimized call panel at ${width} px`, '[data-testid="call-panel"]');
    await panel.getByRole('button', { name: 'Restore call' }).click();
  }
  await expect(callDialog(page)).toBeVisible();
}

/** The provider joins the same session from the provider console, signed in on its own page. */
async function providerJoins(page: Page, session: DemoSession): Promise<void> {
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(`/hcp/sessions/${session.sessionId}`)}`);
  await logIn(page, PROVIDER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/hcp/sessions/${session.sessionId}$`));
  await page.getByRole('region', { name: 'Consultation', exact: true }).getByRole('button', { name: 'Join call' }).click();
  await expect(callDialog(page)).toBeVisible({ timeout: 20_000 });
}

/** After the call the provider completes the consultation from the console; the session is then COMPLETED. */
async function providerCompletes(page: Page): Promise<void> {
  await expect(callDialog(page)).toBeHidden({ timeout: 20_000 });
  const consultation = page.getByRole('region', { name: 'Consultation', exact: true });
  await expect(consultation).toContainText('Both of you joined the call.', { timeout: 20_000 });
  await consultation.getByRole('button', { name: 'Complete consultation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete this consultation?' });
  await confirm.getByRole('button', { name: 'Complete consultation' }).click();
  await expect(consultation).toContainText('You completed this consultation.');
}

test('client and provider meet in a video call; the client mutes, minimizes, and sees the rejoin countdown', async ({ page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the call runs once, at 360 and 1280 px, in the desktop project');
  test.setTimeout(180_000);
  const client = await createConfirmedClient(request, 'call');
  const session = await demoSession(request, client);

  await logInAt(page, client, bookingPath(session));
  // The booking's Join leads to the pre-call check; the call prompt under the header joins directly (push tests)
  // or leads to the same check.
  await expect(page.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', `${bookingPath(session)}/check`);
  const offer = page.getByRole('region', { name: 'Video consultation' });
  await expect(offer.getByText('Your consultation is ready to join')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'offer to join a live consultation', '[aria-label="Video consultation"]');
  await offer.getByRole('link', { name: 'Test your camera and microphone' }).click();
  await expect(page.getByRole('heading', { name: 'Test your camera and microphone' })).toBeVisible();
  await expect(page.getByText('Carebook is reachable.')).toBeVisible();
  await expect(page.getByText('Your network can carry the video call.')).toBeVisible();
  await expectVideoPlaying(page, 'precall-video');
  await expectNoSeriousA11yViolations(page, 'pre-call check');
  await page.getByRole('button', { name: 'Join the call' }).click();

  await expect(callDialog(page).getByRole('heading', { name: 'Calling...' })).toBeVisible({ timeout: 20_000 });
  await expect(callDialog(page).getByText('Your Healthcare Professional will be there soon!')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'call overlay, waiting', '[data-testid="call-overlay"]');

  const providerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const providerPage = await providerContext.newPage();
  try {
    await providerJoins(providerPage, session);
    await expect(page.getByText(/has joined the call\.$/)).toBeVisible({ timeout: 20_000 });
    await expectVideoPlaying(page, 'remote-video');
    await expectNoSeriousA11yViolations(page, 'call overlay, connected', '[data-testid="call-overlay"]');

    await keepLocalTracks(page);
    // The toggles name what a press does now: 'Unmute microphone' while muted, 'Turn camera on' while it is off.
    await callDialog(page).getByRole('button', { name: 'Mute microphone', exact: true }).click();
    await expect(callDialog(page).getByRole('button', { name: 'Mute microphone', exact: true })).toHaveCount(0);
    expect(await keptAudioEnabled(page)).toBe(false);
    await callDialog(page).getByRole('button', { name: 'Unmute microphone', exact: true }).click();
    await expect(callDialog(page).getByRole('button', { name: 'Mute microphone', exact: true })).toBeVisible();
    expect(await keptAudioEnabled(page)).toBe(true);

    await callDialog(page).getByRole('button', { name: 'Turn camera off', exact: true }).click();
    await expect(callDialog(page).getByRole('button', { name: 'Turn camera off', exact: true })).toHaveCount(0);
    await expect.poll(() => keptVideoState(page)).toBe('ended');
    await callDialog(page).getByRole('button', { name: 'Turn camera on', exact: true }).click();
    await expect(callDialog(page).getByRole('button', { name: 'Turn camera off', exact: true })).toBeVisible();
    await expectVideoPlaying(page, 'local-video');

    await minimizeAndRestoreAt(page, 360);
    await minimizeAndRestoreAt(page, 1280);

    // Minimized, the bookings list behind it offers to return to the running call, not a second Join.
    await page.keyboard.press('Escape');
    await expect(callDialog(page)).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(new RegExp(`${DEMO_BUSINESS_PATH}/bookings$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Return to the call' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Return to the call' }).click();
    await expect(callDialog(page)).toBeVisible();

    // The provider ends the call: the client's rejoin screen says who left (not 'You left the call'), and when it
    // closes the client is told that the call has ended (issue 13: it used to close without a word).
    await callDialog(providerPage).getByRole('button', { name: 'End call' }).click();
    await expect(callDialog(page).getByRole('heading', { name: /Patel left the call$/ })).toBeVisible({ timeout: 20_000 });
    await expect(callDialog(page).getByRole('heading', { name: 'You left the call' })).toHaveCount(0);
    await expect(callDialog(page).getByRole('timer')).toBeVisible();
    await expect(callDialog(page).getByRole('button', { name: 'Rejoin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'rejoin screen', '[data-testid="call-overlay"]');
    await expect(callDialog(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(/Patel left the call\. The call has ended\.$/)).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('twilioRoom'), sessionStorage.getItem('twilioToken')])).toEqual([null, null]);

    // The same client, still inside the session's time, on a browser that refuses the camera and microphone.
    await permissionDeniedShowsItsMessage(client, session, testInfo.project.use.baseURL ?? '');

    await providerCompletes(providerPage);
    expect(await sessionStatus(request, session)).toBe('COMPLETED');
  } finally {
    await providerContext.close();
  }
});

/** The session's status as its provider reads it through the API (a fresh provider sign-in, after the page is done). */
async function sessionStatus(request: APIRequestContext, session: DemoSession): Promise<string> {
  const data = await asDemoStaff<{ hcpSession: { status: string } | null }>(request, 'query($id: ID!) { hcpSession(HCPSessionId: $id) { status } }', { id: session.sessionId }, { email: PROVIDER_EMAIL, roleName: 'HEALTHCARE_PROVIDER' });
  return data.hcpSession?.status ?? 'missing';
}

async function permissionDeniedShowsItsMessage(client: ConfirmedPerson, session: DemoSession, baseURL: string): Promise<void> {
  const refusing = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
  try {
    const context = await refusing.newContext({ baseURL, viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await logInAt(page, client, `${bookingPath(session)}/check`);
    const denied = 'Camera and microphone access denied. Please allow permissions to join the video call.';
    await expect(page.getByRole('alert').filter({ hasText: denied })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pre-call check, permission denied, 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'pre-call check, permission denied, 1280 px');
    await page.getByRole('button', { name: 'Join the call' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText(denied, { timeout: 20_000 });
    await expect(callDialog(page)).toBeHidden();
  } finally {
    await refusing.close();
  }
}

import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { logInAt } from './support/client-api.ts';
import { clickShownNotification } from './support/notification-click.ts';
import { asDemoStaff } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { withProviderLock } from './support/provider-lock.ts';
import { deliverPushMessage, fakePushSubscriptionScript, startPushEndpoint, type PushEndpoint } from './support/push-endpoint.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { signOut } from './support/session.ts';

// Issue 12, Web Push end to end: the client turns notifications on from the booking page of an upcoming
// consultation (after the explanation, with a tap); the provider joins the call; the server sends a real Web
// Push message (RFC 8291 aes128gcm, VAPID) to the test's own push service, which decrypts it; the decrypted
// message goes into the page's real service worker through the DevTools protocol (ServiceWorker.deliverPushMessage)
// and the worker shows the notification; its notificationclick (dispatched inside the worker: Chromium offers
// no way to click a system notification from a test) focuses the open page, which opens the call overlay directly,
// without the pre-call check. Sign-out then unsubscribes the device. Once, in the desktop project (the shared
// demo provider hcp2@demo.test is held for the whole test).

// Chromium's fake camera and microphone come with every test's browser (support/chromium.ts).

const PROVIDER_EMAIL = 'hcp2@demo.test';
const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;

type DemoSession = { sessionId: string; orderId: string; orderItemId: string };
type PushPayload = { id: string; kind: string; title: string; body: string; link: string; callSessionId: string | null };

async function demoSession(request: APIRequestContext, client: ConfirmedPerson): Promise<DemoSession> {
  const response = await request.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: PROVIDER_EMAIL } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
  return (await response.json()) as DemoSession;
}

/** The provider joins the call (startVideoCall as the provider), with the client not in it yet. */
async function providerJoins(request: APIRequestContext, session: DemoSession): Promise<void> {
  await asDemoStaff(request, 'mutation($input: VideoCallInput!) { startVideoCall(input: $input) { roomName } }', { input: { HCPSessionId: session.sessionId } }, { email: PROVIDER_EMAIL, roleName: 'HEALTHCARE_PROVIDER' });
}

type ShownNotification = { title: string; body: string; tag: string; link: unknown };

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, link: (n.data as { link?: unknown } | null)?.link }));
  });
}

/** Runs the worker's notificationclick for its shown notification. */
async function clickNotification(page: Page): Promise<void> {
  const worker = page.context().serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  if (!worker) throw new Error('the service worker is not running');
  await clickShownNotification(worker);
}

test('a provider waiting reaches the client by Web Push; the notification opens the call', async ({ page, context, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once, in the desktop project (360 px by resizing)');
  test.setTimeout(180_000);
  let endpoint: PushEndpoint | null = null;
  try {
    endpoint = await startPushEndpoint();
    const client = await createConfirmedClient(request, 'push');
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    await context.addInitScript(fakePushSubscriptionScript(endpoint));
    let unsubscribed = false;
    await page.exposeFunction('__pushUnsubscribed', () => {
      unsubscribed = true;
    });
    const push = endpoint;

    await withProviderLock(async () => {
      const session = await demoSession(request, client);
      const bookingPath = `${BOOKINGS_PATH}/${session.orderId}/${session.orderItemId}`;
      await logInAt(page, client, bookingPath);
      await waitForServiceWorkerControl(page);

      // The offer on the booking page: what will come, then the tap that lets the browser ask.
      const offer = page.getByRole('region', { name: 'Get a notification when your provider is ready' });
      await expect(offer.getByText(/when your provider is waiting, even when the app is closed/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'push offer on the booking page, 1280 px', '[aria-labelledby="push-offer-consultation"]');
      await offer.screenshot({ path: testInfo.outputPath('push-offer-1280.png') });
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSeriousA11yViolations(page, 'push offer on the booking page, 360 px', '[aria-labelledby="push-offer-consultation"]');
      await offer.screenshot({ path: testInfo.outputPath('push-offer-360.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      const registered = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RegisterPushSubscription'));
      await offer.getByRole('button', { name: 'Turn on notifications' }).click();
      await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
      expect((await registered).postDataJSON()).toMatchObject({ variables: { input: { endpoint: push.url, ...push.keys } } });

      // Elsewhere in the app when the provider joins, with the bell's live feed open.
      const streaming = page.waitForResponse((response) => (response.request().postData() ?? '').includes('NotificationAdded'));
      await page.goto(BOOKINGS_PATH);
      await streaming;
      await providerJoins(request, session);

      // The push service gets a real Web Push message: encrypted to the subscription's keys, signed with VAPID.
      const message = await push.waitFor((received) => (JSON.parse(received.text) as PushPayload).kind === 'PROVIDER_WAITING');
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      expect(message.body.includes(Buffer.from('PROVIDER_WAITING'))).toBe(false);
      const payload = JSON.parse(message.text) as PushPayload;
      expect(payload).toMatchObject({ kind: 'PROVIDER_WAITING', title: 'Your provider is ready', body: 'Dr. Marcus Reid is waiting for you. Join the consultation.', callSessionId: session.sessionId });
      // The booking's own page (at the location it was booked at), asking to join.
      const itemPath = `/bookings/${session.orderId}/${session.orderItemId}`;
      expect(payload.link).toMatch(new RegExp(`^/business/demo/[\\w-]+${itemPath}\\?join=${session.sessionId}$`));

      // The open page also heard it live: the prompt under the header says the provider is ready.
      const prompt = page.getByRole('region', { name: 'Video consultation' });
      await expect(prompt.getByText('Your provider is ready')).toBeVisible();

      // The browser hands the message to the service worker, which shows it.
      await deliverPushMessage(page, message.text);
      await expect.poll(() => shownNotifications(page)).toEqual([{ title: payload.title, body: payload.body, tag: payload.id, link: payload.link }]);

      await clickNotification(page);
      await expect(page.getByRole('dialog', { name: 'Video call' })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
      await expect(page.getByRole('heading', { name: 'Test your camera and microphone' })).toHaveCount(0);
      expect(await shownNotifications(page)).toEqual([]);
      await page.getByRole('dialog', { name: 'Video call' }).getByRole('button', { name: 'End call' }).click();
      await expect(page.getByRole('dialog', { name: 'Video call' })).toBeHidden({ timeout: 20_000 });
    });

    // Sign-out: this device stops receiving the person's notifications.
    const removed = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RemovePushSubscription'));
    await signOut(page, false, client.fullName);
    expect((await removed).postDataJSON()).toMatchObject({ variables: { endpoint: push.url } });
    expect(unsubscribed).toBe(true);
  } finally {
    await endpoint?.close();
  }
});

test('a refused permission is explained with where to allow it, and never asked again', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'once, in the mobile project (1280 px by resizing)');
  const refusing = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--deny-permission-prompts'] });
  try {
    const context = await refusing.newContext({ baseURL, viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const client = await createConfirmedClient(context.request, 'push-denied');
    await logInAt(page, client, DEMO_BUSINESS_PATH);
    await waitForServiceWorkerControl(page);
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await drawer.getByRole('button', { name: 'Turn on notifications' }).click();
    const blocked = drawer.getByText('Notifications are blocked in this browser');
    await expect(blocked).toBeVisible();
    await expect(drawer.getByText(/open this site's settings in your browser .* set Notifications to Allow/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'push refused, drawer, 360 px');
    await page.screenshot({ path: testInfo.outputPath('push-denied-360.png') });
    // Later visits say the same and do not ask.
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(blocked).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'push refused, drawer, 1280 px');
    await page.screenshot({ path: testInfo.outputPath('push-denied-1280.png') });
  } finally {
    await refusing.close();
  }
});

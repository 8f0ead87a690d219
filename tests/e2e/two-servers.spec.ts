import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { graphql, logInAt } from './support/client-api.ts';
import { startExtraServers, type ExtraServer } from './support/extra-server.ts';
import { asDemoStaff } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH, DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 12, "Several server processes": two processes of the built app on ONE PostgreSQL database and no Redis
// (their events go through LISTEN/NOTIFY). The patient's browser talks only to process A, the provider's only to
// process B: the p2p call still connects, and a notification created through B reaches the patient on A live.
// Its own servers and database (tests/e2e/support/extra-server.ts), so hcp@demo.test is this file's alone.

// Chromium's fake camera and microphone come with every test's browser (support/chromium.ts).
test.describe.configure({ mode: 'serial' });
// One run is enough: two servers and two browsers per run on a shared two-core machine.
test.skip(({ isMobile }) => isMobile, 'runs once, in the desktop project');

const PROVIDER_EMAIL = 'hcp@demo.test';

type DemoSession = { sessionId: string; orderId: string; orderItemId: string };

let servers: { servers: ExtraServer[]; close(): Promise<void> } | undefined;
let processA: ExtraServer;
let processB: ExtraServer;
let apiA: APIRequestContext;
let apiB: APIRequestContext;

test.beforeAll(async () => {
  // The first process migrates and seeds the new database.
  test.setTimeout(240_000);
  servers = await startExtraServers(2);
  [processA, processB] = servers.servers as [ExtraServer, ExtraServer];
  apiA = await playwrightRequest.newContext({ baseURL: processA.baseURL });
  apiB = await playwrightRequest.newContext({ baseURL: processB.baseURL });
  // No REDIS_URL: both chose PostgreSQL LISTEN/NOTIFY for their events (server/adapters/events/create-event-bus.ts).
  for (const server of [processA, processB]) expect(server.output()).toContain('cross-process events over postgres');
});

test.afterAll(async () => {
  const testInfo = test.info();
  await Promise.allSettled([apiA?.dispose(), apiB?.dispose()]);
  // A failing run keeps what the servers said (never payloads: the server logs none).
  if (servers && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('process A output', { body: processA.output(), contentType: 'text/plain' });
    await testInfo.attach('process B output', { body: processB.output(), contentType: 'text/plain' });
  }
  await servers?.close();
});

async function demoSession(api: APIRequestContext, client: ConfirmedPerson): Promise<DemoSession> {
  const response = await api.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: PROVIDER_EMAIL } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
  return (await response.json()) as DemoSession;
}

const bookingPath = (session: DemoSession) => `${DEMO_BUSINESS_PATH}/bookings/${session.orderId}/${session.orderItemId}`;
const callDialog = (page: Page) => page.getByRole('dialog', { name: 'Video call' });

async function contextOn(browser: Browser, server: ExtraServer): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
}

/** The other side's video plays: its clock advances. */
async function expectRemoteVideoPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('remote-video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
}

test('a patient on process A and the provider on process B meet in a p2p video call', async ({ browser }) => {
  test.setTimeout(180_000);
  const patient = await createConfirmedClient(apiA, 'twoservers');
  const session = await demoSession(apiA, patient);

  const patientContext = await contextOn(browser, processA);
  const providerContext = await contextOn(browser, processB);
  try {
    const patientPage = await patientContext.newPage();
    await logInAt(patientPage, patient, `${bookingPath(session)}/check`);
    await expect(patientPage.getByText('Carebook is reachable.')).toBeVisible({ timeout: 20_000 });
    await patientPage.getByRole('button', { name: 'Join the call' }).click();
    await expect(callDialog(patientPage).getByRole('heading', { name: 'Calling...' })).toBeVisible({ timeout: 20_000 });

    const providerPage = await providerContext.newPage();
    await providerPage.goto(`/auth/login?redirectUrl=${encodeURIComponent(`/hcp/sessions/${session.sessionId}`)}`);
    await logIn(providerPage, PROVIDER_EMAIL, DEMO_PASSWORD);
    await expect(providerPage).toHaveURL(new RegExp(`/hcp/sessions/${session.sessionId}$`));
    await providerPage.getByRole('region', { name: 'Consultation', exact: true }).getByRole('button', { name: 'Join call' }).click();
    await expect(callDialog(providerPage)).toBeVisible({ timeout: 20_000 });

    // Signals crossed the processes both ways: each side sees the other joined and plays the other's video.
    await expect(patientPage.getByText(/has joined the call\.$/)).toBeVisible({ timeout: 30_000 });
    await expect(callDialog(patientPage).getByRole('heading', { name: 'Calling...' })).toBeHidden();
    await expectRemoteVideoPlaying(patientPage);
    await expectRemoteVideoPlaying(providerPage);
    // Each overlay names the other participant (the call's title bar).
    await expect(callDialog(patientPage)).toContainText('Dr. Aisha Patel');
    await expect(callDialog(providerPage)).toContainText(patient.fullName);
  } finally {
    await Promise.allSettled([patientContext.close(), providerContext.close()]);
  }
});

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The headers of the page's own session (its cookies), so that an API call does not start a second session. */
async function pageSessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const grant = JSON.parse(decodeURIComponent(value('currentUser'))) as { roleName: string; targetId: string; organizationId: string };
  return { authorization: `Bearer ${value('accessToken')}`, 'x-organization-id': grant.organizationId, 'x-role-name': grant.roleName, 'x-role-target': grant.targetId };
}

const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

test("a notification created through process B reaches the bell and drawer of the patient on process A, live", async ({ browser }) => {
  test.setTimeout(120_000);
  const patient = await createConfirmedClient(apiA, 'twoservbell');
  const session = await demoSession(apiA, patient);

  const patientContext = await contextOn(browser, processA);
  try {
    const page = await patientContext.newPage();
    // The bell's live feed (notificationAdded over SSE) is open on process A before anything happens on B.
    const feedOpened = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('notificationAdded'));
    await logInAt(page, patient, `${DEMO_BUSINESS_PATH}/bookings`);
    await feedOpened;
    const { unreadNotificationCount: before } = await graphql<{ unreadNotificationCount: number }>(apiA, 'query { unreadNotificationCount }', {}, await pageSessionHeaders(page));
    await expect(bell(page)).toHaveAccessibleName(bellName(before));

    // The provider joins the call through process B while the patient is not in it: PROVIDER_WAITING is written
    // and published there.
    await asDemoStaff(apiB, 'mutation($input: VideoCallInput!) { startVideoCall(input: $input) { roomName } }', { input: { HCPSessionId: session.sessionId } }, {
      email: PROVIDER_EMAIL,
      roleName: 'HEALTHCARE_PROVIDER',
    });

    // Live: well before the bell's 60 s fallback refetch, and without a reload.
    await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 20_000 });
    await bell(page).click();
    const newest = drawer(page).getByRole('list', { name: 'Latest notifications' }).getByRole('listitem').first();
    await expect(newest.getByRole('link')).toContainText('Unread:');
    await expect(newest.getByRole('link')).toContainText('Your provider is ready');
    await expect(newest.getByRole('link')).toContainText('Dr. Aisha Patel is waiting for you.');
  } finally {
    await patientContext.close();
  }
});

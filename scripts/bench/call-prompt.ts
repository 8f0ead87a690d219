/**
 * Call prompts (issue 12): time from a person's tap to the call overlay on screen (goal < 2 s), on loopback with
 * Chromium's fake camera and microphone, each run in a fresh browser context (nothing cached: the engine and the
 * overlay chunks load on the way, the worst case).
 * - Prompt: the client has a consultation open to join (a demo session starting now); the in-page prompt under
 *   the header offers Join; the clock runs from the click until the overlay's dialog is visible.
 * - Notification: the page's service worker shows a PROVIDER_WAITING notification (its `push` event fired
 *   through the DevTools protocol) and its `notificationclick` handler runs (dispatched in the worker: Chromium
 *   has no way to click a notification from a test); the clock runs from that dispatch until the overlay shows.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { clickShownNotification } from '../../tests/e2e/support/notification-click.ts';
import { startCarebook } from './carebook-server.ts';

export const CALL_PROMPT_GOAL_MS = 2000;
const CLIENT_EMAIL = 'client@demo.test';
const PROVIDER_EMAIL = 'hcp@demo.test';
const PASSWORD = 'Demo!2345';
const RUNS = 3;
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export type CallPromptFigures = { promptToOverlayMs: number[]; notificationToOverlayMs: number[] };

type DemoSession = { sessionId: string; orderId: string; orderItemId: string };

async function demoSession(baseUrl: string): Promise<DemoSession> {
  const response = await fetch(new URL('/dev/video-session', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientEmail: CLIENT_EMAIL, providerEmail: PROVIDER_EMAIL }),
  });
  if (!response.ok) throw new Error(`POST /dev/video-session answered ${response.status}`);
  return (await response.json()) as DemoSession;
}

async function logIn(page: Page, baseUrl: string, redirect: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login?redirectUrl=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(CLIENT_EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 30_000 });
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Video call' });

/** Ends the call so the next run starts clean (a new demo session also cancels this one). */
async function leave(page: Page): Promise<void> {
  await overlay(page).getByRole('button', { name: 'End call' }).click().catch(() => undefined);
  await overlay(page).waitFor({ state: 'hidden', timeout: 20_000 }).catch(() => undefined);
}

async function timePrompt(browser: Browser, baseUrl: string): Promise<number> {
  await demoSession(baseUrl);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await logIn(page, baseUrl, '/business/demo/main');
    const join = page.getByRole('region', { name: 'Video consultation' }).getByRole('button', { name: 'Join', exact: true });
    await join.waitFor({ timeout: 30_000 });
    const started = performance.now();
    await join.click();
    await overlay(page).waitFor({ timeout: 30_000 });
    const elapsed = performance.now() - started;
    await leave(page);
    return elapsed;
  } finally {
    await context.close();
  }
}

async function serviceWorkerRegistrationId(cdp: CDPSession, page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return id;
}

async function timeNotification(browser: Browser, baseUrl: string): Promise<number> {
  const session = await demoSession(baseUrl);
  const context = await browser.newContext();
  try {
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    await logIn(page, baseUrl, '/business/demo/main/bookings');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const link = `/business/demo/main/bookings/${session.orderId}/${session.orderItemId}?join=${session.sessionId}`;
    const payload = { id: `bench-${session.sessionId}`, kind: 'PROVIDER_WAITING', title: 'Your provider is ready', body: 'Join the video call.', link, callSessionId: session.sessionId };
    const cdp = await context.newCDPSession(page);
    const registrationId = await serviceWorkerRegistrationId(cdp, page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data: JSON.stringify(payload) });
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length > 0, undefined, { timeout: 10_000 });
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    const started = performance.now();
    await clickShownNotification(worker);
    await overlay(page).waitFor({ timeout: 30_000 });
    const elapsed = performance.now() - started;
    await leave(page);
    return elapsed;
  } finally {
    await context.close();
  }
}

function failedRun(error: unknown): number {
  console.warn(`[bench] notification run failed: ${error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)}`);
  return Number.NaN;
}

export async function benchCallPrompt(): Promise<CallPromptFigures> {
  const carebook = await startCarebook();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...FAKE_MEDIA] });
  try {
    const promptToOverlayMs: number[] = [];
    const notificationToOverlayMs: number[] = [];
    for (let run = 0; run < RUNS; run++) promptToOverlayMs.push(await timePrompt(browser, carebook.url));
    for (let run = 0; run < RUNS; run++) {
      // A run that never reaches the overlay is reported as failed (NaN), not allowed to end the whole bench.
      notificationToOverlayMs.push(await timeNotification(browser, carebook.url).catch(failedRun));
    }
    return { promptToOverlayMs, notificationToOverlayMs };
  } finally {
    await browser.close();
    await carebook.close();
  }
}

/**
 * The offline outbox (issue 12): 1,000 entries queued offline, then the connection returns; the clock runs from
 * the `online` event until the app's runner has emptied the outbox (goal < 10 s). Measured in Chromium through the
 * real built app and its real runner (Web Lock, IndexedDB, batching, the refresh of the progress screen after) against
 * a started Carebook server (in-process, seeded PGlite, as scripts/bench.ts starts one).
 * The 1,000 entries (900 weight readings and 100 weekly records) are written into the outbox's own IndexedDB store
 * in its entry format while offline, as 1,000 saves would leave them; typing them through the form would time the
 * form, not the sync. The server's counts are checked after: each entry stored exactly once.
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { startCarebook } from './carebook-server.ts';

export const OUTBOX_SYNC_GOAL_MS = 10_000;
const READINGS = 900;
const WEEKLY = 100;
const CLIENT_EMAIL = 'client@demo.test';
const PASSWORD = 'Demo!2345';
const PROGRESS_PATH = '/business/demo/main/account/progress';

/** `requests`: the GraphQL calls of the sync, `requestMs`: their summed time from sent to answered (the server's share). */
export type OutboxSyncFigures = { entries: number; syncMs: number; requests: number; requestMs: number; readingsStored: number; weeklyStored: number };

type Grant = { roleName: string; targetId: string; organizationId: string };

async function api<T>(baseUrl: string, query: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(new URL('/graphql', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${query.slice(0, 40)} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The page's session as the outbox stamps it on entries: the user id (from `me`) and the active grant (cookie). */
async function pageSession(page: Page, baseUrl: string): Promise<{ userId: string; grant: Grant; headers: Record<string, string> }> {
  const cookies = await page.context().cookies(baseUrl);
  const token = cookies.find((c) => c.name === 'accessToken')?.value ?? '';
  const grant = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'currentUser')?.value ?? '{}')) as Grant;
  const headers = { authorization: `Bearer ${token}`, 'x-organization-id': grant.organizationId, 'x-role-name': grant.roleName, 'x-role-target': grant.targetId };
  const { me } = await api<{ me: { id: string } }>(baseUrl, 'query { me { id } }', headers);
  return { userId: me.id, grant, headers };
}

async function counts(baseUrl: string, headers: Record<string, string>): Promise<{ readings: number; weekly: number }> {
  const data = await api<{ metricReadings: { totalCount: number }; weeklyProgress: { totalCount: number } }>(
    baseUrl,
    'query { metricReadings(filter: { metricType: WEIGHT }, limit: 1) { totalCount } weeklyProgress(limit: 1) { totalCount } }',
    headers,
  );
  return { readings: data.metricReadings.totalCount, weekly: data.weeklyProgress.totalCount };
}

/** Writes the entries into the outbox's store (idb-keyval's createStore('carebook-outbox', 'entries')). */
async function queueEntries(page: Page, userId: string, grant: Grant): Promise<void> {
  await page.evaluate(
    async ({ userId, grant, readings, weekly }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('carebook-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('entries', 'readwrite').objectStore('entries');
      const now = Date.now();
      const today = new Date(now - new Date(now).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
      const base = { userId, grant, state: 'pending', attempts: 0, notBefore: 0 };
      for (let i = 0; i < readings + weekly; i += 1) {
        const id = crypto.randomUUID();
        const createdAt = now - (readings + weekly - i) * 1000;
        const entry =
          i % 10 === 9
            ? { ...base, id, createdAt, kind: 'weeklyProgress', invalidates: [], payload: { orderItemId: null, weight: 80 + (i % 50) / 10, weightUnit: 'Kg', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: today } }
            : { ...base, id, createdAt, kind: 'metricReadings', invalidates: [], payload: { metricType: 'WEIGHT', unit: 'Kg', value: 70 + (i % 100) / 10, recordedAt: new Date(createdAt).toISOString() } };
        store.put(entry, id);
      }
      await new Promise<void>((resolve, reject) => {
        store.transaction.oncomplete = () => resolve();
        store.transaction.onerror = () => reject(store.transaction.error);
      });
      db.close();
    },
    { userId, grant, readings: READINGS, weekly: WEEKLY },
  );
}

function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('carebook-outbox');
        open.onsuccess = () => {
          const request = open.result.transaction('entries').objectStore('entries').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

export async function benchOutboxSync(): Promise<OutboxSyncFigures> {
  const carebook = await startCarebook();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: carebook.url });
    const page = await context.newPage();
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(PROGRESS_PATH)}`);
    await page.getByLabel('Email').fill(CLIENT_EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === PROGRESS_PATH, { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('heading', { name: 'Weight history' }).waitFor();
    const session = await pageSession(page, carebook.url);
    const before = await counts(carebook.url, session.headers);

    await context.setOffline(true);
    await queueEntries(page, session.userId, session.grant);
    // The app opens offline with 1,000 entries waiting (its runner finds them at start, and waits).
    await page.reload();
    await page.getByRole('heading', { name: 'Weight history' }).waitFor();
    if ((await outboxSize(page)) !== READINGS + WEEKLY) throw new Error('the entries were not queued');

    let requests = 0;
    let requestMs = 0;
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const timing = request.timing();
      requests += 1;
      requestMs += Math.max(0, timing.responseEnd);
    });
    const started = performance.now();
    await context.setOffline(false);
    for (;;) {
      if ((await outboxSize(page)) === 0) break;
      if (performance.now() - started > 120_000) throw new Error(`the outbox still holds ${await outboxSize(page)} entries after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const syncMs = performance.now() - started;

    const after = await counts(carebook.url, session.headers);
    // Each weekly record also stores its weight as a reading.
    return { entries: READINGS + WEEKLY, syncMs, requests, requestMs, readingsStored: after.readings - before.readings, weeklyStored: after.weekly - before.weekly };
  } finally {
    await browser.close();
    await carebook.close();
  }
}

/** `npx tsx scripts/bench/outbox-sync.ts`: this bench alone (needs a build in dist). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchOutboxSync();
  console.info(JSON.stringify(figures));
}

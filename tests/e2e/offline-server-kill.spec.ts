import { expect, request as apiRequest, test, type Route } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { logInAt } from './support/client-api.ts';
import { createExtraDatabase, startExtraServer, type ExtraDatabase, type ExtraServer } from './support/extra-server.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { logQuickWeight, outboxSize, storedReadings } from './offline-helpers.ts';

// Issue 12: the server is killed while the outbox is syncing (it has stored the first batch, its reply is lost
// with the process) and started again; the outbox backs off, sends again, and the server still has each reading
// exactly once. Its own server process and database (tests/e2e/support/extra-server.ts), never the shared one.

const PROGRESS_PATH = `${DEMO_BUSINESS_PATH}/account/progress`;
const WEIGHTS = ['90.4', '90.1', '89.7'];

let database: ExtraDatabase | undefined;
let server: ExtraServer | undefined;

test.describe('offline outbox against a server that dies', () => {
  test.describe.configure({ timeout: 300_000 });
  // One process per test: the 1280 px run is enough (the 360 px screens are covered by offline-outbox.spec.ts).
  test.skip(({ isMobile }) => isMobile, 'one server process is started per run; the desktop project runs it');

  test.afterEach(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('the server is killed mid-sync and restarted: each reading is stored exactly once', async ({ browser }) => {
    database = await createExtraDatabase();
    server = await startExtraServer({ database });
    const live = server;
    const request = await apiRequest.newContext({ baseURL: live.baseURL });
    const person = await createConfirmedClient(request, 'outbox-kill');
    const context = await browser.newContext({ baseURL: live.baseURL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();

    await logInAt(page, person, PROGRESS_PATH);
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('No weight readings yet. Log your weight below to start your chart.')).toBeVisible();

    await context.setOffline(true);
    for (const value of WEIGHTS) await logQuickWeight(page, value);
    await expect(page.getByTestId('weight-readings').getByText('Waiting to sync')).toHaveCount(3);

    // The first send reaches the server, which stores it and is killed before its reply leaves.
    let killed = false;
    await page.route('**/graphql', async (route: Route) => {
      const body = route.request().postData() ?? '';
      if (killed || !body.includes('"operationName":"AddWeightReading"')) return route.fallback();
      killed = true;
      await route.fetch();
      await live.kill();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => killed, { timeout: 20_000 }).toBe(true);
    // While it is down, the entries wait (the runner backs off) and say so.
    await expect(page.getByTestId('weight-readings').getByText(/Waiting to sync|Syncing/)).toHaveCount(3);

    await live.restart();
    await page.unroute('**/graphql');
    await expect(page.getByTestId('weight-readings').getByText(/Waiting to sync|Syncing/)).toHaveCount(0, { timeout: 90_000 });
    await expect.poll(() => outboxSize(page), { timeout: 10_000 }).toBe(0);
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(3);
    await context.close();

    const stored = await storedReadings(request, person);
    expect(stored.map((r) => r.value).sort()).toEqual([89.7, 90.1, 90.4]);
    expect(new Set(stored.map((r) => r.clientReadingId)).size).toBe(3);
    await request.dispose();
  });
});

import { expect, test, type Page, type Route } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientSession, graphql, logInAt } from './support/client-api.ts';
import { approvedTreatment, orderMedication, shipMedication } from './support/medication-api.ts';
import { shopperFor } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { logQuickWeight, outboxSize, storedReadings } from './offline-helpers.ts';

// Issue 12 "Outbox: nothing lost, nothing doubled": offline, a client logs three weights and says its medication
// arrived; each shows at once as 'Waiting to sync'. The page is closed while the first send is on its way (the
// server stores it, the reply never comes back), a new page opens online, and the server ends up with each entry
// exactly once (checked through the API).

const PROGRESS_PATH = `${DEMO_BUSINESS_PATH}/account/progress`;

function operationOf(route: Route): string | undefined {
  const body = route.request().postData();
  if (!body) return undefined;
  return (JSON.parse(body) as { operationName?: string }).operationName;
}

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string; project: { name: string } }) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test.describe('offline outbox', () => {
  test.describe.configure({ timeout: 400_000 });

  test('three weights and a delivery answer logged offline reach the server exactly once, also when the page closes mid-send', async ({ page, request, context }, testInfo) => {
    const person = await createConfirmedClient(request, `outbox-${testInfo.project.name}`);
    const shopper = await shopperFor(request, person);
    const consult = await approvedTreatment(request, person, shopper);
    const medicationOrder = await orderMedication(request, shopper, consult.orderItemId);
    await shipMedication(request, medicationOrder, { carrier: 'USPS', trackingNumber: `9400${Date.now()}`, trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction' });
    const itemPath = `${DEMO_BUSINESS_PATH}/bookings/${consult.orderId}/${consult.orderItemId}`;

    // Online once: the progress screen and the booking are seen (and so kept for offline use).
    await logInAt(page, person, PROGRESS_PATH);
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('No weight readings yet. Log your weight below to start your chart.')).toBeVisible();
    await page.goto(itemPath);
    await expect(page.getByRole('group', { name: 'I got my medication' })).toBeVisible();

    // Offline: the answer is kept on the device and says so.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toContainText('You are offline');
    await page.getByRole('group', { name: 'I got my medication' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Waiting to sync')).toBeVisible();
    await expect(page.getByText('You said your medication has arrived.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delivery answer waiting to sync');
    await shot(page, 'delivery-waiting', testInfo);

    // Three weights, offline, on the progress screen (reloaded offline: the shell and its data come from the device).
    await page.goto(PROGRESS_PATH);
    for (const value of ['82.5', '82.1', '81.8']) await logQuickWeight(page, value);
    const readings = page.getByTestId('weight-readings');
    await expect(readings.getByRole('listitem')).toHaveCount(3);
    await expect(readings.getByText('Waiting to sync')).toHaveCount(3);
    await expect(page.getByTestId('weight-chart').locator('.recharts-line-dots circle')).toHaveCount(3);
    await expect(page.getByTestId('offline-indicator')).toContainText('4 entries wait to sync');
    await expectNoSeriousA11yViolations(page, 'progress with readings waiting to sync');
    await shot(page, 'progress-waiting', testInfo);
    expect(await outboxSize(page)).toBe(4);

    // Back online, but the first send's reply is lost: the server stores it, then the page is closed.
    let reachedServer!: () => void;
    const firstSendStored = new Promise<void>((resolve) => {
      reachedServer = resolve;
    });
    await page.route('**/graphql', async (route) => {
      const operation = operationOf(route);
      if (operation !== 'AddWeightReading' && operation !== 'MarkMedicationOrderAsDelivered') return route.fallback();
      await route.fetch();
      reachedServer();
      // The reply never reaches the page.
      await new Promise(() => undefined);
    });
    await context.setOffline(false);
    await firstSendStored;
    await page.close({ runBeforeUnload: false });

    // A new page, online: the outbox (still on the device) sends everything again; the server keeps each once.
    const next = await context.newPage();
    await next.goto(PROGRESS_PATH);
    await expect(next.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    await expect(next.getByText(/Waiting to sync|Syncing/)).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => outboxSize(next), { timeout: 30_000 }).toBe(0);
    await next.goto(itemPath);
    await expect(next.locator('#stage-title')).toHaveText('Medication Delivered');
    await next.close();

    const stored = await storedReadings(request, person);
    expect(stored.map((r) => r.value).sort()).toEqual([81.8, 82.1, 82.5]);
    expect(new Set(stored.map((r) => r.clientReadingId)).size).toBe(3);
    const session = await clientSession(request, person);
    const { orderItem } = await graphql<{ orderItem: { status: string; medicationOrder: { status: string } | null } }>(
      request,
      'query($id: ID!) { orderItem(id: $id) { status medicationOrder { status } } }',
      { id: consult.orderItemId },
      session.headers,
    );
    expect(orderItem).toEqual({ status: 'MedicationDelivered', medicationOrder: { status: 'DELIVERED' } });
  });
});

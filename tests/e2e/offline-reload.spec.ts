import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { logInAt } from './support/client-api.ts';
import { shopperFor } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { logQuickWeight } from './offline-helpers.ts';

// Issue 12: what a patient has seen stays readable offline. After one visit online (the app, the bookings list, a
// booking's details, the progress screen), the device goes offline and each page is reloaded: it opens with its
// data, the one offline indicator says so, and no 'Network error' shows on top of the cached data.

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;
const PROGRESS_PATH = `${DEMO_BUSINESS_PATH}/account/progress`;
const PRODUCT = 'Tretinoin Cream 0.025%';

test.describe('offline reload', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the app, the bookings list, a booking and the progress screen open offline with their data', async ({ page, request, context }, testInfo) => {
    const person = await createConfirmedClient(request, `offline-${testInfo.project.name}`);
    const shopper = await shopperFor(request, person);
    const booked = await shopper.placeOrder(PRODUCT);
    const itemPath = `${BOOKINGS_PATH}/${booked.orderId}/${booked.itemId}`;

    await logInAt(page, person, PROGRESS_PATH);
    await waitForServiceWorkerControl(page);
    await logQuickWeight(page, '77.3');
    await expect(page.getByTestId('weight-readings').getByText(/Waiting to sync|Syncing/)).toHaveCount(0);
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(1);
    await page.goto(BOOKINGS_PATH);
    await expect(page.getByText(PRODUCT).first()).toBeVisible();
    await page.goto(itemPath);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

    await context.setOffline(true);
    // Reloaded straight after the data arrived: the cache was written when the page was left, not a second later.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toContainText('You are offline');
    await expect(page.getByText('Network error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'booking offline');

    await page.goto(BOOKINGS_PATH);
    await expect(page.getByText(PRODUCT).first()).toBeVisible();
    await expect(page.getByText('Network error')).toHaveCount(0);

    await page.goto(PROGRESS_PATH);
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('weight-readings')).toContainText('77.3');
    await expect(page.getByText('Network error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'progress offline');
    await page.screenshot({ path: testInfo.outputPath(`progress-offline-${testInfo.project.name}.png`), fullPage: true });

    await page.goto(DEMO_BUSINESS_PATH);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    await context.setOffline(false);
  });
});

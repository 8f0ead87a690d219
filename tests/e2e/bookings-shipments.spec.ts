import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { graphql, logInAt } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { asDemoStaff, shopperFor } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 5, shipments on the booking item page (spec §2 "shipments with tracking links", §3 Order item
// shipments): a fresh client orders a medication, the business's admin records the parcel through the API, and
// the client finds it with its carrier, tracking number, status, date and tracking link. And a cancelled item's
// unpaid part no longer reads as still to pay (spec §9 price summary). Each project runs it: 360 and 1280 px.

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;
const TIME_ZONE = 'America/New_York';

type Recorded = { recordShipment: { id: string; shippedAt: string } };

test.describe('booking shipments', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the client sees the shipment an admin recorded, with a tracking link that opens safely in a new tab', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, 'shipments');
    const shopper = await shopperFor(request, person);
    const cream = await shopper.placeOrder('Tretinoin Cream 0.025%');
    const trackingNumber = `1Z${Date.now()}`;
    const trackingUrl = `https://www.ups.com/track?tracknum=${trackingNumber}`;
    // The two projects run side by side and a demo login has one session at a time, so each uses its own staff
    // member: the business admin on desktop, the receptionist on mobile (both may record shipments).
    const staff = testInfo.project.name === 'mobile' ? { email: 'reception@demo.test', roleName: 'RECEPTIONIST' } : { email: 'admin@demo.test', roleName: 'BUSINESS_ADMIN' };
    const { recordShipment } = await asDemoStaff<Recorded>(
      request,
      'mutation($input: RecordShipmentInput!) { recordShipment(input: $input) { id shippedAt } }',
      { input: { orderItemId: cream.itemId, carrier: 'UPS', trackingNumber, trackingUrl } },
      staff,
    );

    await logInAt(page, person, `${BOOKINGS_PATH}/${cream.orderId}/${cream.itemId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tretinoin Cream 0.025%' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Shipments' });
    await expect(card).toBeVisible();
    const shipment = card.getByRole('listitem');
    await expect(shipment).toHaveCount(1);
    await expect(shipment.getByText('UPS', { exact: true })).toBeVisible();
    await expect(shipment.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(shipment.getByText(`Tracking number ${trackingNumber}`)).toBeVisible();
    const shippedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(recordShipment.shippedAt));
    await expect(shipment.getByText(`Shipped ${shippedOn}`, { exact: true })).toBeVisible();

    const track = shipment.getByRole('link', { name: 'Track shipment with UPS (opens in a new tab)' });
    await expect(track).toHaveText('Track shipment');
    await expect(track).toHaveAttribute('href', trackingUrl);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    await tabTo(page, track);
    await expect(track).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'booking item with shipments');
    await page.screenshot({ path: testInfo.outputPath(`shipments-${testInfo.project.name}.png`), fullPage: true });

    // In Spanish too.
    await page.goto(`${BOOKINGS_PATH}/${cream.orderId}/${cream.itemId}?lng=es`);
    const spanish = page.getByRole('region', { name: 'Envíos' });
    await expect(spanish.getByText('Enviado', { exact: true })).toBeVisible();
    await expect(spanish.getByRole('link', { name: 'Seguir el envío con UPS (se abre en una pestaña nueva)' })).toHaveText('Seguir el envío');
  });

  test('an item with no shipment has no shipments card; a cancelled item is no longer still to pay', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, 'shipments-cancel');
    const shopper = await shopperFor(request, person);
    const hair = await shopper.placeOrder('Hair Loss Consultation');
    await graphql(request, 'mutation($input: CancelOrderItemInput!) { cancelOrderItem(input: $input) { success } }', { input: { orderItemId: hair.itemId } }, shopper.headers);

    await logInAt(page, person, `${BOOKINGS_PATH}/${hair.orderId}/${hair.itemId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hair Loss Consultation' })).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipments' })).toHaveCount(0);

    // The order's price summary: nothing is owed or held for the cancelled item any more.
    await page.goto(`${BOOKINGS_PATH}/${hair.orderId}`);
    const summary = page.getByRole('region', { name: 'Price summary' });
    await expect(summary.getByText('Consultation fee')).toBeVisible();
    const figure = (label: string) => summary.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    await expect(figure('Still to pay')).toHaveText('$0.00');
    // All of it was released: what it would have cost is said as not charged.
    await expect(figure('Not charged for cancelled services')).toHaveText(await figure('Subtotal').innerText());
    await expect(figure('held on your card, charged when your care goes ahead')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'booking order with a cancelled item');
    await summary.screenshot({ path: testInfo.outputPath(`cancelled-summary-${testInfo.project.name}.png`) });
  });
});

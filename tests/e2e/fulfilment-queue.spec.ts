import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { graphql } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { approvedTreatment } from './support/medication-api.ts';
import { shopperFor } from './support/orders-api.ts';
import { DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 11, the fulfilment queue (/fulfilment): a fresh client's approved semaglutide is ordered and paid through
// the API; the business's fulfilment user signs in, lands on the queue, finds the order by its booking id, starts
// preparing it, ships it (an http tracking address is refused under its field), sees the client report it missing
// and marks it delivered, and the client's item follows. A client is refused the queue; a visitor is asked to log in.

// fulfilment@demo.test holds one signed-in session at a time and no other test signs in with it: the staff flow
// runs once, in the desktop project, at 1280 and 360 px. Both projects check the refusals with fresh people.
const STAFF_EMAIL = 'fulfilment@demo.test';

/** Axe and no sideways scrolling at 360 px, then back to 1280 px. */
async function checkNarrow(page: Page, screen: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen} fits 360 px` }).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, `${screen} at 360 px`);
  const file = screen.replace(/[^a-z0-9]+/gi, '-');
  await page.screenshot({ path: test.info().outputPath(`${file}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page, `${screen} at 1280 px`);
  await page.screenshot({ path: test.info().outputPath(`${file}-1280.png`), fullPage: true });
}

test('fulfilment staff prepare, ship and deliver a paid medication order', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the fulfilment user has one session: the flow runs once, at 360 and 1280 px, in the desktop project');
  // The set-up may wait for the shared demo provider (support/provider-lock.ts) while the console test holds it.
  test.setTimeout(400_000);
  const client = await createConfirmedClient(request, 'fulfilment');
  // Approved first: it signs the client in through the API, and so does shopperFor (one session per person).
  const item = await approvedTreatment(request, client);
  const shopper = await shopperFor(request, client);
  await graphql(
    request,
    'mutation($input: CreateMedicationOrderInput!) { createMedicationOrder(input: $input) { success } }',
    { input: { orderItemId: item.orderItemId, idempotencyKey: randomUUID(), shippingAddressId: shopper.addressId, payment: { method: 'CARD', paymentCardId: shopper.cardId } } },
    shopper.headers,
  );
  const readItem = () =>
    graphql<{ orderItem: { displayId: string; status: string } }>(request, 'query($id: ID!) { orderItem(id: $id) { displayId status } }', { id: item.orderItemId }, shopper.headers);
  const { displayId } = (await readItem()).orderItem;

  // A plain login takes the fulfilment user to the queue.
  await page.goto('/auth/login');
  await logIn(page, STAFF_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/fulfilment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Medication orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To prepare', selected: true })).toBeVisible();

  // Found by its booking id: whose it is, what to pack in the §9 wording, and where it goes.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(displayId);
  await expect(page).toHaveURL(new RegExp(`q=${displayId}`));
  const card = page.getByRole('listitem').filter({ hasText: displayId });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: client.fullName })).toBeVisible();
  await expect(card).toContainText('Semaglutide');
  await expect(card).toContainText('0.25 mg every week for 4 weeks (0.25 mg per week)');
  await expect(card).toContainText('12 Harbor Street');
  await expect(card).toContainText('Albany, NY 12207');
  await expect(card).toContainText('To prepare');
  await page.screenshot({ path: testInfo.outputPath('fulfilment-queue-1280.png'), fullPage: true });
  await checkNarrow(page, 'the queue');

  // Start preparing, from the keyboard.
  const prepare = card.getByRole('button', { name: `Start preparing for ${client.fullName}, ${displayId}` });
  await tabTo(page, prepare, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Marked as preparing.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`No orders under “To prepare” match “${displayId}”`)).toBeVisible();

  // Under Preparing: Mark shipped opens the shipment dialog; the fields are checked before anything is sent.
  await page.getByRole('tab', { name: 'Preparing' }).click();
  await expect(page).toHaveURL(/status=PREPARING/);
  await expect(card).toContainText('Preparing since');
  await card.getByRole('button', { name: `Mark shipped for ${client.fullName}, ${displayId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark shipped' });
  await expect(dialog.getByRole('textbox', { name: 'Carrier' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  const trackingNumber = `1Z${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
  const trackingUrl = dialog.getByRole('textbox', { name: 'Tracking URL' });
  await trackingUrl.fill(`http://www.ups.com/track?tracknum=${trackingNumber}`);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText("Enter the carrier's tracking page, starting with https://")).toBeVisible();
  await expect(trackingUrl).toBeFocused();
  await expect(trackingUrl).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('fulfilment-ship-dialog-1280.png') });
  await checkNarrow(page, 'the shipment dialog with an error');
  await trackingUrl.fill(`https://www.ups.com/track?tracknum=${trackingNumber}`);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Marked as shipped. The client can now follow the parcel.')).toBeVisible();
  expect((await readItem()).orderItem.status).toBe('MedicationOrderProcessed');

  // Under Shipped: the parcel with its tracking link.
  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(card).toContainText(`UPS · tracking number ${trackingNumber}`);
  const track = card.getByRole('link', { name: 'Track shipment with UPS (opens in a new tab)' });
  await expect(track).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${trackingNumber}`);
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByRole('button', { name: `Mark delivered for ${client.fullName}, ${displayId}` })).toBeVisible();

  // The client says it has not arrived: under Missing reported, with how to reach them; it turns up after all.
  await graphql(
    request,
    'mutation($input: MarkMedicationOrderAsDeliveredInput!) { markMedicationOrderAsDelivered(input: $input) { success } }',
    { input: { orderItemId: item.orderItemId, idempotencyKey: randomUUID(), received: false, note: 'Nothing in the mailbox yet.' } },
    shopper.headers,
  );
  await page.getByRole('tab', { name: 'Missing reported' }).click();
  await expect(card).toContainText('The client reported this parcel missing.');
  await expect(card.getByRole('link', { name: client.email })).toHaveAttribute('href', `mailto:${client.email}`);
  await expect(card.getByRole('button', { name: `Mark shipped for ${client.fullName}, ${displayId}` })).toBeVisible();
  await checkNarrow(page, 'an order reported missing');
  await card.getByRole('button', { name: `Mark delivered for ${client.fullName}, ${displayId}` }).click();
  await expect(page.getByText('Marked as delivered.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Under Delivered: done, nothing left to do; the client's item is delivered.
  await page.getByRole('tab', { name: 'Delivered' }).click();
  await expect(card).toContainText('Delivered');
  await expect(card.getByRole('button')).toHaveCount(0);
  await checkNarrow(page, 'a delivered order');
  expect((await readItem()).orderItem.status).toBe('MedicationDelivered');

  // In Spanish too.
  await page.goto(`/fulfilment?status=DELIVERED&q=${displayId}&lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de medicación' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Por preparar' })).toBeVisible();
  await expect(card).toContainText('0,25 mg cada semana durante 4 semanas');
});

test('a client is refused the fulfilment queue', async ({ page, request }) => {
  const client = await createConfirmedClient(request, 'fulfilment-denied');
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/fulfilment')}`);
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medication orders' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the unauthorized page from /fulfilment');
});

test('a visitor who is not signed in is asked to log in first, and comes back to the queue view', async ({ page }) => {
  await page.goto('/fulfilment?status=SHIPPED');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/fulfilment?status=SHIPPED');
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
});

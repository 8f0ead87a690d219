import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { checkAtBothWidths, runOnceAtBothWidths } from './support/both-widths.ts';
import { addAddress, clientSession, graphql, logInAt, NEW_YORK_ADDRESS, type ClientSession } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { passedPreAssessment } from './support/pre-assessment-api.ts';
import { waitForSavedQuery } from './support/device-storage.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

// Issue 5, the bookings screens (spec §2): a client with three orders made through the API (two consultations
// booked on a provider's free slots, one medication program) finds them under their tabs with badge and stage
// message, searches, opens one and reschedules it, cancels another, and reads the list in Spanish. The long flow
// runs once, in the desktop project, and checks each of its screens at 360 px and 1280 px inside it
// (support/both-widths.ts); the Spanish list runs in both projects.

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;
const TIME_ZONE = 'America/New_York';

type Product = { id: string; name: string; categories: { id: string }[] };
type Slot = { startTime: string; provider: { id: string } };
type SlotDay = { date: string; morning: Slot[]; afternoon: Slot[]; evening: Slot[] };
type Booked = { orderId: string; itemId: string; displayId: string };

const isoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);

/** A saved card through the sandbox gateway, as the card form does it. */
async function addCard(request: APIRequestContext, session: ClientSession, businessId: string, billingAddressId: string): Promise<string> {
  const { gatewayDetail } = await graphql<{ gatewayDetail: { clientKey: string } }>(request, 'query($input: GatewayDetailInput!) { gatewayDetail(input: $input) { clientKey } }', { input: { businessId } }, session.headers);
  const expiryYear = new Date().getUTCFullYear() + 2;
  const tokenized = await request.post('/payments/sandbox/tokenize', {
    data: { clientKey: gatewayDetail.clientKey, cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear, cvv: '123', cardholderName: 'Test Client' },
  });
  const card = (await tokenized.json()) as { token: string; lastFour: string; brand: string };
  const added = await graphql<{ addPaymentCard: { id: string } }>(
    request,
    'mutation($input: AddPaymentCardInput!) { addPaymentCard(input: $input) { id } }',
    { input: { clientId: session.clientId, token: card.token, cardLastFour: card.lastFour, cardType: card.brand, expiryMonth: 12, expiryYear, cardholderName: 'Test Client', billingAddressId, makeDefault: true } },
    session.headers,
  );
  return added.addPaymentCard.id;
}

/** Three orders for the person, placed and booked through the API before the browser logs in. */
async function setUpBookings(request: APIRequestContext, person: ConfirmedPerson) {
  const session = await clientSession(request, person);
  const { decodeBusinessAndLocation: place } = await graphql<{ decodeBusinessAndLocation: { business: { id: string }; location: { id: string } } }>(
    request,
    'query { decodeBusinessAndLocation(businessShortId: "demo", locationShortId: "main") { business { id } location { id } } }',
    {},
  );
  const locationId = place.location.id;
  const addressId = await addAddress(request, session, NEW_YORK_ADDRESS, true);
  const cardId = await addCard(request, session, place.business.id, addressId);
  const { productsByLocation } = await graphql<{ productsByLocation: Product[] }>(request, 'query($id: ID!) { productsByLocation(locationId: $id) { id name categories { id } } }', { id: locationId });
  const product = (name: string) => productsByLocation.find((p) => p.name === name) as Product;

  const order = async (name: string): Promise<Booked> => {
    const p = product(name);
    const line = { productId: p.id, categoryId: p.categories[0]?.id ?? '' };
    const formResponseIds = await passedPreAssessment(request, session, line, locationId);
    const { createOrder } = await graphql<{ createOrder: { order: { id: string; orderItems: { id: string; displayId: string }[] } } }>(
      request,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id orderItems { id displayId } } } }',
      { input: { checkoutId: randomUUID(), locationId, items: [{ ...line, formResponseIds }], shippingAddressId: addressId, billingAddressId: addressId, paymentMethod: 'CARD', paymentCardId: cardId } },
      session.headers,
    );
    const [item] = createOrder.order.orderItems;
    return { orderId: createOrder.order.id, itemId: item?.id ?? '', displayId: item?.displayId ?? '' };
  };
  // Free times from two days on, so the cancellation below is outside the 24-hour charge window.
  const book = async (booked: Booked, name: string, dayOffset: number) => {
    const from = isoDate(new Date(Date.now() + dayOffset * 86_400_000));
    const to = isoDate(new Date(Date.now() + (dayOffset + 7) * 86_400_000));
    const { availableSlots } = await graphql<{ availableSlots: SlotDay[] }>(
      request,
      'query($input: AvailableSlotsInput!) { availableSlots(input: $input) { date morning { startTime provider { id } } afternoon { startTime provider { id } } evening { startTime provider { id } } } }',
      { input: { productId: product(name).id, locationId, from, to, timezone: TIME_ZONE } },
      session.headers,
    );
    // Tests run side by side on one server: a slot another test just took is refused, so try others.
    const slots = availableSlots.flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening]).sort(() => Math.random() - 0.5);
    for (const slot of slots.slice(0, 10)) {
      const response = await request.post('/graphql', {
        data: { query: 'mutation($input: HoldSlotInput!) { holdSlot(input: $input) { id } }', variables: { input: { providerId: slot.provider.id, productId: product(name).id, locationId, startTime: slot.startTime } } },
        headers: session.headers,
      });
      const held = (await response.json()) as { data?: { holdSlot: { id: string } } | null };
      if (!held.data?.holdSlot) continue;
      await graphql(request, 'mutation($input: BookConsultationInput!) { bookConsultation(input: $input) { success } }', { input: { orderItemId: booked.itemId, sessionId: held.data.holdSlot.id } }, session.headers);
      return;
    }
    throw new Error(`no free slot could be held for ${name}`);
  };

  const weightLoss = await order('Weight Loss Consultation');
  await book(weightLoss, 'Weight Loss Consultation', 2);
  const hairLoss = await order('Hair Loss Consultation');
  await book(hairLoss, 'Hair Loss Consultation', 3);
  const cream = await order('Tretinoin Cream 0.025%');
  return { weightLoss, hairLoss, cream };
}

function card(page: Page, displayId: string) {
  return page.getByRole('article').filter({ hasText: displayId });
}

test.describe('bookings', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a client finds its bookings by tab and search, reschedules one and cancels another', async ({ page, request }) => {
    runOnceAtBothWidths();
    const person = await createConfirmedClient(request, 'bookings');
    const { weightLoss, hairLoss, cream } = await setUpBookings(request, person);
    await logInAt(page, person, BOOKINGS_PATH);

    // In progress (the first tab): the medication order, reviewed by a provider.
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    // The Bookings item of the navigation (tab bar on phones, header on desktop) leads here.
    const bookingsLink = (navigation: string) => page.getByRole('navigation', { name: navigation }).getByRole('link', { name: 'Bookings' });
    await expect(bookingsLink('Main')).toHaveAttribute('data-status', 'active');
    await expect(page.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
    const creamCard = card(page, cream.displayId);
    await expect(creamCard.getByText('Booked', { exact: true })).toBeVisible();
    await expect(creamCard.getByRole('heading', { name: 'One of our licensed healthcare provider is reviewing your responses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await checkAtBothWidths(page, 'bookings list', { narrow: () => expect(bookingsLink('Tabs')).toHaveAttribute('data-status', 'active') });

    // Upcoming: both consultations, scheduled, with their time.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(page).toHaveURL(/tab=UPCOMING/);
    for (const booked of [weightLoss, hairLoss]) {
      const row = card(page, booked.displayId);
      await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(row.getByRole('heading', { name: 'Upcoming Consult' })).toBeVisible();
      await expect(row.getByText(/^Scheduled for .+ at .+/)).toBeVisible();
    }

    // Search by service name, kept in the address.
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('hair');
    await expect(page).toHaveURL(/q=hair/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, hairLoss.displayId)).toBeVisible();
    // By booking ID.
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(weightLoss.displayId);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, weightLoss.displayId)).toBeVisible();

    // Open it by keyboard and reschedule it.
    const view = page.getByRole('link', { name: `View booking ${weightLoss.displayId}` });
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Weight Loss Consultation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Consult' })).toBeVisible();
    const before = await page.getByRole('region', { name: 'Your consultation' }).innerText();
    await checkAtBothWidths(page, 'single booking');
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const picker = page.getByRole('dialog', { name: 'Reschedule your consultation' });
    await expect(picker.getByRole('radiogroup').first()).toBeVisible();
    await picker.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(picker.getByRole('alert')).toHaveText('A time slot must be selected');
    await checkAtBothWidths(page, 'time-slot picker', { only: '[role="dialog"]' });
    // A chip is its label; the radio inside it is visually hidden.
    const time = picker.getByRole('radiogroup').nth(1).locator('label').first();
    await time.click();
    await expect(picker.getByRole('radiogroup').nth(1).getByRole('radio').first()).toBeChecked();
    await picker.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText('Your consultation has been rescheduled.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your consultation' })).not.toHaveText(before);

    // The calendar file of the session downloads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe(`booking-${weightLoss.displayId}.ics`);

    // The whole order: its services and price summary.
    await page.getByRole('link', { name: /^Booking CB-/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Booking CB-/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price summary' }).getByText('Consultation fee')).toBeVisible();
    await checkAtBothWidths(page, 'booking order');

    // Cancel the other consultation: no charge two days ahead.
    await page.goto(`${BOOKINGS_PATH}/${hairLoss.orderId}/${hairLoss.itemId}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm.getByText('You can cancel this booking without a charge.')).toBeVisible();
    await confirm.getByLabel('Reason (optional)').fill('Plans changed');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Service Cancelled' })).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

    // It is listed as completed now.
    await page.goto(`${BOOKINGS_PATH}?tab=COMPLETED`);
    await expect(card(page, hairLoss.displayId).getByRole('heading', { name: 'Service Cancelled' })).toBeVisible();
  });

  test('the list reads in Spanish, and opens again offline from what this device saved', async ({ page, request, context }) => {
    const person = await createConfirmedClient(request, 'bookings-es');
    await logInAt(page, person, BOOKINGS_PATH);
    await page.goto(`${BOOKINGS_PATH}?lng=es`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'En curso' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Próximas' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Completadas' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar reservas' })).toBeVisible();
    await expect(page.getByText('Aún no hay reservas aquí')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'bookings list in Spanish');

    // Offline: the shell comes from the service worker, the list from the saved query cache.
    await waitForServiceWorkerControl(page);
    // The cache is written to IndexedDB shortly after an answer arrives: wait until the list is in it.
    await waitForSavedQuery(page, ['bookings', 'list']);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    await expect(page.getByText('Aún no hay reservas aquí')).toBeVisible();
    await context.setOffline(false);
  });
});

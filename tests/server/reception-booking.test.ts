// Booking for a client at the front desk (issue 15): the receptionist answers the pre-assessment for the client
// (the response records who entered it), holds the provider's slot for them and places the order with a visit;
// paying by card pre-authorizes $490 in the business currency (shown as the card hold in the pricing summary),
// cash places no hold. The bookings of the business, one booking and a consult's state; sunrise reaches none of
// demo's. The invited client sets a password, signs in and sees the booking.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { addCard, CARDS, category, item, product } from './orders-helpers.ts';
import {
  clientInput,
  CREATE_CLIENT,
  invitationToken,
  RECEPTION_BOOKING,
  RECEPTION_BOOKINGS,
  RECEPTION_CONSULT,
  SET_PASSWORD,
  type CreateClientJson,
} from './reception-helpers.ts';
import { AISHA, HOLD_SLOT, MAIN, MARCUS, type SessionJson } from './scheduling-helpers.ts';

const DEMO_CLIENT = seedId('client:client@demo.test:demo');
const consult = { productId: product('weightloss-consult'), categoryId: category('WEIGHTLOSS') };
const finasteride = item('finasteride', 'HAIRCARE');
const STORE_RESPONSE = /* GraphQL */ `mutation S($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id createdBy { id } createdFor { id } score { passed } } }`;
const PASSING_ANSWERS = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };
const PLACE = /* GraphQL */ `
  mutation C($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order { id displayId currencyCode paymentMethod visit visitAddressId bookedThrough orderItems { id displayId status }
        orderPricingSummary { paymentSummary { totalAmount totalUnpaid preAuthorized cardHold cardAmount } } }
    }
  }
`;
type Placed = {
  createOrder: {
    order: {
      id: string;
      displayId: string;
      currencyCode: string;
      paymentMethod: string;
      visit: string | null;
      visitAddressId: string | null;
      bookedThrough: string;
      orderItems: { id: string; displayId: string; status: string }[];
      orderPricingSummary: { paymentSummary: { totalAmount: number; totalUnpaid: number; preAuthorized: number; cardHold: number; cardAmount: number } };
    };
  };
};
const QUOTE = /* GraphQL */ `query Q($input: OrderPricingSummaryInput!) { orderPricingSummary(input: $input) { paymentSummary { cardHold preAuthorized totalUnpaid } } }`;
const CLIENT_ORDERS = /* GraphQL */ `query O { orders { totalCount nodes { id orderId displayId } } }`;

describe('booking for a client at the front desk', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoDesk: HeaderMap;
  let deskUserId: string;
  let sunriseDesk: HeaderMap;
  let demoClient: HeaderMap;

  const newClient = async () => {
    const input = clientInput();
    const { client } = expectOk(await gql<CreateClientJson>(CREATE_CLIENT, { input, key: randomUUID() }, demoDesk)).receptionCreateClient;
    return { ...client, addressId: client.defaultAddress?.id ?? '' };
  };
  const preAssessment = async (clientId: string, headers = demoDesk) =>
    gql<{ storeUserResponses: { id: string; createdBy: { id: string }; createdFor: { id: string }; score: { passed: boolean } } }>(
      STORE_RESPONSE,
      { input: { formId: seedId('form:demo:PRE_ASSESSMENT'), ...consult, answers: PASSING_ANSWERS, clientId, clientDraftId: randomUUID() } },
      headers,
    );
  const holdFor = (clientId: string, startTime: string, headers = demoDesk, providerId = AISHA) =>
    gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId, productId: consult.productId, locationId: MAIN, startTime, clientId } }, headers);
  const orderInput = (clientId: string, extra: Record<string, unknown>) => ({ checkoutId: randomUUID(), locationId: MAIN, clientId, ...extra });

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const as = async (email: string, role: string) => {
      const s = await session(gql, email);
      return { headers: roleHeaders(s.tokens, grantOf(s.grants, role)), userId: s.userId };
    };
    const desk = await as('reception@demo.test', 'RECEPTIONIST');
    demoDesk = desk.headers;
    deskUserId = desk.userId;
    sunriseDesk = (await as('reception@sunrise.test', 'RECEPTIONIST')).headers;
    demoClient = (await as('client@demo.test', 'CLIENT')).headers;
  });
  afterAll(() => deps.close());

  test('card: pre-assessment entered by the receptionist, slot held for the client, $490 held, callout; the client then sees it', async () => {
    const client = await newClient();
    const cardId = await addCard(deps, gql, { headers: demoDesk, clientId: client.id, userId: client.userId, addressId: client.addressId, cardId: null }, CARDS.approve);
    const response = expectOk(await preAssessment(client.id)).storeUserResponses;
    expect(response).toMatchObject({ createdBy: { id: deskUserId }, createdFor: { id: client.id }, score: { passed: true } });
    const held = expectOk(await holdFor(client.id, '2026-03-09T13:00:00.000Z')).holdSlot;
    expect(held).toMatchObject({ status: 'PENDING', clientId: client.id });
    // The booking summary before paying: the quote shows the $490 the card will hold.
    const quote = expectOk(
      await gql<{ orderPricingSummary: { paymentSummary: { cardHold: number; preAuthorized: number; totalUnpaid: number } } }>(
        QUOTE,
        { input: { checkout: { locationId: MAIN, clientId: client.id, items: [{ ...consult, formResponseIds: [response.id], heldSessionId: held.id }], paymentMethod: 'CARD' } } },
        demoDesk,
      ),
    ).orderPricingSummary.paymentSummary;
    expect(quote.cardHold).toBe(49000);
    expect(quote.preAuthorized).toBe(Math.min(49000, quote.totalUnpaid));
    const cashQuote = expectOk(
      await gql<{ orderPricingSummary: { paymentSummary: { cardHold: number } } }>(QUOTE, { input: { checkout: { locationId: MAIN, clientId: client.id, items: [finasteride], paymentMethod: 'CASH' } } }, demoDesk),
    ).orderPricingSummary.paymentSummary;
    expect(cashQuote.cardHold).toBe(0);
    const order = expectOk(
      await gql<Placed>(
        PLACE,
        {
          input: orderInput(client.id, {
            items: [{ ...consult, formResponseIds: [response.id], heldSessionId: held.id }],
            paymentMethod: 'CARD',
            paymentCardId: cardId,
            billingAddressId: client.addressId,
            visit: { kind: 'CALLOUT', addressId: client.addressId },
          }),
        },
        demoDesk,
      ),
    ).createOrder.order;
    expect(order).toMatchObject({ currencyCode: 'USD', paymentMethod: 'CARD', visit: 'CALLOUT', visitAddressId: client.addressId, bookedThrough: 'FACILITY_BOOKING' });
    // Spec §9: $490 on the card, whatever the consultation costs; what is owed stays on the fee lines.
    const payments = await deps.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(payments.map((p) => [p.kind, p.status, p.amount, p.currencyCode])).toEqual([['PREAUTH', 'SUCCEEDED', 49000, 'USD']]);
    const [authorization] = await deps.db.select({ amount: t.sandboxGatewayAuthorizations.amount }).from(t.sandboxGatewayAuthorizations).where(eq(t.sandboxGatewayAuthorizations.id, payments[0]?.gatewayReference ?? ''));
    expect(authorization?.amount).toBe(49000);
    const summary = order.orderPricingSummary.paymentSummary;
    expect(summary.cardHold).toBe(49000);
    expect(summary.preAuthorized).toBe(Math.min(49000, summary.totalUnpaid));
    expect(summary.totalUnpaid).toBeGreaterThan(0);
    const [stored] = await deps.db.select({ createdBy: t.userResponses.createdBy, orderItemId: t.userResponses.orderItemId }).from(t.userResponses).where(eq(t.userResponses.id, response.id));
    expect(stored?.createdBy).toBe(deskUserId);

    // The front desk finds it by booking ID and by service name, opens it, and sees the consult's state.
    const itemId = order.orderItems[0]?.id ?? '';
    const byId = expectOk(await gql<{ receptionBookings: { totalCount: number; nodes: { id: string }[] } }>(RECEPTION_BOOKINGS, { search: order.displayId }, demoDesk)).receptionBookings;
    expect(byId.nodes.map((n) => n.id)).toEqual([itemId]);
    const mine = expectOk(await gql<{ receptionBookings: { totalCount: number; pageSize: number; nodes: { id: string; productName: string }[] } }>(RECEPTION_BOOKINGS, { search: 'weight', clientId: client.id, stage: 'UPCOMING' }, demoDesk)).receptionBookings;
    expect(mine).toMatchObject({ totalCount: 1, pageSize: 10 });
    expect(expectOk(await gql<{ receptionBooking: { id: string } }>(RECEPTION_BOOKING, { id: itemId }, demoDesk)).receptionBooking.id).toBe(itemId);
    const state = expectOk(await gql<{ receptionConsult: { clientName: string; clientInCall: boolean; session: { status: string } } }>(RECEPTION_CONSULT, { id: held.id }, demoDesk)).receptionConsult;
    expect(state).toMatchObject({ clientName: 'Rosa Delgado', clientInCall: false, providerInCall: false, session: { status: 'SCHEDULED', provider: { name: expect.stringContaining('Aisha') } } });
    expectCode(await gql(RECEPTION_BOOKING, { id: itemId }, sunriseDesk), 'NOT_FOUND');
    expectCode(await gql(RECEPTION_CONSULT, { id: held.id }, sunriseDesk), 'NOT_FOUND');
    expect(expectOk(await gql<{ receptionBookings: { totalCount: number } }>(RECEPTION_BOOKINGS, { search: order.displayId }, sunriseDesk)).receptionBookings.totalCount).toBe(0);

    // The invited client sets a password from the mailed link, signs in and sees the booking made for them.
    const token = invitationToken((await deps.sentTo(client.email)).find((m) => m.template === 'client_invitation')?.body);
    expectOk(await gql(SET_PASSWORD, { token, password: 'Welcome!2026' }));
    const signedIn = await session(gql, client.email, 'Welcome!2026');
    const theirs = expectOk(await gql<{ orders: { totalCount: number; nodes: { id: string; orderId: string }[] } }>(CLIENT_ORDERS, {}, roleHeaders(signedIn.tokens, grantOf(signedIn.grants, 'CLIENT')))).orders;
    expect(theirs.nodes.map((n) => n.orderId)).toEqual([order.id]);
  });

  test('cash and wallet-then-cash place no card hold; facility is the default visit', async () => {
    for (const paymentMethod of ['CASH', 'WALLET_CASH']) {
      const client = await newClient();
      const order = expectOk(await gql<Placed>(PLACE, { input: orderInput(client.id, { items: [finasteride], paymentMethod, shippingAddressId: client.addressId }) }, demoDesk)).createOrder.order;
      expect(order).toMatchObject({ paymentMethod, visit: 'FACILITY', bookedThrough: 'FACILITY_BOOKING' });
      expect(await deps.db.select().from(t.payments).where(eq(t.payments.orderId, order.id))).toEqual([]);
      expect(order.orderPricingSummary.paymentSummary).toMatchObject({ cardHold: 0, preAuthorized: 0 });
    }
  });

  test("a callout needs one of the client's addresses; a client cannot name a visit; a client's own card checkout is unchanged", async () => {
    const client = await newClient();
    const other = await newClient();
    const cash = (visit: unknown) => orderInput(client.id, { items: [finasteride], paymentMethod: 'CASH', visit });
    const missing = await gql(PLACE, { input: cash({ kind: 'CALLOUT' }) }, demoDesk);
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ 'input.visit.addressId': 'validation.required' });
    const foreign = await gql(PLACE, { input: cash({ kind: 'CALLOUT', addressId: other.addressId }) }, demoDesk);
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ 'input.visit.addressId': 'validation.invalid' });
    const own = await gql(PLACE, { input: { checkoutId: randomUUID(), locationId: MAIN, items: [finasteride], paymentMethod: 'CARD', visit: { kind: 'FACILITY' } } }, demoClient);
    expect(own.errors?.[0]?.extensions?.fields).toEqual({ 'input.visit': 'validation.invalid' });
    // The seeded client pays by card for itself: the hold is its card share, no $490, booked through the client.
    const card = await addCard(deps, gql, { headers: demoClient, clientId: DEMO_CLIENT, userId: '', addressId: seedId('client-address:client@demo.test:default'), cardId: null }, CARDS.approve);
    const self = expectOk(await gql<Placed>(PLACE, { input: { checkoutId: randomUUID(), locationId: MAIN, items: [finasteride], paymentMethod: 'CARD', paymentCardId: card, shippingAddressId: seedId('client-address:client@demo.test:default') } }, demoClient)).createOrder.order;
    const selfSummary = self.orderPricingSummary.paymentSummary;
    expect(self).toMatchObject({ visit: null, bookedThrough: 'CLIENT_BOOKING' });
    expect(selfSummary.cardHold).toBe(selfSummary.totalAmount);
    expect(selfSummary.cardHold).not.toBe(49000);
  });

  test('a sunrise receptionist cannot answer for, hold for or book for a demo client', async () => {
    const ordersOfDemoClient = () => deps.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.clientId, DEMO_CLIENT));
    const before = (await ordersOfDemoClient()).length;
    expectCode(await preAssessment(DEMO_CLIENT, sunriseDesk), 'NOT_FOUND');
    expectCode(await holdFor(DEMO_CLIENT, '2026-03-09T15:00:00.000Z', sunriseDesk, MARCUS), 'NOT_FOUND');
    const booked = await gql(PLACE, { input: orderInput(DEMO_CLIENT, { locationId: seedId('location:sunrise:main'), items: [item('hba1c', 'LABS')], paymentMethod: 'CASH' }) }, sunriseDesk);
    expectCode(booked, 'NOT_FOUND');
    // No order was made for the demo client (the seed gives it some of its own, e.g. lab visits).
    expect(await ordersOfDemoClient()).toHaveLength(before);
    // A receptionist must name the client it holds for; a client holds only for itself.
    expectCode(await gql(HOLD_SLOT, { input: { providerId: MARCUS, productId: consult.productId, locationId: MAIN, startTime: '2026-03-09T15:00:00.000Z' } }, demoDesk), 'BAD_USER_INPUT');
    const someone = await newClient();
    expectCode(await holdFor(someone.id, '2026-03-09T15:00:00.000Z', demoClient, MARCUS), 'FORBIDDEN');
  });
});

// Issue 15: a desk booking that costs more than the $490 card hold (spec §9). The quote and the booking show the
// part beyond the hold (paymentSummary.beyondHold); when the booking is processed (the provider completes the
// consultation) the hold is captured in full and the rest is authorized and captured on the same card, exactly
// once. A booking within the hold captures only what it costs and charges nothing beyond.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { captureItemCharge } from '../../server/services/payments/capture-item.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { addCard, CARDS, category, product } from './orders-helpers.ts';
import { clientInput, CREATE_CLIENT, type CreateClientJson } from './reception-helpers.ts';
import { AISHA, DEMO_ORG, HOLD_SLOT, MAIN, type SessionJson } from './scheduling-helpers.ts';
import { COMPLETE_SESSION, seededHcp, START_VIDEO_CALL } from './video-helpers.ts';

const consult = { productId: product('weightloss-consult'), categoryId: category('WEIGHTLOSS') };
const STORE_RESPONSE = /* GraphQL */ `mutation S($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id } }`;
const PASSING_ANSWERS = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };
const SUMMARY = 'paymentSummary { totalAmount totalPaid totalUnpaid preAuthorized cardHold beyondHold }';
const PLACE = /* GraphQL */ `mutation C($input: CreateOrderInput!) { createOrder(input: $input) { order { id orderItems { id } orderPricingSummary { ${SUMMARY} } } } }`;
const QUOTE = /* GraphQL */ `query Q($input: OrderPricingSummaryInput!) { orderPricingSummary(input: $input) { ${SUMMARY} } }`;
const ORDER_SUMMARY = /* GraphQL */ `query B($id: ID!) { receptionBooking(id: $id) { order { orderPricingSummary { ${SUMMARY} } } } }`;

type Summary = { totalAmount: number; totalPaid: number; totalUnpaid: number; preAuthorized: number; cardHold: number; beyondHold: number };

describe('a desk booking beyond the $490 hold', () => {
  let deps: TestDeps;
  let gql: Gql;
  let desk: HeaderMap;
  let aisha: { userId: string; headers: HeaderMap };

  const signInDesk = async () => {
    const s = await session(gql, 'reception@demo.test');
    desk = roleHeaders(s.tokens, grantOf(s.grants, 'RECEPTIONIST'));
  };
  /** A new client with a card, its pre-assessment and a held slot: the booking's input for CARD. */
  const deskCardBooking = async (startTime: string) => {
    const { client } = expectOk(await gql<CreateClientJson>(CREATE_CLIENT, { input: clientInput(), key: randomUUID() }, desk)).receptionCreateClient;
    const addressId = client.defaultAddress?.id ?? '';
    const cardId = await addCard(deps, gql, { headers: desk, clientId: client.id, userId: client.userId, addressId, cardId: null }, CARDS.approve);
    const response = expectOk(
      await gql<{ storeUserResponses: { id: string } }>(STORE_RESPONSE, { input: { formId: seedId('form:demo:PRE_ASSESSMENT'), ...consult, answers: PASSING_ANSWERS, clientId: client.id, clientDraftId: randomUUID() } }, desk),
    ).storeUserResponses;
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: AISHA, productId: consult.productId, locationId: MAIN, startTime, clientId: client.id } }, desk)).holdSlot;
    const items = [{ ...consult, formResponseIds: [response.id], heldSessionId: held.id }];
    return { clientId: client.id, userId: client.userId, sessionId: held.id, items, pay: { paymentMethod: 'CARD', paymentCardId: cardId, billingAddressId: addressId } };
  };
  const place = async (booking: Awaited<ReturnType<typeof deskCardBooking>>) =>
    expectOk(await gql<{ createOrder: { order: { id: string; orderItems: { id: string }[]; orderPricingSummary: { paymentSummary: Summary } } } }>(PLACE, { input: { checkoutId: randomUUID(), locationId: MAIN, clientId: booking.clientId, items: booking.items, ...booking.pay } }, desk)).createOrder.order;
  /** The consultation takes place and the provider completes it: the booking is processed. */
  const consultAndComplete = async (booking: { sessionId: string; clientId: string; userId: string }) => {
    // The invited client has set a password and signed in (as the reception test shows through the mailed link).
    await deps.db.update(t.users).set({ status: 'ACTIVE' }).where(eq(t.users.id, booking.userId));
    const sessionRow = randomUUID();
    await deps.db.insert(t.sessions).values({ id: sessionRow, userId: booking.userId, createdAt: deps.now(), expiresAt: new Date(deps.now().getTime() + 86_400_000) });
    // Access tokens are short-lived and the clock has moved to the consultation: everyone signs in again.
    await deps.db.update(t.sessions).set({ revokedAt: deps.now() }).where(eq(t.sessions.userId, aisha.userId));
    aisha = await seededHcp(deps, 'hcp@demo.test');
    await signInDesk();
    const accessToken = await signAccessToken(deps.secrets.jwt, { userId: booking.userId, sessionId: sessionRow }, deps.now());
    const clientHeaders = roleHeaders({ accessToken }, { organizationId: DEMO_ORG, roleName: 'CLIENT', targetId: booking.clientId });
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: booking.sessionId } }, aisha.headers));
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: booking.sessionId } }, clientHeaders));
    return gql(COMPLETE_SESSION, { input: { HCPSessionId: booking.sessionId } }, aisha.headers);
  };
  const paymentsOf = async (orderId: string) =>
    (await deps.db.select().from(t.payments).where(eq(t.payments.orderId, orderId))).map((p) => ({ kind: p.kind, status: p.status, amount: p.amount, key: p.idempotencyKey, parent: p.parentPaymentId, id: p.id, reference: p.gatewayReference }));

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    await signInDesk();
    aisha = await seededHcp(deps, 'hcp@demo.test');
  });
  afterAll(() => deps.close());

  test('$620: the quote and the booking show $130 beyond the hold; processing captures $490 and charges $130 once', async () => {
    // The consultation costs $620 at this location for this test.
    await deps.db.update(t.productLocations).set({ startingPrice: 62000 }).where(and(eq(t.productLocations.productId, consult.productId), eq(t.productLocations.locationId, MAIN)));
    const booking = await deskCardBooking('2026-03-09T13:00:00.000Z');
    const quote = expectOk(await gql<{ orderPricingSummary: { paymentSummary: Summary } }>(QUOTE, { input: { checkout: { locationId: MAIN, clientId: booking.clientId, items: booking.items, paymentMethod: 'CARD' } } }, desk)).orderPricingSummary.paymentSummary;
    expect(quote.cardHold).toBe(49000);
    expect(quote.totalUnpaid).toBeGreaterThan(49000);
    expect(quote.beyondHold).toBe(quote.totalUnpaid - 49000);

    const order = await place(booking);
    const owed = order.orderPricingSummary.paymentSummary.totalUnpaid;
    expect(order.orderPricingSummary.paymentSummary).toMatchObject({ cardHold: 49000, preAuthorized: 49000, beyondHold: owed - 49000, totalPaid: 0 });
    const itemId = order.orderItems[0]?.id ?? '';

    deps.clock.set(new Date('2026-03-09T13:01:00Z'));
    expectOk(await consultAndComplete(booking));
    const steps = await paymentsOf(order.id);
    const hold = steps.find((p) => p.kind === 'PREAUTH' && p.amount === 49000);
    const restHold = steps.find((p) => p.kind === 'PREAUTH' && p.key === `desk-rest:${itemId}:preauth`);
    expect(steps.map((p) => [p.kind, p.status, p.amount, p.key]).sort()).toEqual(
      [
        ['PREAUTH', 'SUCCEEDED', 49000, `${order.id}:preauth`],
        ['CAPTURE', 'SUCCEEDED', 49000, `${itemId}:service:capture`],
        ['PREAUTH', 'SUCCEEDED', owed - 49000, `desk-rest:${itemId}:preauth`],
        ['CAPTURE', 'SUCCEEDED', owed - 49000, `desk-rest:${itemId}:capture`],
      ].sort(),
    );
    expect(steps.find((p) => p.key === `${itemId}:service:capture`)?.parent).toBe(hold?.id);
    expect(steps.find((p) => p.key === `desk-rest:${itemId}:capture`)?.parent).toBe(restHold?.id);
    // The gateway took exactly the hold and the rest on the client's card.
    const authorizations = await deps.db.select().from(t.sandboxGatewayAuthorizations);
    expect(authorizations.find((a) => a.id === hold?.reference)).toMatchObject({ amount: 49000 });
    expect(authorizations.find((a) => a.id === restHold?.reference)).toMatchObject({ amount: owed - 49000 });

    const after = expectOk(await gql<{ receptionBooking: { order: { orderPricingSummary: { paymentSummary: Summary } } } }>(ORDER_SUMMARY, { id: itemId }, desk)).receptionBooking.order.orderPricingSummary.paymentSummary;
    expect(after).toMatchObject({ totalPaid: owed, totalUnpaid: 0, cardHold: 0, beyondHold: 0, preAuthorized: 0 });

    // Exactly once: completing again is refused, and a second processing of the item charges nothing more.
    const twice = await gql(COMPLETE_SESSION, { input: { HCPSessionId: booking.sessionId } }, aisha.headers);
    expectCode(twice, 'BAD_USER_INPUT');
    expect(twice.errors?.[0]?.extensions?.reason).toBe('SESSION_TRANSITION_REFUSED');
    const again = await deps.db.transaction((tx) => captureItemCharge(tx, deps.payments, itemId, deps.now()));
    expect(again).toEqual({ captured: 0, failed: false });
    expect(await paymentsOf(order.id)).toHaveLength(4);
  });

  test('$49: the hold covers it; processing captures $49 and charges nothing beyond', async () => {
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await signInDesk();
    await deps.db.update(t.productLocations).set({ startingPrice: 4900 }).where(and(eq(t.productLocations.productId, consult.productId), eq(t.productLocations.locationId, MAIN)));
    const booking = await deskCardBooking('2026-03-10T13:00:00.000Z');
    const order = await place(booking);
    const owed = order.orderPricingSummary.paymentSummary.totalUnpaid;
    expect(owed).toBeLessThan(49000);
    expect(order.orderPricingSummary.paymentSummary).toMatchObject({ cardHold: 49000, beyondHold: 0 });
    deps.clock.set(new Date('2026-03-10T13:01:00Z'));
    expectOk(await consultAndComplete(booking));
    const steps = await paymentsOf(order.id);
    expect(steps.map((p) => [p.kind, p.amount]).sort()).toEqual([['CAPTURE', owed], ['PREAUTH', 49000]]);
  });
});

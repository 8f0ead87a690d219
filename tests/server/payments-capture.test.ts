// Issue 4, "what is charged when": a consultation paid by card is pre-authorized at checkout and captured when its
// provider completes it; the booking summary then shows it charged, nothing left on hold, and the payments table
// records the capture against the pre-authorization. A consultation that never took place is not charged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { payments } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { bookConsult, moveClock, placeOrder } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item, QUOTE, type Shopper, type Summary } from './orders-helpers.ts';
import { AISHA, HAIR_CONSULT } from './scheduling-helpers.ts';
import { COMPLETE_SESSION, MARK_NO_SHOW, seededHcp, START_VIDEO_CALL } from './video-helpers.ts';

/** Monday 9 March 2026, 09:00 and 10:00 in New York. */
const MONDAY_9AM = '2026-03-09T13:00:00.000Z';
const MONDAY_10AM = '2026-03-09T14:00:00.000Z';

describe('capturing a consultation once it has happened', () => {
  let deps: TestDeps;
  let gql: Gql;
  let shopper: Shopper;
  let aisha: { userId: string; headers: HeaderMap };

  const summary = async (orderId: string, client = shopper) => expectOk(await gql<{ orderPricingSummary: Summary }>(QUOTE, { input: { orderId } }, client.headers)).orderPricingSummary;
  const paymentSteps = (orderId: string) => deps.db.select().from(payments).where(eq(payments.orderId, orderId));

  /** A card-paid hair consultation booked with Dr. Patel at `startTime`. */
  async function bookedConsult(startTime: string, client = shopper): Promise<{ orderId: string; sessionId: string; price: number }> {
    const order = await placeOrder(deps, gql, client, [item('hair-consult', 'HAIRCARE')], { paymentMethod: 'CARD', paymentCardId: client.cardId, billingAddressId: client.addressId });
    const orderItem = order.orderItems[0];
    if (!orderItem) throw new Error('no order item');
    const booked = await bookConsult(gql, client.headers, orderItem.id, HAIR_CONSULT, AISHA, startTime);
    const sessionId = booked.consultationDetail?.HCPSessionId ?? '';
    return { orderId: order.id, sessionId, price: order.orderPricingSummary.paymentSummary.totalAmount };
  }

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    shopper = await createShopper(deps, gql, { card: CARDS.approve });
    aisha = await seededHcp(deps, 'hcp@demo.test');
  });
  afterAll(() => deps.close());

  test('completing the consultation captures its price from the hold; the summary shows it charged', async () => {
    const { orderId, sessionId, price } = await bookedConsult(MONDAY_9AM);
    const before = await summary(orderId);
    expect(before.paymentSummary).toMatchObject({ totalAmount: price, preAuthorized: price, alreadyCharged: 0, totalUnpaid: price });

    await moveClock(deps, '2026-03-09T13:02:00Z', shopper.headers, aisha.headers);
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, shopper.headers));
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, aisha.headers));
    // In progress, nothing is taken yet.
    expect((await paymentSteps(orderId)).map((step) => step.kind)).toEqual(['PREAUTH']);

    const completed = expectOk(await gql<{ completeSession: { status: string } }>(COMPLETE_SESSION, { input: { HCPSessionId: sessionId } }, aisha.headers));
    expect(completed.completeSession.status).toBe('COMPLETED');

    const steps = await paymentSteps(orderId);
    const preauth = steps.find((step) => step.kind === 'PREAUTH');
    const capture = steps.find((step) => step.kind === 'CAPTURE');
    expect(capture).toMatchObject({ status: 'SUCCEEDED', amount: price, parentPaymentId: preauth?.id });
    const after = await summary(orderId);
    expect(after.paymentSummary).toMatchObject({ totalAmount: price, preAuthorized: 0, alreadyCharged: price, totalPaid: price, totalUnpaid: 0 });
    for (const line of after.items.flatMap((entry) => entry.feeBreakup)) expect(line.unpaid).toBe(0);

    // Completing again is refused and charges nothing more.
    expectCode(await gql(COMPLETE_SESSION, { input: { HCPSessionId: sessionId } }, aisha.headers), 'BAD_USER_INPUT');
    expect((await deps.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'CAPTURE')))).length).toBe(1);
  });

  test('a consultation the client never came to is not charged', async () => {
    // Another client: the first one's completed consultation is still its active booking in this category.
    const absent = await createShopper(deps, gql, { card: CARDS.approve });
    const { orderId, sessionId, price } = await bookedConsult(MONDAY_10AM, absent);
    await moveClock(deps, '2026-03-09T14:10:00Z', aisha.headers, absent.headers);
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, aisha.headers));
    expectOk(await gql(MARK_NO_SHOW, { input: { HCPSessionId: sessionId, who: 'CLIENT' } }, aisha.headers));
    expect((await paymentSteps(orderId)).map((step) => step.kind)).toEqual(['PREAUTH']);
    expect((await summary(orderId, absent)).paymentSummary).toMatchObject({ alreadyCharged: 0, preAuthorized: price });
  });
});

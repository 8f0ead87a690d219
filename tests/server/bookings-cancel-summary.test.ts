import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { bookConsult, CANCEL, moveClock, placeOrder } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item, SUMMARY_FIELDS, type Shopper, type Summary } from './orders-helpers.ts';
import { AISHA, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const ORDER_SUMMARY = /* GraphQL */ `query O($orderId: ID!) { order(orderId: $orderId) { orderPricingSummary { ${SUMMARY_FIELDS} paymentSummary { releasedOnCancel } } } }`;

type SummaryWithRelease = Summary & { paymentSummary: Summary['paymentSummary'] & { releasedOnCancel: number } };

describe('the pricing summary of an order with a cancelled item', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  const start = '2026-03-01T12:00:00Z';
  const summaryOf = async (orderId: string) => expectOk(await gql<{ order: { orderPricingSummary: SummaryWithRelease } }>(ORDER_SUMMARY, { orderId }, nora.headers)).order.orderPricingSummary;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date(start));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
  });
  afterAll(() => deps.close());

  test('cancelled within the window: the captured charge is already charged, nothing is still to pay or held', async () => {
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS')]);
    const itemId = order.orderItems[0]?.id ?? '';
    await bookConsult(gql, nora.headers, itemId, WEIGHTLOSS_CONSULT, AISHA, '2026-03-09T14:00:00.000Z');
    expect((await summaryOf(order.id)).paymentSummary).toMatchObject({ totalAmount: 5099, totalPaid: 0, totalUnpaid: 5099, preAuthorized: 5099, alreadyCharged: 0, releasedOnCancel: 0 });
    await moveClock(deps, '2026-03-08T20:00:00Z', nora.headers);
    expectOk(await gql(CANCEL, { input: { orderItemId: itemId } }, nora.headers));
    const after = await summaryOf(order.id);
    // The booked total stays; 50 % was captured from the hold and the gateway released the rest.
    expect(after.paymentSummary).toMatchObject({ totalAmount: 5099, totalPaid: 2550, totalUnpaid: 0, preAuthorized: 0, alreadyCharged: 2550, cardAmount: 5099, releasedOnCancel: 2549 });
    await moveClock(deps, start, nora.headers);
  });

  test('one item of several cancelled: only the others are still to pay, and the hold shown covers only them', async () => {
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS'), item('tretinoin', 'SKIN')]);
    const [consultItem, creamItem] = order.orderItems;
    const before = (await summaryOf(order.id)).paymentSummary;
    await bookConsult(gql, nora.headers, consultItem?.id ?? '', WEIGHTLOSS_CONSULT, AISHA, '2026-03-10T13:00:00.000Z');
    expectOk(await gql(CANCEL, { input: { orderItemId: consultItem?.id } }, nora.headers));
    const summary = await summaryOf(order.id);
    const creamOwed = summary.items.find((i) => i.orderItemId === creamItem?.id)?.feeBreakup.reduce((sum, line) => sum + line.unpaid, 0) ?? -1;
    expect(creamOwed).toBeGreaterThan(0);
    expect(summary.paymentSummary).toMatchObject({ totalAmount: before.totalAmount, totalPaid: 0, totalUnpaid: creamOwed, preAuthorized: creamOwed, alreadyCharged: 0, releasedOnCancel: before.totalAmount - creamOwed });
  });
});

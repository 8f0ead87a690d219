import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { errorCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, CREATE_ORDER, createShopper, GIFT_200, giftCardBalance, item, orderInput, withPassedPreAssessments, type CreateResult, type Shopper } from './orders-helpers.ts';

const CHECKOUTS = 50;
const GIFT_CARD_ACCOUNT = seedId('gift-card:demo:5000000000000002');

describe('50 concurrent checkouts spending one gift card', () => {
  let deps: TestDeps;
  let gql: Gql;
  let shoppers: Shopper[];

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    shoppers = [];
    for (let i = 0; i < CHECKOUTS; i++) shoppers.push(await createShopper(deps, gql, { card: CARDS.approve }));
  });
  afterAll(() => deps.close());

  test('the balance never goes below zero and the successes spent exactly what the card lost', async () => {
    const start = await giftCardBalance(deps, 'demo', GIFT_200);
    expect(start).toBe(20000);
    // Each order costs 5099 (consultation + platform fee): the card covers three and part of a fourth.
    const inputs = await Promise.all(shoppers.map((shopper) => withPassedPreAssessments(deps, shopper, orderInput(shopper, [item('weightloss-consult', 'WEIGHTLOSS')], { giftCardNumber: GIFT_200 }))));
    const answers = await Promise.all(shoppers.map((shopper, index) => gql<CreateResult>(CREATE_ORDER, { input: inputs[index] }, shopper.headers)));
    const placed = answers.filter((a) => a.data?.createOrder.success === true).map((a) => expectOk(a).createOrder.order);
    const refused = answers.filter((a) => a.errors !== undefined).map(errorCode);
    expect(placed.length + refused.length).toBe(CHECKOUTS);
    // Once the card is empty, later checkouts are told so; nothing else goes wrong.
    expect(new Set(refused)).toEqual(new Set(['GIFT_CARD_EMPTY']));

    const end = await giftCardBalance(deps, 'demo', GIFT_200);
    expect(end).toBeGreaterThanOrEqual(0);
    const applied = placed.reduce((total, order) => total + order.orderPricingSummary.paymentSummary.giftCardApplied, 0);
    expect(applied).toBe(start - end);
    const [debits] = await deps.db
      .select({ total: sum(t.ledgerEntries.amount) })
      .from(t.ledgerEntries)
      .where(and(eq(t.ledgerEntries.accountId, GIFT_CARD_ACCOUNT), eq(t.ledgerEntries.reason, 'CHECKOUT')));
    expect(-Number(debits?.total ?? 0)).toBe(start - end);
    // Every order is paid in full: gift card plus card hold.
    for (const order of placed) {
      const figures = order.orderPricingSummary.paymentSummary;
      expect(figures.giftCardApplied + figures.cardAmount).toBe(5099);
    }
    expect(placed.filter((o) => o.orderPricingSummary.paymentSummary.giftCardApplied > 0)).toHaveLength(4);
    expect(end).toBe(0);

    // The entries replay the balance: each one's balance_after is the previous minus its debit.
    const entries = await deps.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.accountId, GIFT_CARD_ACCOUNT));
    const ordered = [...entries].sort((a, b) => b.balanceAfter - a.balanceAfter);
    let balance = 0;
    for (const entry of ordered) {
      balance += entry.amount;
      expect(entry.balanceAfter).toBe(balance);
      expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(end);
  });
});

// createOrder's checks read in one statement (issue 18, checkout): the statements sent before the transaction do
// not grow with items, answers, a promo code or a card; the errors keep their order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordStatements, type StatementLog } from '../../scripts/bench/round-trips.ts';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, CREATE_ORDER, createShopper, DEMO, item, orderInput, SUNRISE, withPassedPreAssessments, type CreateResult, type OrderInput, type Shopper } from './orders-helpers.ts';

const consult = item('weightloss-consult', 'WEIGHTLOSS');
const finasteride = item('finasteride', 'HAIRCARE');
const labs = item('hba1c', 'LABS');

describe('createOrder reads', () => {
  let deps: TestDeps;
  let gql: Gql;
  let statements: StatementLog;

  const place = async (shopper: Shopper, input: OrderInput) => gql<CreateResult>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, shopper, input) }, shopper.headers);
  /** The statements sent outside a transaction while the order is placed (the pool's or PGlite's own queries). */
  const placedWith = async (shopper: Shopper, input: OrderInput) => {
    const answered = await withPassedPreAssessments(deps, shopper, input);
    const before = statements.count();
    const result = await gql<CreateResult>(CREATE_ORDER, { input: answered }, shopper.headers);
    return { result, sent: statements.count() - before };
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    statements = recordStatements(deps.db);
  });
  afterAll(() => deps.close());

  test('statements before the transaction do not grow with items, answers, a promo code or a named billing address', async () => {
    const alone = await createShopper(deps, gql, { card: CARDS.approve });
    const single = await placedWith(alone, orderInput(alone, [labs], { billingAddressId: null }));
    expectOk(single.result);
    const many = await createShopper(deps, gql, { card: CARDS.approve });
    const three = await placedWith(many, orderInput(many, [consult, finasteride, labs], { promoCode: '2026' }));
    expect(expectOk(three.result).createOrder.order.orderItems).toHaveLength(3);
    expect(three.sent).toBe(single.sent);
  });

  test('errors keep their order: the place, then addresses, the card, items, the promo code, answers', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const stranger = await createShopper(deps, gql, { card: CARDS.approve });
    const badEverything = { shippingAddressId: stranger.addressId, paymentCardId: stranger.cardId, promoCode: '4242' };
    // Another organization's location is not found before anything else is looked at.
    expectCode(await place(shopper, orderInput(shopper, [item('hba1c', 'SKIN')], { ...badEverything, locationId: SUNRISE.locationId })), 'LOCATION_NOT_FOUND');
    await deps.db.update(t.locations).set({ isActive: false }).where(eq(t.locations.id, DEMO.downtownId));
    try {
      expectCode(await place(shopper, orderInput(shopper, [consult], { locationId: DEMO.downtownId })), 'LOCATION_NOT_FOUND');
    } finally {
      await deps.db.update(t.locations).set({ isActive: true }).where(eq(t.locations.id, DEMO.downtownId));
    }
    // Someone else's address, then someone else's card, are NOT_FOUND before an unknown item or promo code.
    expectCode(await place(shopper, orderInput(shopper, [item('hba1c', 'SKIN')], badEverything)), 'NOT_FOUND');
    expectCode(await place(shopper, orderInput(shopper, [consult], { paymentCardId: stranger.cardId, promoCode: '4242' })), 'NOT_FOUND');
    // A removed card is NOT_FOUND; a removed billing address does not stand in for a missing one.
    await deps.db.update(t.paymentCards).set({ deletedAt: deps.now() }).where(eq(t.paymentCards.id, stranger.cardId ?? ''));
    expectCode(await place(stranger, orderInput(stranger, [consult])), 'NOT_FOUND');
    await deps.db.update(t.clientAddresses).set({ deletedAt: deps.now() }).where(eq(t.clientAddresses.id, shopper.addressId));
    try {
      expectCode(await place(shopper, orderInput(shopper, [labs], { shippingAddressId: null, billingAddressId: null })), 'BILLING_ADDRESS_REQUIRED');
    } finally {
      await deps.db.update(t.clientAddresses).set({ deletedAt: null }).where(eq(t.clientAddresses.id, shopper.addressId));
    }
    // An item's error comes before the promo code's, the promo code's before the answers'.
    expectCode(await place(shopper, orderInput(shopper, [item('hba1c', 'SKIN')], { promoCode: '4242' })), 'NOT_FOUND');
    expectCode(await place(shopper, orderInput(shopper, [item('weightloss-consult', 'WEIGHTLOSS', [stranger.clientId])], { promoCode: '4242' })), 'PROMO_CODE_INVALID');
    expectCode(await place(shopper, orderInput(shopper, [item('weightloss-consult', 'WEIGHTLOSS', [stranger.clientId])])), 'NOT_FOUND');
    // Without answers, the weight-loss workflow's pre-assessment refuses the item.
    const refused = await gql<CreateResult>(CREATE_ORDER, { input: orderInput(shopper, [consult]) }, shopper.headers);
    expectCode(refused, 'ORDER_FAILED');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('answersMissing');
  });

  test('on PostgreSQL a card checkout is two round trips in its transaction: BEGIN with the lock, the order and the hold with its record sent at once, then COMMIT', async () => {
    // PGlite runs in this process and keeps drizzle's own transaction (its statements cost no socket write).
    if (typeof (deps.db as unknown as { $client: { totalCount?: unknown } }).$client.totalCount !== 'number') return;
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const input = await withPassedPreAssessments(deps, shopper, orderInput(shopper, [consult, labs], { promoCode: '2026' }));
    const pg = (await import('pg')).default;
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    const texts: string[] = [];
    // Per statement sent, how many statements had been answered by then: those sent before any answer share a round trip.
    const answeredBefore: number[] = [];
    let answered = 0;
    proto.query = function recorded(this: unknown, ...args: unknown[]) {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : String((first as { text?: string } | null)?.text ?? ''));
      answeredBefore.push(answered);
      const result = query.apply(this, args);
      if (result instanceof Promise) {
        result.then(
          () => (answered += 1),
          () => (answered += 1),
        );
      }
      return result;
    };
    const placed = await gql<CreateResult>(CREATE_ORDER, { input }, shopper.headers).finally(() => {
      proto.query = query;
    });
    const order = expectOk(placed).createOrder.order;
    const begin = texts.findIndex((text) => text.startsWith('begin;'));
    const inside = texts.slice(begin, texts.indexOf('commit', begin) + 1).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(inside).toHaveLength(4);
    expect(inside[0]).toMatch(/^begin; select 1 from clients where id = '[0-9a-f-]{36}'::uuid for no key update/);
    expect(inside[1]).toMatch(/^with e as \( select id, request_hash from orders/);
    expect(inside[2]).toMatch(/^with a as \(?insert into "sandbox_gateway_authorizations"/);
    expect(inside[3]).toBe('commit');
    // The order and the hold went out before BEGIN was answered; COMMIT after all three were.
    const sentAt = answeredBefore.slice(begin, begin + 4);
    expect(sentAt[1]).toBe(sentAt[0]);
    expect(sentAt[2]).toBe(sentAt[0]);
    expect(sentAt[3]).toBeGreaterThanOrEqual((sentAt[0] ?? 0) + 3);
    const [payment] = await deps.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(payment).toMatchObject({ kind: 'PREAUTH', status: 'SUCCEEDED', gateway: 'sandbox' });
    const [authorization] = await deps.db.select().from(t.sandboxGatewayAuthorizations).where(eq(t.sandboxGatewayAuthorizations.id, payment?.gatewayReference ?? ''));
    expect(authorization).toMatchObject({ status: 'AUTHORIZED', amount: payment?.amount, idempotencyKey: payment?.idempotencyKey });
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { and, eq } from 'drizzle-orm';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { recordStatements } from '../../scripts/bench/round-trips.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import {
  CARDS,
  CREATE_ORDER,
  createShopper,
  DEMO,
  freshGiftCardNumber,
  issueGiftCard,
  item,
  orderInput,
  product,
  QUOTE,
  SUNRISE,
  withPassedPreAssessments,
  type CreateResult,
  type Shopper,
  type Summary,
} from './orders-helpers.ts';

const consult = item('weightloss-consult', 'WEIGHTLOSS');
const finasteride = item('finasteride', 'HAIRCARE');
const tretinoin = item('tretinoin', 'SKIN');

const COUPONS = /* GraphQL */ `query C($f: CouponFilter!) { coupons(filter: $f) { couponId code saving expiry isExpired savingType savingValue } }`;

/** The lines as amounts only, per item: what the pricing rules decide. */
const amounts = (summary: Summary) => summary.items.map((i) => i.feeBreakup.map((l) => [l.entityName, l.entityType, l.amount]));
/** A summary without what only a placed order has (ids and timestamps). */
const comparable = (summary: Summary) => ({
  ...summary,
  items: summary.items.map((i) => ({ ...i, orderItemId: null, feeBreakup: i.feeBreakup.map((l) => ({ ...l, createdOn: null, updatedOn: null })) })),
});

describe('order pricing: quote and placed order summary', () => {
  let deps: TestDeps;
  let gql: Gql;
  let shopper: Shopper;

  const quote = async (checkout: Record<string, unknown>, headers = shopper.headers) =>
    gql<{ orderPricingSummary: Summary }>(QUOTE, { input: { checkout: { locationId: DEMO.locationId, ...checkout } } }, headers);

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    shopper = await createShopper(deps, gql, { card: CARDS.approve });
  });
  afterAll(() => deps.close());

  test('price lines, shipping where it ships, the platform fee once on the first item; zero lines absent', async () => {
    const summary = expectOk(await quote({ items: [consult, finasteride, tretinoin] })).orderPricingSummary;
    expect(summary.currencyCode).toBe('USD');
    expect(amounts(summary)).toEqual([
      [['Weight Loss Consultation', null, 4900], ['Platform fee', 'platformFee', 199]],
      [['Finasteride 1 mg', null, 2500], ['Shipping', 'shippingCost', 500]],
      [['Tretinoin Cream 0.025%', null, 3500], ['Shipping', 'shippingCost', 500]],
    ]);
    expect(summary.items.map((i) => i.productId)).toEqual([consult.productId, finasteride.productId, tretinoin.productId]);
    expect(summary.items.every((i) => i.orderItemId === null && !i.hasHCPApproval)).toBe(true);
    expect(summary.paymentSummary).toMatchObject({ totalAmount: 12099, totalPaid: 0, totalUnpaid: 12099, cardAmount: 12099, preAuthorized: 12099, giftCardApplied: 0, walletApplied: 0, alreadyCharged: 0 });
    expect(summary.paymentSummary.feeBreakupTotals).toEqual([
      { entityName: 'Items', entityType: null, amount: 10900 },
      { entityName: 'Shipping', entityType: 'shippingCost', amount: 1000 },
      { entityName: 'Platform fee', entityType: 'platformFee', amount: 199 },
    ]);
    for (const line of summary.items.flatMap((i) => i.feeBreakup)) expect(line.amount).not.toBe(0);
  });

  test('a promo code takes 10 % off item prices only, split over the items', async () => {
    const summary = expectOk(await quote({ items: [consult, finasteride, tretinoin], promoCode: '2026' })).orderPricingSummary;
    const discounts = summary.items.map((i) => i.feeBreakup.find((l) => l.entityType === 'totalDiscount'));
    expect(discounts.map((d) => [d?.entityName, d?.amount])).toEqual([['Promo 2026', -490], ['Promo 2026', -250], ['Promo 2026', -350]]);
    expect(summary.paymentSummary.totalAmount).toBe(12099 - 1090);
    expect(summary.paymentSummary.feeBreakupTotals).toContainEqual({ entityName: 'Discount', entityType: 'totalDiscount', amount: -1090 });
  });

  test('an uneven fixed saving is split by largest remainder and sums exactly', async () => {
    await deps.db.insert(t.coupons).values({ organizationId: DEMO.organizationId, businessId: DEMO.businessId, code: '777', savingType: 'AMOUNT', savingValue: 1000, expiresAt: null });
    const summary = expectOk(await quote({ items: [consult, finasteride, tretinoin], promoCode: '777' })).orderPricingSummary;
    // 1000 over 4900 : 2500 : 3500 is 449.5 / 229.4 / 321.1: the spare cent goes to the largest remainder.
    const parts = summary.items.map((i) => i.feeBreakup.find((l) => l.entityType === 'totalDiscount')?.amount);
    expect(parts).toEqual([-450, -229, -321]);
    expect(summary.paymentSummary.totalAmount).toBe(12099 - 1000);
  });

  test('promo codes: unknown PROMO_CODE_INVALID, expired PROMO_CODE_EXPIRED, letters BAD_USER_INPUT, blank means none', async () => {
    expectCode(await quote({ items: [consult], promoCode: '4242' }), 'PROMO_CODE_INVALID');
    expectCode(await quote({ items: [consult], promoCode: '1999' }), 'PROMO_CODE_EXPIRED');
    const bad = await quote({ items: [consult], promoCode: 'SAVE10' });
    expectCode(bad, 'BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ 'input.checkout.promoCode': 'validation.promoCodeInvalid' });
    expect(expectOk(await quote({ items: [consult], promoCode: '  ' })).orderPricingSummary.paymentSummary.totalAmount).toBe(4900 + 199);
  });

  test('coupons: the code with its saving and expiry, expired ones flagged; clients must name a code', async () => {
    const [valid] = expectOk(await gql<{ coupons: Record<string, unknown>[] }>(COUPONS, { f: { businessId: DEMO.businessId, code: '2026' } }, shopper.headers)).coupons;
    expect(valid).toMatchObject({ code: '2026', saving: '10%', expiry: '2027-12-31T23:59:59.000Z', isExpired: false, savingType: 'PERCENT', savingValue: 1000 });
    const [expired] = expectOk(await gql<{ coupons: Record<string, unknown>[] }>(COUPONS, { f: { businessId: DEMO.businessId, code: '1999' } }, shopper.headers)).coupons;
    expect(expired).toMatchObject({ code: '1999', isExpired: true });
    expect(expectOk(await gql<{ coupons: unknown[] }>(COUPONS, { f: { businessId: DEMO.businessId, code: '5555' } }, shopper.headers)).coupons).toEqual([]);
    expectCode(await gql(COUPONS, { f: { businessId: DEMO.businessId } }, shopper.headers), 'BAD_USER_INPUT');
    expectCode(await gql(COUPONS, { f: { businessId: DEMO.businessId, code: '2026' } }), 'UNAUTHENTICATED');
  });

  test('the quote is the placed order’s summary, to the cent (promo, gift card, card)', async () => {
    const number = freshGiftCardNumber();
    await issueGiftCard(deps, { number, amount: 3000 });
    const items = [consult, finasteride, tretinoin];
    const quoted = expectOk(await quote({ items, promoCode: '2026', giftCardNumber: number, paymentMethod: 'CARD' })).orderPricingSummary;
    expect(quoted.paymentSummary).toMatchObject({ totalAmount: 11009, giftCardApplied: 3000, totalPaid: 3000, totalUnpaid: 8009, cardAmount: 8009, preAuthorized: 8009, alreadyCharged: 3000 });
    for (const line of quoted.items.flatMap((i) => i.feeBreakup)) expect(line.paid + line.unpaid).toBe(line.amount);

    const placed = expectOk(await gql<CreateResult>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, shopper, orderInput(shopper, items, { promoCode: '2026', giftCardNumber: number })) }, shopper.headers)).createOrder;
    expect(placed.success).toBe(true);
    expect(comparable(placed.order.orderPricingSummary)).toEqual(comparable(quoted));
    expect(placed.order.orderPricingSummary.items.map((i) => i.orderItemId)).toEqual(placed.order.orderItems.map((i) => i.id));
    // Read back later through orderPricingSummary(orderId): the same figures.
    const again = expectOk(await gql<{ orderPricingSummary: Summary }>(QUOTE, { input: { orderId: placed.order.id } }, shopper.headers)).orderPricingSummary;
    expect(again).toEqual(placed.order.orderPricingSummary);
  });

  test('a product the location does not offer is PRODUCT_NOT_AVAILABLE; a foreign or mismatched product NOT_FOUND', async () => {
    await deps.db.delete(t.productLocations).where(and(eq(t.productLocations.productId, product('hba1c')), eq(t.productLocations.locationId, DEMO.downtownId)));
    expectCode(await quote({ locationId: DEMO.downtownId, items: [item('hba1c', 'LABS')] }), 'PRODUCT_NOT_AVAILABLE');
    expect(expectOk(await quote({ items: [item('hba1c', 'LABS')] })).orderPricingSummary.paymentSummary.totalAmount).toBe(2900 + 199);
    expectCode(await quote({ items: [item('hba1c', 'SKIN')] }), 'NOT_FOUND');
    expectCode(await quote({ items: [{ productId: product('hba1c', 'sunrise'), categoryId: item('hba1c', 'LABS').categoryId }] }), 'NOT_FOUND');
    expectCode(await quote({ items: [] }), 'BAD_USER_INPUT');
  });

  test('the quote reads its place, products and coupon at once: statements do not grow with items or a promo code; errors keep their order', async () => {
    const statements = recordStatements(deps.db);
    const sent = async (checkout: Record<string, unknown>) => {
      const before = statements.count();
      expectOk(await quote(checkout));
      return statements.count() - before;
    };
    const one = await sent({ items: [consult] });
    expect(await sent({ items: [consult, finasteride, tretinoin, item('hba1c', 'LABS')], promoCode: '2026' })).toBe(one);
    // Another organization's location, or an inactive one, is not found before any item or promo code is looked at.
    expectCode(await quote({ locationId: SUNRISE.locationId, items: [item('hba1c', 'SKIN')], promoCode: '4242' }), 'LOCATION_NOT_FOUND');
    await deps.db.update(t.locations).set({ isActive: false }).where(eq(t.locations.id, DEMO.downtownId));
    try {
      expectCode(await quote({ locationId: DEMO.downtownId, items: [consult] }), 'LOCATION_NOT_FOUND');
    } finally {
      await deps.db.update(t.locations).set({ isActive: true }).where(eq(t.locations.id, DEMO.downtownId));
    }
    // An item's error comes before the promo code's, as createOrder reports them.
    expectCode(await quote({ items: [item('hba1c', 'SKIN')], promoCode: '4242' }), 'NOT_FOUND');
    expectCode(await quote({ items: [consult], promoCode: '4242' }), 'PROMO_CODE_INVALID');
  });

  test('exactly one of orderId and checkout', async () => {
    expectCode(await gql(QUOTE, { input: {} }, shopper.headers), 'BAD_USER_INPUT');
    expectCode(await gql(QUOTE, { input: { orderId: shopper.clientId, checkout: { locationId: DEMO.locationId, items: [consult] } } }, shopper.headers), 'BAD_USER_INPUT');
  });
});

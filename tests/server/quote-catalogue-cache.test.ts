// The quote's catalogue kept per API process (server/services/orders/quote-catalogue-cache.ts, issue 18): a quote
// of a cart already seen sends no statement, answers exactly what a process without the cache answers, and an admin
// change of a price, a product, the platform fee or a promo code shows at once in the process that made it and,
// through the event bus, in a second process. The caller's checks still run on kept rows (another tenant's
// location is LOCATION_NOT_FOUND, another client FORBIDDEN).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { useQuoteCatalogueCache } from '../../server/services/orders/quote-catalogue-cache.ts';
import { invalidatePublicContent, usePublicCache } from '../../server/services/public-cache.ts';
import { useViewerCache } from '../../server/services/viewer-cache.ts';
import { recordStatements } from '../../scripts/bench/round-trips.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { category, createShopper, DEMO, item, product, QUOTE, type Shopper, type Summary } from './orders-helpers.ts';

const CREATE_PRODUCT = /* GraphQL */ `mutation C($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) { createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) { id } }`;
const UPDATE_PRODUCT = /* GraphQL */ `mutation U($businessId: ID!, $id: ID!, $input: AdminProductInput!) { updateProduct(businessId: $businessId, id: $id, input: $input) { id } }`;
const UPDATE_MONEY = /* GraphQL */ `mutation U($input: MoneySettingsInput!) { updateMoneySettings(input: $input) { platformFee } }`;
const CREATE_COUPON = /* GraphQL */ `mutation C($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`;
const END_COUPON = /* GraphQL */ `mutation E($couponId: ID!) { endCoupon(couponId: $couponId) { id } }`;

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

const consult = item('weightloss-consult', 'WEIGHTLOSS');
const finasteride = item('finasteride', 'HAIRCARE');
const tretinoin = item('tretinoin', 'SKIN');
const hba1c = item('hba1c', 'LABS');
const cart = [consult, finasteride, tretinoin, hba1c, finasteride];

/** An admin's product offered at the main location for `price` (minor units). */
const sleepConsult = (price: number) => ({
  name: { en: 'Sleep Consultation' },
  tagline: { en: 'Sleep through the night' },
  description: { en: 'A visit about your sleep.' },
  productType: 'CONSULTATION',
  status: 'ACTIVE',
  shippingCost: 0,
  images: [],
  categoryIds: [category('HAIRCARE')],
  locations: [{ locationId: DEMO.locationId, startingPrice: price, sortOrder: 1 }],
  details: [],
  detailTranslations: {},
});

describe('quote catalogue kept per process', () => {
  let deps: TestDeps;
  let other: TestDeps;
  let plain: TestDeps;
  let first: Gql;
  let second: Gql;
  let uncachedGql: Gql;
  let nora: Shopper;
  let admin: HeaderMap;

  const quoteWith = async (gql: Gql, checkout: Record<string, unknown>, headers: HeaderMap = nora.headers) =>
    gql<{ orderPricingSummary: Summary }>(QUOTE, { input: { checkout: { locationId: DEMO.locationId, ...checkout } } }, headers);
  const total = async (gql: Gql, checkout: Record<string, unknown>) => expectOk(await quoteWith(gql, checkout)).orderPricingSummary.paymentSummary.totalAmount;
  /** The total in the first process, the second (once the bus delivered) and a process without the cache. */
  const everywhere = async (checkout: Record<string, unknown>) => {
    const here = await total(first, checkout);
    await nextTick();
    return [here, await total(second, checkout), await total(uncachedGql, checkout)];
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    // Two API processes on one database and one event bus, each with its own caches; a third keeps nothing.
    other = { ...deps };
    plain = { ...deps };
    for (const d of [deps, other]) {
      usePublicCache(d);
      useQuoteCatalogueCache(d);
      useViewerCache(d);
    }
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
    uncachedGql = gqlClient(createApp(plain));
    nora = await createShopper(deps, first);
    const signedIn = await session(first, 'admin@demo.test');
    admin = roleHeaders(signedIn.tokens, grantOf(signedIn.grants, 'BUSINESS_ADMIN'));
  });
  afterAll(() => deps.close());

  test('a cart already quoted sends no statement and answers, to the cent, what a process without the cache answers', async () => {
    const statements = recordStatements(deps.db);
    const checkout = { items: cart, promoCode: '2026' };
    const fresh = expectOk(await quoteWith(uncachedGql, checkout)).orderPricingSummary;
    const firstTime = expectOk(await quoteWith(first, checkout)).orderPricingSummary;
    const before = statements.count();
    const kept = expectOk(await quoteWith(first, checkout)).orderPricingSummary;
    expect(statements.count() - before).toBe(0);
    expect(kept).toEqual(fresh);
    expect(firstTime).toEqual(fresh);
    // A smaller cart of kept products, without the promo code: still no statement, the same figures as fresh.
    const fewer = statements.count();
    const smaller = expectOk(await quoteWith(first, { items: [tretinoin, consult] })).orderPricingSummary;
    expect(statements.count() - fewer).toBe(0);
    expect(smaller).toEqual(expectOk(await quoteWith(uncachedGql, { items: [tretinoin, consult] })).orderPricingSummary);

    // Rows changed behind the API's back are not seen until an invalidation (here: any public content flush).
    const where = and(eq(t.productLocations.productId, product('tretinoin')), eq(t.productLocations.locationId, DEMO.locationId));
    const [row] = await deps.db.select().from(t.productLocations).where(where);
    await deps.db.update(t.productLocations).set({ startingPrice: (row?.startingPrice ?? 0) + 1000 }).where(where);
    try {
      expect(await total(first, checkout)).toBe(fresh.paymentSummary.totalAmount);
      invalidatePublicContent(other, DEMO.organizationId);
      const after = await everywhere(checkout);
      expect(after[0]).toBeGreaterThan(fresh.paymentSummary.totalAmount);
      expect(after).toEqual([after[2], after[2], after[2]]);
    } finally {
      await deps.db.update(t.productLocations).set({ startingPrice: row?.startingPrice ?? 0 }).where(where);
      invalidatePublicContent(deps, DEMO.organizationId);
      await nextTick();
    }
  });

  test("an admin's product and price change shows at once here and in the other process", async () => {
    const created = expectOk(await first<{ createProduct: { id: string } }>(CREATE_PRODUCT, { businessId: DEMO.businessId, idempotencyKey: randomUUID(), input: sleepConsult(4500) }, admin)).createProduct;
    const line = { productId: created.id, categoryId: category('HAIRCARE') };
    const checkout = { items: [consult, line] };
    const before = await everywhere(checkout);
    expect(before).toEqual([before[2], before[2], before[2]]);
    expectOk(await first(UPDATE_PRODUCT, { businessId: DEMO.businessId, id: created.id, input: sleepConsult(5600) }, admin));
    expect(await everywhere(checkout)).toEqual([before[0]! + 1100, before[0]! + 1100, before[0]! + 1100]);
    // Withdrawn through the second process: PRODUCT_NOT_AVAILABLE in both.
    expectOk(await second(UPDATE_PRODUCT, { businessId: DEMO.businessId, id: created.id, input: { ...sleepConsult(5600), status: 'INACTIVE' } }, admin));
    expectCode(await quoteWith(second, checkout), 'PRODUCT_NOT_AVAILABLE');
    await nextTick();
    expectCode(await quoteWith(first, checkout), 'PRODUCT_NOT_AVAILABLE');
  });

  test('the platform fee changed in the other process shows in both', async () => {
    const checkout = { items: [consult, tretinoin] };
    const before = await everywhere(checkout);
    const [business] = await deps.db.select().from(t.businesses).where(eq(t.businesses.id, DEMO.businessId));
    if (!business) throw new Error('no demo business');
    const settings = { businessId: DEMO.businessId, platformFee: business.platformFee + 250, cancellationChargePercent: business.cancellationChargePercent, cancellationWindowHours: business.cancellationWindowHours };
    expectOk(await second(UPDATE_MONEY, { input: settings }, admin));
    try {
      expect(await total(second, checkout)).toBe(before[0]! + 250);
      await nextTick();
      expect(await everywhere(checkout)).toEqual([before[0]! + 250, before[0]! + 250, before[0]! + 250]);
    } finally {
      expectOk(await second(UPDATE_MONEY, { input: { ...settings, platformFee: business.platformFee } }, admin));
      await nextTick();
    }
    expect(await everywhere(checkout)).toEqual(before);
  });

  test('a promo code created or ended shows at once here and in the other process', async () => {
    const checkout = { items: [consult, finasteride], promoCode: '777001' };
    expectCode(await quoteWith(first, checkout), 'PROMO_CODE_INVALID');
    expectCode(await quoteWith(second, checkout), 'PROMO_CODE_INVALID');
    const couponId = randomUUID();
    expectOk(await first(CREATE_COUPON, { input: { idempotencyKey: couponId, businessId: DEMO.businessId, code: '777001', savingType: 'AMOUNT', savingValue: 500 } }, admin));
    const without = await total(uncachedGql, { items: [consult, finasteride] });
    expect(await everywhere(checkout)).toEqual([without - 500, without - 500, without - 500]);
    expectOk(await second(END_COUPON, { couponId }, admin));
    expectCode(await quoteWith(second, checkout), 'PROMO_CODE_EXPIRED');
    await nextTick();
    expectCode(await quoteWith(first, checkout), 'PROMO_CODE_EXPIRED');
  });

  test("kept rows still answer only the caller's organization and client", async () => {
    expectOk(await quoteWith(first, { items: [consult] }));
    const sunny = await createShopper(deps, first, { organizationKey: 'sunrise' });
    expectCode(await quoteWith(first, { items: [consult] }, sunny.headers), 'LOCATION_NOT_FOUND');
    const stranger = await createShopper(deps, first);
    expectCode(await quoteWith(first, { items: [consult], clientId: stranger.clientId }), 'FORBIDDEN');
    expectCode(await quoteWith(first, { items: [consult], clientId: sunny.clientId }), 'FORBIDDEN');
  });
});

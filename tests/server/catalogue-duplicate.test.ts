import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { orderItems, orders } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const DEMO_ORG = seedId('organization:demo');
const DEMO_CLIENT = seedId('client:client@demo.test:demo');
const SUNRISE_CLIENT = seedId('client:client@sunrise.test:sunrise');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const SEMAGLUTIDE = seedId('product:demo:semaglutide-program');
const TIRZEPATIDE = seedId('product:demo:tirzepatide-program');
const ITEM = seedId('order-item:test:1');

const CHECK = (field: string) => /* GraphQL */ `
  query Check($categoryId: ID!, $clientId: ID!, $productId: ID!) {
    ${field}(categoryId: $categoryId, clientId: $clientId, productId: $productId) {
      isDuplicate existingOrderItem { id displayId orderId productId categoryId status productName createdAt }
    }
  }
`;
const VALIDATE_DUPLICATE = CHECK('validateDuplicateOrder');
const VALIDATE_ORDER = CHECK('validateOrder');

type Check = { isDuplicate: boolean; existingOrderItem: { id: string; displayId: string; orderId: string; productId: string; status: string; productName: string; createdAt: string } | null };

describe('validateDuplicateOrder', () => {
  let deps: TestDeps;
  let gql: Gql;
  let asClient: HeaderMap;
  let asReceptionist: HeaderMap;
  let asSunriseClient: HeaderMap;
  const args = { categoryId: WEIGHTLOSS, clientId: DEMO_CLIENT, productId: TIRZEPATIDE };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const client = await session(gql, 'client@demo.test');
    const receptionist = await session(gql, 'reception@demo.test');
    const sunrise = await session(gql, 'client@sunrise.test');
    asClient = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    asReceptionist = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
    asSunriseClient = roleHeaders(sunrise.tokens, grantOf(sunrise.grants, 'CLIENT'));
  });
  afterAll(() => deps.close());

  const setStatus = (status: string) => deps.db.update(orderItems).set({ status }).where(eq(orderItems.id, ITEM));

  test('no order item in the category: not a duplicate', async () => {
    const check = expectOk(await gql<{ validateDuplicateOrder: Check }>(VALIDATE_DUPLICATE, args, asClient)).validateDuplicateOrder;
    expect(check).toEqual({ isDuplicate: false, existingOrderItem: null });
  });

  test('an active item of the same client and category is a duplicate, whatever its product', async () => {
    const orderId = seedId('order:test:1');
    await deps.db.insert(orders).values({ id: orderId, organizationId: DEMO_ORG, displayId: 'BK-1001', businessId: seedId('business:demo'), locationId: seedId('location:demo:main'), clientId: DEMO_CLIENT });
    await deps.db.insert(orderItems).values({ id: ITEM, organizationId: DEMO_ORG, orderId, displayId: 'BK-1001-1', clientId: DEMO_CLIENT, categoryId: WEIGHTLOSS, productId: SEMAGLUTIDE, status: 'ConsultationInProgress' });

    for (const [query, field] of [[VALIDATE_DUPLICATE, 'validateDuplicateOrder'], [VALIDATE_ORDER, 'validateOrder']] as const) {
      for (const headers of [asClient, asReceptionist]) {
        const check = expectOk(await gql<Record<string, Check>>(query, args, headers))[field];
        expect(check?.isDuplicate).toBe(true);
        expect(check?.existingOrderItem).toMatchObject({ id: ITEM, displayId: 'BK-1001-1', orderId, productId: SEMAGLUTIDE, status: 'ConsultationInProgress', productName: 'Semaglutide Program' });
      }
    }
    // Another category is free.
    const skin = expectOk(await gql<{ validateDuplicateOrder: Check }>(VALIDATE_DUPLICATE, { ...args, categoryId: seedId('category:demo:SKIN'), productId: seedId('product:demo:tretinoin') }, asClient));
    expect(skin.validateDuplicateOrder.isDuplicate).toBe(false);
  });

  test.each(['Cancelled', 'CheckinRejected', 'Deleted', 'Completed', 'MedicationDelivered', 'TreatmentPlanStarted'])('an item %s is no longer active', async (status) => {
    await setStatus(status);
    expect(expectOk(await gql<{ validateDuplicateOrder: Check }>(VALIDATE_DUPLICATE, args, asClient)).validateDuplicateOrder.isDuplicate).toBe(false);
  });

  test.each(['OrderCreated', 'Scheduled', 'MedicationOrdered', 'LabBooked', 'ConsultationExpired'])('an item %s is still active', async (status) => {
    await setStatus(status);
    expect(expectOk(await gql<{ validateDuplicateOrder: Check }>(VALIDATE_DUPLICATE, args, asClient)).validateDuplicateOrder.isDuplicate).toBe(true);
  });

  test('only that client or its organization’s staff may ask; other organizations’ ids are refused', async () => {
    expectCode(await gql(VALIDATE_DUPLICATE, args), 'UNAUTHENTICATED');
    expectCode(await gql(VALIDATE_DUPLICATE, args, asSunriseClient), 'FORBIDDEN');
    expectCode(await gql(VALIDATE_DUPLICATE, { ...args, clientId: SUNRISE_CLIENT }, asClient), 'FORBIDDEN');
    expectCode(await gql(VALIDATE_DUPLICATE, { ...args, clientId: SUNRISE_CLIENT }, asReceptionist), 'NOT_FOUND');
    // Sunrise's own category and product are not demo's.
    const sunriseArgs = { categoryId: seedId('category:sunrise:WEIGHTLOSS'), clientId: SUNRISE_CLIENT, productId: seedId('product:sunrise:semaglutide-program') };
    expect(expectOk(await gql<{ validateDuplicateOrder: Check }>(VALIDATE_DUPLICATE, sunriseArgs, asSunriseClient)).validateDuplicateOrder.isDuplicate).toBe(false);
    expectCode(await gql(VALIDATE_DUPLICATE, { ...sunriseArgs, categoryId: WEIGHTLOSS }, asSunriseClient), 'NOT_FOUND');
    expectCode(await gql(VALIDATE_DUPLICATE, { ...args, categoryId: seedId('category:sunrise:WEIGHTLOSS') }, asClient), 'NOT_FOUND');
    expectCode(await gql(VALIDATE_DUPLICATE, { ...args, productId: 'x' }, asClient), 'BAD_USER_INPUT');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { insertItems, moveClock, staffHeaders } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createShopper, DEMO, SUNRISE, type Shopper } from './orders-helpers.ts';

const SHIPMENT_FIELDS = 'id orderItemId carrier trackingNumber trackingUrl status shippedAt deliveredAt';
const RECORD = /* GraphQL */ `mutation Record($input: RecordShipmentInput!) { recordShipment(input: $input) { ${SHIPMENT_FIELDS} } }`;
const ITEM_SHIPMENTS = /* GraphQL */ `query Item($id: ID!) { orderItem(id: $id) { id shipments { ${SHIPMENT_FIELDS} } } }`;
const ORDER_SHIPMENTS = /* GraphQL */ `query Order($orderId: ID!) { order(orderId: $orderId) { id orderItems { id shipments { id carrier } } } }`;

type ShipmentJson = { id: string; orderItemId: string; carrier: string; trackingNumber: string; trackingUrl: string; status: string; shippedAt: string; deliveredAt: string | null };

describe('shipments: staff record parcels, the client follows them', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let other: Shopper;
  let admin: HeaderMap;
  let receptionist: HeaderMap;
  let sunriseAdmin: HeaderMap;
  let item: { id: string; orderId: string };

  const input = (overrides: Record<string, unknown> = {}) => ({
    orderItemId: item.id,
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    ...overrides,
  });

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-02T15:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql);
    other = await createShopper(deps, gql);
    admin = await staffHeaders(deps, DEMO.organizationId, DEMO.businessId, 'BUSINESS_ADMIN');
    receptionist = await staffHeaders(deps, DEMO.organizationId, DEMO.businessId);
    sunriseAdmin = await staffHeaders(deps, SUNRISE.organizationId, SUNRISE.businessId, 'BUSINESS_ADMIN');
    const [inserted] = await insertItems(deps, nora.clientId, [{ status: 'MedicationOrdered' }]);
    if (!inserted) throw new Error('no item');
    item = inserted;
  });
  afterAll(() => deps.close());

  test('an item with nothing shipped has no shipments', async () => {
    const data = expectOk(await gql<{ orderItem: { shipments: ShipmentJson[] } }>(ITEM_SHIPMENTS, { id: item.id }, nora.headers));
    expect(data.orderItem.shipments).toEqual([]);
  });

  test('a business admin records a shipment; the client sees it on the item and through its order', async () => {
    const recorded = expectOk(await gql<{ recordShipment: ShipmentJson }>(RECORD, { input: input() }, admin)).recordShipment;
    expect(recorded).toMatchObject({
      orderItemId: item.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      status: 'SHIPPED',
      shippedAt: '2026-03-02T15:00:00.000Z',
      deliveredAt: null,
    });
    const seen = expectOk(await gql<{ orderItem: { shipments: ShipmentJson[] } }>(ITEM_SHIPMENTS, { id: item.id }, nora.headers)).orderItem.shipments;
    expect(seen).toEqual([recorded]);
    const order = expectOk(await gql<{ order: { orderItems: { id: string; shipments: { id: string; carrier: string }[] }[] } }>(ORDER_SHIPMENTS, { orderId: item.orderId }, nora.headers)).order;
    expect(order.orderItems.find((i) => i.id === item.id)?.shipments).toEqual([{ id: recorded.id, carrier: 'UPS' }]);
  });

  test('a receptionist of the business records one too, delivered at once; the list is oldest first', async () => {
    await moveClock(deps, '2026-03-02T15:30:00Z', nora.headers, other.headers, admin, receptionist, sunriseAdmin);
    const delivered = expectOk(
      await gql<{ recordShipment: ShipmentJson }>(RECORD, { input: input({ carrier: 'FedEx', trackingNumber: '123456789012', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012', status: 'DELIVERED' }) }, receptionist),
    ).recordShipment;
    expect(delivered).toMatchObject({ status: 'DELIVERED', shippedAt: '2026-03-02T15:30:00.000Z', deliveredAt: '2026-03-02T15:30:00.000Z' });
    const seen = expectOk(await gql<{ orderItem: { shipments: ShipmentJson[] } }>(ITEM_SHIPMENTS, { id: item.id }, nora.headers)).orderItem.shipments;
    expect(seen.map((s) => s.carrier)).toEqual(['UPS', 'FedEx']);
  });

  test('another client cannot see the item or its shipments; another organization cannot record one', async () => {
    expectCode(await gql(ITEM_SHIPMENTS, { id: item.id }, other.headers), 'NOT_FOUND');
    expectCode(await gql(ORDER_SHIPMENTS, { orderId: item.orderId }, other.headers), 'NOT_FOUND');
    expectCode(await gql(RECORD, { input: input() }, sunriseAdmin), 'NOT_FOUND');
    expectCode(await gql(ITEM_SHIPMENTS, { id: item.id }, sunriseAdmin), 'NOT_FOUND');
    expectCode(await gql(RECORD, { input: input({ orderItemId: '00000000-0000-4000-8000-000000000000' }) }, admin), 'NOT_FOUND');
  });

  test('a cancelled item cannot be shipped', async () => {
    const [cancelled] = await insertItems(deps, nora.clientId, [{ status: 'Cancelled' }]);
    const response = await gql(RECORD, { input: input({ orderItemId: cancelled?.id }) }, admin);
    expectCode(response, 'BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions).toMatchObject({ reason: 'ITEM_CANCELLED', fields: { orderItemId: 'validation.invalid' } });
  });

  test('a client cannot record a shipment, not even for its own item', async () => {
    expectCode(await gql(RECORD, { input: input() }, nora.headers), 'FORBIDDEN');
    expectCode(await gql(RECORD, { input: input() }), 'UNAUTHENTICATED');
  });

  test('a tracking link that is not https, and over-long fields, are refused with field errors', async () => {
    for (const trackingUrl of ['http://www.ups.com/track?tracknum=1', 'javascript:alert(1)', 'not a url', 'https://user:pw@evil.test/']) {
      const response = await gql(RECORD, { input: input({ trackingUrl }) }, admin);
      expectCode(response, 'BAD_USER_INPUT');
      expect(response.errors?.[0]?.extensions?.fields).toEqual({ 'input.trackingUrl': 'validation.invalid' });
    }
    const long = await gql(RECORD, { input: input({ carrier: 'C'.repeat(81), trackingNumber: ' ' }) }, admin);
    expectCode(long, 'BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ 'input.carrier': 'validation.tooLong', 'input.trackingNumber': 'validation.required' });
    const seen = expectOk(await gql<{ orderItem: { shipments: ShipmentJson[] } }>(ITEM_SHIPMENTS, { id: item.id }, nora.headers)).orderItem.shipments;
    expect(seen).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { orderItems } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { HAIRCARE, insertItems, ORDER_ITEM, ORDERS, SKIN, staffHeaders } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { category, createShopper, DEMO, product, SUNRISE, type Shopper } from './orders-helpers.ts';

type OrdersJson = {
  orders: {
    totalCount: number;
    pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
    edges: { cursor: string; node: { id: string; displayId: string; orderId: string; status: string; productName: string; order: { id: string; displayId: string; businessName: string } } }[];
  };
};

describe('orders: the bookings list', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let other: Shopper;
  let sunriseClient: Shopper;
  let receptionist: HeaderMap;
  let sunriseReceptionist: HeaderMap;
  let hcp: HeaderMap;
  const ids: Record<string, string> = {};

  const list = async (headers: HeaderMap, variables: Record<string, unknown> = {}) => expectOk(await gql<OrdersJson>(ORDERS, variables, headers)).orders;
  const statuses = (page: OrdersJson['orders']) => page.edges.map((e) => e.node.status);

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql);
    other = await createShopper(deps, gql);
    sunriseClient = await createShopper(deps, gql, { organizationKey: 'sunrise' });
    const reception = await session(gql, 'reception@demo.test');
    receptionist = roleHeaders(reception.tokens, grantOf(reception.grants, 'RECEPTIONIST'));
    sunriseReceptionist = await staffHeaders(deps, SUNRISE.organizationId, SUNRISE.businessId);
    const provider = await session(gql, 'hcp@demo.test');
    hcp = roleHeaders(provider.tokens, grantOf(provider.grants, 'HEALTHCARE_PROVIDER'));

    // One order of Nora's with an item in each tab, plus one Deleted; the newest first.
    const items = await insertItems(deps, nora.clientId, [
      { status: 'OrderCreated' },
      { status: 'ConsultationInProgress' },
      { status: 'Scheduled', product: product('hair-consult'), category: HAIRCARE },
      { status: 'MedicationOrdered' },
      { status: 'Completed', product: product('tretinoin'), category: SKIN },
      { status: 'Cancelled' },
      { status: 'Deleted' },
    ]);
    for (const i of items) ids[i.status] = i.id;
    await insertItems(deps, other.clientId, [{ status: 'OrderCreated' }]);
    await insertItems(deps, sunriseClient.clientId, [{ status: 'OrderCreated', product: product('semaglutide-program', 'sunrise'), category: category('WEIGHTLOSS', 'sunrise') }], {
      organizationId: SUNRISE.organizationId,
      businessId: SUNRISE.businessId,
      locationId: SUNRISE.locationId,
    });
  });
  afterAll(() => deps.close());

  test('each tab lists its statuses (spec §4 sets); Deleted is listed nowhere', async () => {
    expect(statuses(await list(nora.headers, { filter: { tab: 'INPROGRESS' } }))).toEqual(['OrderCreated', 'ConsultationInProgress']);
    expect(statuses(await list(nora.headers, { filter: { tab: 'UPCOMING' } }))).toEqual(['Scheduled', 'MedicationOrdered']);
    expect(statuses(await list(nora.headers, { filter: { tab: 'COMPLETED' } }))).toEqual(['Completed', 'Cancelled']);
    const all = await list(nora.headers);
    expect(all.totalCount).toBe(6);
    expect(statuses(all)).not.toContain('Deleted');
  });

  test('each row has its order', async () => {
    const page = await list(nora.headers, { filter: { tab: 'INPROGRESS' } });
    expect(page.edges[0]?.node.order).toMatchObject({ id: page.edges[0]?.node.orderId, businessName: 'Carebook Demo Clinic' });
    expect(page.edges[0]?.node.displayId.startsWith(page.edges[0]?.node.order.displayId ?? '?')).toBe(true);
  });

  test('search finds a booking by its display id (item or order, any case, any part) or by service name', async () => {
    const [first] = (await list(nora.headers, { filter: { tab: 'UPCOMING' } })).edges;
    const displayId = first?.node.displayId ?? '';
    expect((await list(nora.headers, { filter: { search: displayId.toLowerCase() } })).edges.map((e) => e.node.displayId)).toEqual([displayId]);
    expect((await list(nora.headers, { filter: { search: first?.node.order.displayId } })).totalCount).toBe(6);
    expect(statuses(await list(nora.headers, { filter: { search: 'hair loss' } }))).toEqual(['Scheduled']);
    expect(statuses(await list(nora.headers, { filter: { search: 'TRETINOIN', tab: 'COMPLETED' } }))).toEqual(['Completed']);
    expect((await list(nora.headers, { filter: { search: 'tretinoin', tab: 'INPROGRESS' } })).totalCount).toBe(0);
    // LIKE wildcards are searched for as text, not as patterns.
    // ('Tretinoin Cream 0.025%' is the one name with a percent sign.)
    expect(statuses(await list(nora.headers, { filter: { search: '%' } }))).toEqual(['Completed']);
    expect((await list(nora.headers, { filter: { search: '0%5' } })).totalCount).toBe(0);
    expect((await list(nora.headers, { filter: { search: '_' } })).totalCount).toBe(0);
    // Blank search is no search.
    expect((await list(nora.headers, { filter: { search: '   ' } })).totalCount).toBe(6);
  });

  test('pages of 10 by default: keyset pages after and before a cursor, the last page, offsets, sort; totals kept by triggers', async () => {
    const many = await insertItems(deps, other.clientId, Array.from({ length: 22 }, () => ({ status: 'Scheduled' })), { newest: new Date('2026-02-28T12:00:00Z') });
    const ids = (page: OrdersJson['orders']) => page.edges.map((e) => e.node.id);
    const first = await list(other.headers, { filter: { tab: 'UPCOMING' } });
    expect(first.totalCount).toBe(22);
    expect(ids(first)).toEqual(many.slice(0, 10).map((item) => item.id));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0]?.cursor, endCursor: first.edges[9]?.cursor });
    const second = await list(other.headers, { filter: { tab: 'UPCOMING' }, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(many.slice(10, 20).map((item) => item.id));
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const third = await list(other.headers, { filter: { tab: 'UPCOMING' }, after: second.pageInfo.endCursor });
    expect(ids(third)).toEqual([many[20]?.id, many[21]?.id]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await list(other.headers, { filter: { tab: 'UPCOMING' }, before: third.pageInfo.startCursor });
    expect(ids(back)).toEqual(ids(second));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const lastPage = await list(other.headers, { filter: { tab: 'UPCOMING' }, last: 10 });
    expect(ids(lastPage)).toEqual(many.slice(12, 22).map((item) => item.id));
    expect(lastPage).toMatchObject({ totalCount: 22, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const beforeLast = await list(other.headers, { filter: { tab: 'UPCOMING' }, before: lastPage.pageInfo.startCursor });
    expect(ids(beforeLast)).toEqual(many.slice(2, 12).map((item) => item.id));
    expect(beforeLast.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    // Offset pages stay (the front desk's numbered pages): cursors are offsets.
    const last = await list(other.headers, { filter: { tab: 'UPCOMING' }, offset: 20 });
    expect(ids(last)).toEqual([many[20]?.id, many[21]?.id]);
    expect(last.pageInfo).toEqual({ startCursor: '20', endCursor: '21', hasNextPage: false, hasPreviousPage: true });
    const oldestFirst = await list(other.headers, { filter: { tab: 'UPCOMING' }, sort: [{ field: 'createdAt', direction: 'asc' }], limit: 3 });
    expect(ids(oldestFirst)).toEqual([many[21]?.id, many[20]?.id, many[19]?.id]);
    expect(ids(await list(other.headers, { filter: { tab: 'UPCOMING' }, sort: [{ field: 'createdAt', direction: 'asc' }], limit: 3, after: oldestFirst.pageInfo.endCursor }))).toEqual([many[18]?.id, many[17]?.id, many[16]?.id]);
    const beyond = await list(other.headers, { filter: { tab: 'UPCOMING' }, offset: 40 });
    expect(beyond).toMatchObject({ totalCount: 22, edges: [], pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: true } });
    expectCode(await gql(ORDERS, { limit: 0 }, other.headers), 'BAD_USER_INPUT');
    expectCode(await gql(ORDERS, { limit: 101 }, other.headers), 'BAD_USER_INPUT');
    expectCode(await gql(ORDERS, { after: 'not-a-cursor' }, other.headers), 'BAD_USER_INPUT');
    expectCode(await gql(ORDERS, { last: 0 }, other.headers), 'BAD_USER_INPUT');
    // The totals come from the counts the triggers keep: a status change moves an item between tabs, a delete drops it.
    await deps.db.update(orderItems).set({ status: 'Completed' }).where(eq(orderItems.id, many[0]!.id));
    await deps.db.delete(orderItems).where(eq(orderItems.id, many[1]!.id));
    expect((await list(other.headers, { filter: { tab: 'UPCOMING' } })).totalCount).toBe(20);
    expect((await list(other.headers, { filter: { tab: 'COMPLETED' } })).totalCount).toBe(1);
    const [counted] = await deps.db.select({ n: count() }).from(orderItems).where(and(eq(orderItems.clientId, other.clientId), ne(orderItems.status, 'Deleted')));
    expect((await list(other.headers)).totalCount).toBe(counted?.n);
  });

  test('a client never sees another client’s bookings', async () => {
    const othersPage = await list(other.headers);
    expect(othersPage.edges.some((e) => Object.values(ids).includes(e.node.id))).toBe(false);
    expectCode(await gql(ORDERS, { filter: { clientId: nora.clientId } }, other.headers), 'FORBIDDEN');
    expectCode(await gql(ORDER_ITEM, { id: ids.Scheduled }, other.headers), 'NOT_FOUND');
    expectOk(await gql(ORDER_ITEM, { id: ids.Scheduled }, nora.headers));
  });

  test('a receptionist sees its business’s bookings, and can narrow them to one client', async () => {
    const all = await list(receptionist, { limit: 100 });
    const listed = all.edges.map((e) => e.node.id);
    for (const id of Object.entries(ids).filter(([status]) => status !== 'Deleted').map(([, id]) => id)) expect(listed).toContain(id);
    const noras = await list(receptionist, { filter: { clientId: nora.clientId } });
    expect(noras.totalCount).toBe(6);
    expectOk(await gql(ORDER_ITEM, { id: ids.Scheduled }, receptionist));
  });

  test('never another organization’s bookings', async () => {
    for (const headers of [sunriseClient.headers, sunriseReceptionist]) {
      const page = await list(headers, { limit: 100 });
      expect(page.edges.some((e) => Object.values(ids).includes(e.node.id))).toBe(false);
      expectCode(await gql(ORDER_ITEM, { id: ids.Scheduled }, headers), 'NOT_FOUND');
    }
    expect((await list(sunriseReceptionist, { filter: { clientId: nora.clientId } })).totalCount).toBe(0);
    // Headers claiming another organization's grant are refused outright.
    expectCode(await gql(ORDERS, {}, { ...nora.headers, 'x-organization-id': SUNRISE.organizationId }), 'FORBIDDEN');
    expect(DEMO.organizationId).not.toBe(SUNRISE.organizationId);
  });

  test('roles without bookings access and anonymous callers are refused', async () => {
    expectCode(await gql(ORDERS, {}, hcp), 'FORBIDDEN');
    expectCode(await gql(ORDERS, {}), 'UNAUTHENTICATED');
    expectCode(await gql(ORDER_ITEM, { id: 'not-a-uuid' }, nora.headers), 'BAD_USER_INPUT');
  });
});

// Shared set-up of the bookings API tests: orders placed through createOrder, consults booked through holdSlot
// and bookConsultation, and items with exact statuses written straight into the database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { clients, orderItems, orders, roleGrants, sessions, users } from '../../server/db/schema/index.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { seedId } from '../../server/seed/ids.ts';
import { expectOk, roleHeaders, type Gql, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';
import { CREATE_ORDER, DEMO, orderInput, withPassedPreAssessments, type CreateResult, type item, type PlacedOrder, type Shopper } from './orders-helpers.ts';
import { HOLD_SLOT, MAIN, type SessionJson } from './scheduling-helpers.ts';

export const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
export const HAIRCARE = seedId('category:demo:HAIRCARE');
export const SKIN = seedId('category:demo:SKIN');
export const LABS = seedId('category:demo:LABS');

export const ITEM_FIELDS = /* GraphQL */ `
  id displayId orderId status productName productType createdAt
  consultationDetail { HCPId HCPSessionId HCPName HCPProfileImg rescheduleCutOffTime canJoin canReschedule canCancel }
  orderItemConsults { hcpSessionId hcpSessionDisplayId hcpId status orderItemId scheduleDateTimeUTC endDateTimeUTC mode hcpUser { roleId name roleType } }
`;

export const ORDERS = /* GraphQL */ `
  query Orders($limit: Int, $offset: Int, $after: String, $before: String, $last: Int, $sort: [OrderSort!], $filter: OrderFilter) {
    orders(limit: $limit, offset: $offset, after: $after, before: $before, last: $last, sort: $sort, filter: $filter) {
      totalCount
      pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
      edges { cursor node { id displayId orderId status productName order { id displayId businessName } } }
    }
  }
`;

export const ORDER_ITEM = /* GraphQL */ `query OrderItem($id: ID!) { orderItem(id: $id) { ${ITEM_FIELDS} cancellationQuote { allowed chargeAmount chargedToCard keptFromPaid refundToWallet percentage windowHours withinWindow currencyCode itemTotal appointmentAt } } }`;

export const BOOK_CONSULTATION = /* GraphQL */ `mutation Book($input: BookConsultationInput!) { bookConsultation(input: $input) { success message orderItem { ${ITEM_FIELDS} } } }`;
export const REBOOK = /* GraphQL */ `mutation Rebook($input: RebookInput!) { rebook(input: $input) { success message orderItem { ${ITEM_FIELDS} } } }`;
export const CANCEL = /* GraphQL */ `mutation Cancel($input: CancelOrderItemInput!) { cancelOrderItem(input: $input) { success message orderItem { id status } } }`;

export type ConsultJson = { hcpSessionId: string; hcpSessionDisplayId: string; hcpId: string; status: string; scheduleDateTimeUTC: string; endDateTimeUTC: string; mode: string; hcpUser: { roleId: string; name: string; roleType: string } };
export type DetailJson = { HCPId: string; HCPSessionId: string; HCPName: string; rescheduleCutOffTime: string; canJoin: boolean; canReschedule: boolean; canCancel: boolean };
export type ItemJson = { id: string; displayId: string; orderId: string; status: string; productName: string; consultationDetail: DetailJson | null; orderItemConsults: ConsultJson[] };
export type QuoteJson = { allowed: boolean; chargeAmount: number; chargedToCard: number; keptFromPaid: number; refundToWallet: number; percentage: number; windowHours: number; withinWindow: boolean; itemTotal: number };

/** Places an order through createOrder (card by default) and returns it. */
export async function placeOrder(deps: TestDeps, gql: Gql, shopper: Shopper, items: ReturnType<typeof item>[], extra: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const input = await withPassedPreAssessments(deps, shopper, orderInput(shopper, items, extra));
  return expectOk(await gql<CreateResult>(CREATE_ORDER, { input }, shopper.headers)).createOrder.order;
}

/** Holds a slot of a provider for the item's product and books it for the item; returns the booked item. */
export async function bookConsult(gql: Gql, headers: HeaderMap, orderItemId: string, productId: string, providerId: string, startTime: string): Promise<ItemJson> {
  const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId, productId, locationId: MAIN, startTime } }, headers)).holdSlot;
  return expectOk(await gql<{ bookConsultation: { orderItem: ItemJson } }>(BOOK_CONSULTATION, { input: { orderItemId, sessionId: held.id } }, headers)).bookConsultation.orderItem;
}

let rows = 0;

/**
 * Order items with exact statuses written straight into the database (one order per call), `createdAt` one
 * minute apart going back from `newest`, so list order and dates are known. Returns the items, newest first.
 */
export async function insertItems(
  deps: TestDeps,
  clientId: string,
  specs: { status: string; product?: string; category?: string }[],
  { organizationId = DEMO.organizationId, businessId = DEMO.businessId, locationId = DEMO.locationId, newest = deps.now() } = {},
): Promise<{ id: string; displayId: string; orderId: string; status: string }[]> {
  rows += 1;
  const orderDisplayId = `BK-${90000 + rows}`;
  const [order] = await deps.db
    .insert(orders)
    .values({ organizationId, displayId: orderDisplayId, businessId, locationId, clientId, checkoutId: randomUUID(), createdAt: newest })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  const values = specs.map((spec, index) => ({
    organizationId,
    orderId: order.id,
    displayId: `${orderDisplayId}-${index + 1}`,
    clientId,
    categoryId: spec.category ?? WEIGHTLOSS,
    productId: spec.product ?? seedId('product:demo:semaglutide-program'),
    status: spec.status,
    createdAt: new Date(newest.getTime() - index * 60_000),
    updatedAt: new Date(newest.getTime() - index * 60_000),
  }));
  const inserted = await deps.db.insert(orderItems).values(values).returning({ id: orderItems.id, displayId: orderItems.displayId, orderId: orderItems.orderId, status: orderItems.status });
  return inserted.sort((a, b) => Number(a.displayId.split('-').pop()) - Number(b.displayId.split('-').pop()));
}

export async function itemStatus(deps: TestDeps, id: string): Promise<string | undefined> {
  return (await deps.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, id)))[0]?.status;
}

/** A signed-in staff member (RECEPTIONIST by default) of a business, made straight in the database. */
export async function staffHeaders(deps: TestDeps, organizationId: string, businessId: string, roleName = 'RECEPTIONIST'): Promise<HeaderMap> {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const now = deps.now();
  await deps.db.insert(users).values({ id: userId, email: `${userId}@staff.test`, passwordHash: 'not-used', firstName: 'Staff', lastName: 'Member', status: 'ACTIVE', timezone: 'America/New_York' });
  await deps.db.insert(roleGrants).values({ organizationId, userId, roleName, targetType: 'BUSINESS', targetId: businessId, displayName: 'Staff Member' });
  await deps.db.insert(sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  const accessToken = await signAccessToken(deps.secrets.jwt, { userId, sessionId }, now);
  return roleHeaders({ accessToken }, { organizationId, roleName, targetId: businessId });
}

/** The email address of a client's user (where its confirmation mails go). */
export async function emailOf(deps: TestDeps, clientId: string): Promise<string> {
  const [row] = await deps.db.select({ email: users.email }).from(clients).innerJoin(users, eq(users.id, clients.userId)).where(eq(clients.id, clientId));
  return row?.email ?? '';
}

/**
 * Sets the test clock and re-signs the callers' access tokens at the new time (they last an hour), in place:
 * the same sessions, as if each app had refreshed its token.
 */
export async function moveClock(deps: TestDeps, to: string | Date, ...callers: HeaderMap[]): Promise<void> {
  deps.clock.set(new Date(to));
  for (const headers of callers) {
    const claims = decodeJwt((headers.authorization ?? '').replace(/^Bearer /, ''));
    if (typeof claims.sub !== 'string' || typeof claims['sid'] !== 'string') throw new Error('not an access token');
    const accessToken = await signAccessToken(deps.secrets.jwt, { userId: claims.sub, sessionId: claims['sid'] }, deps.now());
    headers.authorization = `Bearer ${accessToken}`;
  }
}

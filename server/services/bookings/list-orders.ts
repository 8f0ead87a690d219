// orders (spec §7): a page of the caller's order items for the bookings list, by tab and search, with the total.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { statusesOfTab } from '../../../src/domain/orders/booking-tabs.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { containsPattern } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import { selectBookingItems, toBookingItem, type BookingItem } from './booking-rows.ts';
import { ordersInputSchema, type OrderSortField } from './inputs.ts';
import type { BookingsScope } from './scope.ts';

export type BookingPage = { nodes: BookingItem[]; totalCount: number; offset: number };

const SORT_COLUMNS = { createdAt: orderItems.createdAt, updatedAt: orderItems.updatedAt, displayId: orderItems.displayId } as const satisfies Record<OrderSortField, unknown>;

/**
 * The list's rows: items in the scope, under the tab (its statuses, src/domain/orders/booking-tabs.ts; without a
 * tab every listed status), matching the search in the item's or order's display id or the product's name. A
 * client asking for another client's list is FORBIDDEN; staff may narrow theirs to one client.
 *
 * The page is chosen on order_items alone and only its rows are then read with their names: a client with
 * thousands of items pays for ten joins, not for thousands.
 */
export async function listOrders(db: Database, scope: BookingsScope, raw: unknown): Promise<BookingPage> {
  const input = parseInput(ordersInputSchema, raw);
  const { tab, search, clientId } = input.filter;
  if (scope.clientId && clientId && clientId !== scope.clientId) throw appError('FORBIDDEN');
  const searchPattern = search ? containsPattern(search) : undefined;
  // Conditions on order_items alone (the order's business and display id and the product's name as subqueries),
  // so the page is picked without joining every row of a long list.
  const where: SQL | undefined = and(
    eq(orderItems.organizationId, scope.organizationId),
    scope.clientId ? eq(orderItems.clientId, scope.clientId) : undefined,
    scope.businessId ? inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, scope.businessId))) : undefined,
    clientId ? eq(orderItems.clientId, clientId) : undefined,
    tab ? inArray(orderItems.status, statusesOfTab(tab)) : ne(orderItems.status, 'Deleted'),
    searchPattern
      ? or(
          ilike(orderItems.displayId, searchPattern),
          inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(and(eq(orders.organizationId, scope.organizationId), ilike(orders.displayId, searchPattern)))),
          inArray(orderItems.productId, db.select({ id: products.id }).from(products).where(and(eq(products.organizationId, scope.organizationId), ilike(products.name, searchPattern)))),
        )
      : undefined,
  );
  const order = input.sort.map(({ field, direction }) => (direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])));
  // The display id breaks ties (items of one checkout share created_at), so pages never overlap. The total comes
  // with the page (a window count over the same scan); only a page past the end needs a count of its own.
  const pageIds = await db
    .select({ id: orderItems.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orderItems)
    .where(where)
    .orderBy(...order, desc(orderItems.displayId))
    .limit(input.limit)
    .offset(input.offset);
  const total = pageIds[0]?.total ?? (input.offset === 0 ? 0 : ((await db.select({ n: count() }).from(orderItems).where(where))[0]?.n ?? 0));
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length === 0 ? [] : await selectBookingItems(db).where(inArray(orderItems.id, ids));
  const byId = new Map(rows.map((row) => [row.item.id, toBookingItem(row)]));
  return { nodes: ids.flatMap((id) => byId.get(id) ?? []), totalCount: total, offset: input.offset };
}

// orders (spec §7): a page of the caller's order items for the bookings list, by tab and search, with the total.
// Pages are keyset pages (after / before a row's cursor, or the last page) read from the client's
// (client_id, created_at, display_id) index; offset pages stay for the front desk's numbered pages.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { statusesOfTab } from '../../../src/domain/orders/booking-tabs.ts';
import type { Database } from '../../db/client.ts';
import { orderItemCounts, orderItems, orders, products } from '../../db/schema/index.ts';
import { containsPattern } from '../catalogue/inputs.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { selectBookingItems, toBookingItem, type BookingItem } from './booking-rows.ts';
import { ordersInputSchema, type OrdersInput, type OrderSortField } from './inputs.ts';
import type { BookingsScope } from './scope.ts';

/** A page: its rows with each row's cursor, whether rows lie either side, and the total under the filter. */
export type BookingPage = { nodes: BookingItem[]; cursors: string[]; totalCount: number; offset: number; hasNextPage: boolean; hasPreviousPage: boolean };

const SORT_COLUMNS = { createdAt: orderItems.createdAt, updatedAt: orderItems.updatedAt, displayId: orderItems.displayId } as const satisfies Record<OrderSortField, unknown>;

/** A row's place in the order: the sort column's value as PostgreSQL text (microseconds kept) and the display id. */
type Key = [value: string, displayId: string];

function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string, field: 'after' | 'before'): Key {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === 'string' && part.length <= 100)) return key as Key;
  } catch {
    // Falls through to the input error below.
  }
  throw badInput({ [field]: 'validation.invalid' });
}

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
  const statuses = tab ? statusesOfTab(tab) : null;
  // Conditions on order_items alone (the order's business and display id and the product's name as subqueries),
  // so the page is picked without joining every row of a long list.
  const where: SQL | undefined = and(
    eq(orderItems.organizationId, scope.organizationId),
    scope.clientId ? eq(orderItems.clientId, scope.clientId) : undefined,
    scope.businessId ? inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, scope.businessId))) : undefined,
    clientId ? eq(orderItems.clientId, clientId) : undefined,
    statuses ? inArray(orderItems.status, [...statuses]) : ne(orderItems.status, 'Deleted'),
    searchPattern
      ? or(
          ilike(orderItems.displayId, searchPattern),
          inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(and(eq(orders.organizationId, scope.organizationId), ilike(orders.displayId, searchPattern)))),
          inArray(orderItems.productId, db.select({ id: products.id }).from(products).where(and(eq(products.organizationId, scope.organizationId), ilike(products.name, searchPattern)))),
        )
      : undefined,
  );
  const keyset = input.sort.length === 1 && (input.after !== undefined || input.before !== undefined || input.last !== undefined || input.offset === 0);
  const [page, totalCount] = await Promise.all([keyset ? keysetPage(db, where, input) : offsetPage(db, where, input), totalOf(db, scope, where, { statuses, searched: Boolean(searchPattern), clientId })]);
  const rows = page.ids.length === 0 ? [] : await selectBookingItems(db).where(inArray(orderItems.id, page.ids));
  const byId = new Map(rows.map((row) => [row.item.id, toBookingItem(row)]));
  const nodes = page.ids.flatMap((id) => byId.get(id) ?? []);
  return { ...page, nodes, cursors: page.cursors.filter((_, index) => byId.has(page.ids[index] ?? '')), totalCount };
}

type PageIds = { ids: string[]; cursors: string[]; offset: number; hasNextPage: boolean; hasPreviousPage: boolean };

/**
 * A keyset page: `after` a cursor (or the first page), `before` one, or the last `last` rows. The sort column
 * and the display id (unique in the organization) are compared as a row, so the client's index reads only the
 * page (and one row more, to know whether another page follows).
 */
async function keysetPage(db: Database, where: SQL | undefined, input: OrdersInput): Promise<PageIds> {
  const [sort] = input.sort;
  const column = SORT_COLUMNS[sort?.field ?? 'createdAt'];
  const descending = (sort?.direction ?? 'desc') === 'desc';
  const backward = input.before !== undefined || input.last !== undefined;
  const size = input.last ?? input.limit;
  const cursor = input.before ?? input.after;
  const key = cursor === undefined ? null : decodeCursor(cursor, input.before !== undefined ? 'before' : 'after');
  // Reading backward walks the order the other way and turns the page round afterwards.
  const walkDescending = descending !== backward;
  const value = sort?.field === 'displayId' ? column : sql`${column}`;
  const keyValue = (text: string) => (sort?.field === 'displayId' ? sql`${text}` : sql`${text}::timestamptz`);
  const past = key ? (walkDescending ? sql`(${value}, ${orderItems.displayId}) < (${keyValue(key[0])}, ${key[1]})` : sql`(${value}, ${orderItems.displayId}) > (${keyValue(key[0])}, ${key[1]})`) : undefined;
  const direction = walkDescending ? desc : asc;
  const found = await db
    .select({ id: orderItems.id, value: sql<string>`${column}::text`, displayId: orderItems.displayId })
    .from(orderItems)
    .where(and(where, past))
    .orderBy(direction(column), direction(orderItems.displayId))
    .limit(size + 1);
  const more = found.length > size;
  const page = found.slice(0, size);
  if (backward) page.reverse();
  return {
    ids: page.map((row) => row.id),
    cursors: page.map((row) => encodeCursor([row.value, row.displayId])),
    offset: 0,
    hasNextPage: backward ? input.before !== undefined : more,
    hasPreviousPage: backward ? more : key !== null,
  };
}

/** An offset page (the front desk's numbered pages; several sort fields). */
async function offsetPage(db: Database, where: SQL | undefined, input: OrdersInput): Promise<PageIds> {
  const [sort] = input.sort;
  const order = input.sort.map(({ field, direction }) => (direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])));
  // The display id breaks ties (items of one checkout share created_at), so pages never overlap.
  const found = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(where)
    .orderBy(...order, sort?.direction === 'asc' ? asc(orderItems.displayId) : desc(orderItems.displayId))
    .limit(input.limit + 1)
    .offset(input.offset);
  const page = found.slice(0, input.limit);
  return { ids: page.map((row) => row.id), cursors: page.map((_, index) => String(input.offset + index)), offset: input.offset, hasNextPage: found.length > input.limit, hasPreviousPage: input.offset > 0 };
}

/**
 * The total under the filter. A client's list without a search reads the counts the triggers keep per status
 * (order_item_counts); a search or a business's list counts its matches.
 */
async function totalOf(db: Database, scope: BookingsScope, where: SQL | undefined, filter: { statuses: readonly string[] | null; searched: boolean; clientId: string | undefined }): Promise<number> {
  const client = scope.clientId ?? (scope.businessId ? undefined : filter.clientId);
  if (client && !filter.searched) {
    const [row] = await db
      .select({ n: sum(orderItemCounts.count).mapWith(Number) })
      .from(orderItemCounts)
      .where(
        and(
          eq(orderItemCounts.clientId, client),
          eq(orderItemCounts.organizationId, scope.organizationId),
          filter.statuses ? inArray(orderItemCounts.status, [...filter.statuses]) : ne(orderItemCounts.status, 'Deleted'),
        ),
      );
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(orderItems).where(where);
  return row?.n ?? 0;
}

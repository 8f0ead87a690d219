// orders (spec §7): a page of the caller's order items for the bookings list, by tab and search, with the total.
// Pages are keyset pages (after / before a row's cursor, or the last page) read from the client's
// (client_id, created_at, display_id) index; offset pages stay for the front desk's numbered pages.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { statusesOfTab } from '../../../src/domain/orders/booking-tabs.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, orderItemCounts, orderItems, orders, prescriptionDirections, prescriptions, products, treatmentDeclines } from '../../db/schema/index.ts';
import { containsPattern } from '../catalogue/inputs.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import type { PrescriptionDirectionRow, TreatmentDecisionView } from '../hcp/treatment-decision.ts';
import { rowOfJson } from '../json-rows.ts';
import { toBookingItem, type BookingItem } from './booking-rows.ts';
import { consultView, type ConsultView, type SessionRow } from './consults.ts';
import { executeKept } from './kept-statement.ts';
import { ordersInputSchema, type OrdersInput, type OrderSortField } from './inputs.ts';
import type { BookingsScope } from './scope.ts';

/** What the list's screen asks of each row beyond the row itself, read in the page's statement (`withRelated`). */
export type BookingRelated = { consults: ConsultView[]; decision: TreatmentDecisionView | null };

/**
 * A page: its rows with each row's cursor, whether rows lie either side, and the total under the filter; with
 * `withRelated`, each row's consults and treatment decision (same order as nodes), for the request's loaders.
 */
export type BookingPage = {
  nodes: BookingItem[];
  cursors: string[];
  totalCount: number;
  offset: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  related?: BookingRelated[];
};

/**
 * A page as its statement answered it, before the clock: what a cache may keep. Each row's consult sessions and
 * decision are kept as read; the consults' flags (canJoin, canReschedule, canCancel) are made per request.
 */
export type BookingPageRead = Omit<BookingPage, 'related'> & { relatedRows?: RelatedRows[] };

type RelatedRows = { consults: { session: SessionRow; provider: ConsultView['provider'] }[]; decision: TreatmentDecisionView | null };

/**
 * Keeps pages of a client's own list (orders-page-cache.ts): `key` names the question (the parsed arguments and
 * whether related rows are read) within the scope's organization and client.
 */
export type BookingPageKeeper = { page(scope: BookingsScope & { clientId: string }, key: string, read: () => Promise<BookingPageRead>): Promise<BookingPageRead> };

/**
 * `withRelated`: reads each row's consults and treatment decision with the page (the server clock decides the
 * consults' flags). `cache`: where a client's own pages may be kept (staff's business lists never are).
 */
export type ListOptions = { withRelated?: { now: Date }; cache?: BookingPageKeeper };

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
export async function listOrders(db: Database, scope: BookingsScope, raw: unknown, options: ListOptions = {}): Promise<BookingPage> {
  const input = parseInput(ordersInputSchema, raw);
  const { clientId } = input.filter;
  if (scope.clientId && clientId && clientId !== scope.clientId) throw appError('FORBIDDEN');
  const related = options.withRelated !== undefined;
  const read = () => readPage(db, scope, input, related);
  const { cache } = options;
  const clientScope = scope.clientId && !scope.businessId ? { ...scope, clientId: scope.clientId } : undefined;
  const pageRead = cache && clientScope ? await cache.page(clientScope, `${related ? 'r' : '-'}${JSON.stringify(input)}`, read) : await read();
  const { relatedRows, ...page } = pageRead;
  const now = options.withRelated?.now;
  if (!now || !relatedRows) return page;
  const withFlags = relatedRows.map((rows) => ({ consults: rows.consults.map((c) => consultView(c.session, c.provider, now)), decision: rows.decision }));
  return { ...page, related: withFlags };
}

/** Reads a page with its one statement (listOrders, after the input is parsed and the scope checked). */
async function readPage(db: Database, scope: BookingsScope, input: OrdersInput, related: boolean): Promise<BookingPageRead> {
  const { tab, search, clientId } = input.filter;
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
  const page = keyset ? keysetPage(db, where, input) : offsetPage(db, where, input);
  const total = totalOf(db, scope, where, { statuses, searched: Boolean(searchPattern), clientId });
  // The page, its total and its rows with their names (and, asked for, consults and decisions) in one statement:
  // the embedded PGlite decodes every field of a result in JavaScript, so the rows come as one json value.
  // Parsed once per shape (kept-statement.ts): the engine's work on its long text outweighed running it.
  const result = await executeKept<{ total: number | string; rows: PageRowJson[] | null }>(db, pageStatement(page, total, related));
  const [row] = result.rows;
  const found = row?.rows ?? [];
  const more = found.length > page.size;
  const shown = found.slice(0, page.size);
  if (page.backward) shown.reverse();
  const nodes = shown.map(bookingItemOfJson);
  return {
    nodes,
    cursors: shown.map((r) => (page.keyset ? encodeCursor([r.sort_text, r.item.display_id as string]) : String(input.offset + r.n - 1))),
    totalCount: Number(row?.total ?? 0),
    offset: page.keyset ? 0 : input.offset,
    hasNextPage: page.keyset ? (page.backward ? input.before !== undefined : more) : more,
    hasPreviousPage: page.keyset ? (page.backward ? more : page.after) : input.offset > 0,
    ...(related ? { relatedRows: shown.map((r, index) => relatedOfJson(r, nodes[index]!)) } : {}),
  };
}

/** A page's rows picked on order_items alone: their ids and the columns they are ordered by, in `order`. */
type PagePick = { sql: SQL; order: SQL; size: number; keyset: boolean; backward: boolean; after: boolean };

/** A row of the page's json: the item, its order, the names the screens show, and (asked for) consults and decisions. */
type PageRowJson = {
  n: number;
  sort_text: string;
  item: Record<string, unknown>;
  order: Record<string, unknown>;
  product: { name: string; type: string } | null;
  categoryName: string | null;
  organizationName: string | null;
  business: { name: string; code: string } | null;
  location: { name: string; code: string; timezone: string } | null;
  consults?: { session: Record<string, unknown>; providerId: string; userId: string; name: string; image: string | null }[];
  prescription?: { row: Record<string, unknown>; approvedByHCP: string; directions: Record<string, unknown>[] } | null;
  decline?: Record<string, unknown> | null;
};

/** The row as selectBookingItems' inner joins read it (every name is there: each is a not-null foreign key). */
function bookingItemOfJson(r: PageRowJson): BookingItem {
  if (!r.product || r.categoryName === null || r.organizationName === null || !r.business || !r.location) throw new Error('bookings list: a row without its names');
  return toBookingItem({
    item: rowOfJson(orderItems, r.item),
    order: rowOfJson(orders, r.order),
    productName: r.product.name,
    productType: r.product.type,
    categoryName: r.categoryName,
    organizationName: r.organizationName,
    businessName: r.business.name,
    businessCode: r.business.code,
    locationName: r.location.name,
    locationCode: r.location.code,
    locationTimezone: r.location.timezone,
  });
}

/** As consultsOfItems and treatmentDecisions (server/services/hcp/treatment-decision.ts) answer for the item, before the clock. */
function relatedOfJson(r: PageRowJson, item: BookingItem): RelatedRows {
  const consults = (r.consults ?? []).map((c) => ({ session: rowOfJson(hcpSessions, c.session), provider: { id: c.providerId, userId: c.userId, name: c.name, image: c.image } }));
  let decision: TreatmentDecisionView | null = null;
  if (r.prescription) {
    const row = rowOfJson(prescriptions, r.prescription.row);
    const directions = r.prescription.directions.map((d) => rowOfJson(prescriptionDirections, d) as PrescriptionDirectionRow);
    const prescription = { ...row, approvedByHCP: r.prescription.approvedByHCP, clientId: item.clientId, directions };
    decision = { status: 'APPROVED', decidedAt: prescription.createdAt, prescription, declineReason: null, organizationId: prescription.organizationId, clientId: item.clientId };
  } else if (r.decline) {
    const row = rowOfJson(treatmentDeclines, r.decline);
    decision = { status: 'DECLINED', decidedAt: row.createdAt, prescription: null, declineReason: row.reason, organizationId: row.organizationId, clientId: item.clientId };
  }
  return { consults, decision };
}

/**
 * The one statement of a page: the picked rows (a CTE, numbered in their order), the total, and each row with its
 * order, product, category, organization, business and location as json. With `related`, each row's
 * consult sessions with their providers (oldest first), its prescription with the approving provider's name and
 * the directions in order, and its decline: each a probe of the item's unique or plain index.
 */
function pageStatement(page: PagePick, total: SQL, related: boolean): SQL {
  const relatedFields = related
    ? sql`,
        'consults', (select coalesce(json_agg(json_build_object('session', row_to_json(s), 'providerId', pp."id", 'userId', pp."user_id", 'name', pp."display_name", 'image', pp."image_url") order by s."created_at", s."id"), '[]')
          from "hcp_sessions" s join "provider_profiles" pp on pp."id" = s."provider_id" where s."order_item_id" = oi."id"),
        'prescription', (select json_build_object('row', row_to_json(rx), 'approvedByHCP', rp."display_name",
            'directions', (select coalesce(json_agg(row_to_json(pd) order by pd."position"), '[]') from "prescription_directions" pd where pd."prescription_id" = rx."id"))
          from "prescriptions" rx join "provider_profiles" rp on rp."id" = rx."provider_id" where rx."order_item_id" = oi."id" limit 1),
        'decline', (select row_to_json(td) from "treatment_declines" td where td."order_item_id" = oi."id" limit 1)`
    : sql``;
  // The names come as scalar subqueries (each a probe of a primary key, planned on its own): as joins, the planner
  // searched the orders of eight relations on every request (80 ms of planning against 23 of execution on the
  // loaded bench machine).
  return sql`with "picked" as (${page.sql}), "page" as (select p.*, row_number() over (order by ${page.order}) as "n" from "picked" p)
    select ${total} as "total", (
      select json_agg(json_build_object(
        'n', p."n", 'sort_text', p."sort_text", 'item', row_to_json(oi), 'order', row_to_json(o),
        'product', (select json_build_object('name', pr."name", 'type', pr."product_type") from "products" pr where pr."id" = oi."product_id"),
        'categoryName', (select ca."name" from "categories" ca where ca."id" = oi."category_id"),
        'organizationName', (select og."name" from "organizations" og where og."id" = o."organization_id"),
        'business', (select json_build_object('name', b."name", 'code', b."short_id") from "businesses" b where b."id" = o."business_id"),
        'location', (select json_build_object('name', l."name", 'code', l."short_id", 'timezone', l."timezone") from "locations" l where l."id" = o."location_id")${relatedFields}
      ) order by p."n")
      from "page" p
      join "order_items" oi on oi."id" = p."id"
      join "orders" o on o."id" = oi."order_id"
    ) as "rows"`;
}

/**
 * A keyset page: `after` a cursor (or the first page), `before` one, or the last `last` rows. The sort column
 * and the display id (unique in the organization) are compared as a row, so the client's index reads only the
 * page (and one row more, to know whether another page follows). Reading backward walks the order the other way;
 * the page is turned round afterwards.
 */
function keysetPage(db: Database, where: SQL | undefined, input: OrdersInput): PagePick {
  const [sort] = input.sort;
  const column = SORT_COLUMNS[sort?.field ?? 'createdAt'];
  const descending = (sort?.direction ?? 'desc') === 'desc';
  const backward = input.before !== undefined || input.last !== undefined;
  const size = input.last ?? input.limit;
  const cursor = input.before ?? input.after;
  const key = cursor === undefined ? null : decodeCursor(cursor, input.before !== undefined ? 'before' : 'after');
  const walkDescending = descending !== backward;
  const value = sort?.field === 'displayId' ? column : sql`${column}`;
  const keyValue = (text: string) => (sort?.field === 'displayId' ? sql`${text}` : sql`${text}::timestamptz`);
  const past = key ? (walkDescending ? sql`(${value}, ${orderItems.displayId}) < (${keyValue(key[0])}, ${key[1]})` : sql`(${value}, ${orderItems.displayId}) > (${keyValue(key[0])}, ${key[1]})`) : undefined;
  const direction = walkDescending ? desc : asc;
  const picked = db
    .select({ id: orderItems.id, sortText: sql<string>`${column}::text`.as('sort_text'), s0: sql`${column}`.as('s0'), tie: sql`${orderItems.displayId}`.as('tie') })
    .from(orderItems)
    .where(and(where, past))
    .orderBy(direction(column), direction(orderItems.displayId))
    .limit(size + 1);
  const dir = walkDescending ? sql`desc` : sql`asc`;
  return { sql: picked.getSQL(), order: sql`p."s0" ${dir}, p."tie" ${dir}`, size, keyset: true, backward, after: key !== null };
}

/** An offset page (the front desk's numbered pages; several sort fields). */
function offsetPage(db: Database, where: SQL | undefined, input: OrdersInput): PagePick {
  const [sort] = input.sort;
  const order = input.sort.map(({ field, direction }) => (direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])));
  const tieBreak = sort?.direction === 'asc' ? 'asc' : 'desc';
  // The display id breaks ties (items of one checkout share created_at), so pages never overlap.
  const picked = db
    .select({
      id: orderItems.id,
      sortText: sql<string>`''`.as('sort_text'),
      tie: sql`${orderItems.displayId}`.as('tie'),
      ...Object.fromEntries(input.sort.map(({ field }, i) => [`s${i}`, sql`${SORT_COLUMNS[field]}`.as(`s${i}`)])),
    })
    .from(orderItems)
    .where(where)
    .orderBy(...order, tieBreak === 'asc' ? asc(orderItems.displayId) : desc(orderItems.displayId))
    .limit(input.limit + 1)
    .offset(input.offset);
  const pageOrder = sql.join(
    [...input.sort.map(({ direction }, i) => sql`p.${sql.identifier(`s${i}`)} ${direction === 'asc' ? sql`asc` : sql`desc`}`), sql`p."tie" ${tieBreak === 'asc' ? sql`asc` : sql`desc`}`],
    sql`, `,
  );
  return { sql: picked.getSQL(), order: pageOrder, size: input.limit, keyset: false, backward: false, after: false };
}

/**
 * The total under the filter. A client's list without a search reads the counts the triggers keep per status
 * (order_item_counts); a search or a business's list counts its matches.
 */
function totalOf(db: Database, scope: BookingsScope, where: SQL | undefined, filter: { statuses: readonly string[] | null; searched: boolean; clientId: string | undefined }): SQL {
  const client = scope.clientId ?? (scope.businessId ? undefined : filter.clientId);
  if (client && !filter.searched) {
    const kept = db
      .select({ n: sum(orderItemCounts.count) })
      .from(orderItemCounts)
      .where(
        and(
          eq(orderItemCounts.clientId, client),
          eq(orderItemCounts.organizationId, scope.organizationId),
          filter.statuses ? inArray(orderItemCounts.status, [...filter.statuses]) : ne(orderItemCounts.status, 'Deleted'),
        ),
      );
    return sql`coalesce((${kept}), 0)::integer`;
  }
  return sql`(${db.select({ n: count() }).from(orderItems).where(where)})::integer`;
}

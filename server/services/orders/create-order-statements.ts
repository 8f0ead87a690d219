// createOrder's transaction in few statements (issue 18): under load every statement is a round trip that holds
// the pooled connection and costs the server its query building and socket writes, so what can be one statement is
// one. The rules are those of the statements they replace (the client's lock and earlier order, checkNoActiveBooking,
// the order's rows written one table at a time).
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appError, badInput } from '../errors.ts';
import type { CheckoutItemInput } from './checkout-input.ts';
import { EXCLUDED_FROM_ACTIVE } from './duplicate-statuses.ts';
import type { SettledLine } from '../../../src/domain/pricing/settle-lines.ts';

/** What a checkout writes: the order's columns, its items and, per item, its settled fee lines. */
export type NewOrder = {
  organizationId: string;
  businessId: string;
  locationId: string;
  clientId: string;
  createdBy: string;
  checkoutId: string;
  requestHash: string;
  currencyCode: string;
  paymentMethod: string;
  paymentCardId: string | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  couponId: string | null;
  /** Where the checkout came from (APP or WIDGET) and its affiliate (issue 17). */
  source: 'APP' | 'WIDGET';
  affiliateId: string | null;
  items: readonly { categoryId: string; productId: string; formResponseIds: readonly string[] }[];
  /** Per item, in the items' order. */
  lines: readonly (readonly SettledLine[])[];
  at: Date;
};

export const ORDER_DISPLAY_PREFIX = 'CB-';

/** Both drivers answer `{ rows }` for a raw statement; the shared Database type cannot say so. */
function rowsOf<T>(result: unknown): T[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error('the database answered no rows');
  return rows as T[];
}

/** The client's row lock: one client's checkouts take turns (double taps, retries, two tabs). */
export async function lockClientForCheckout(tx: Database, clientId: string): Promise<void> {
  await tx.execute(sql`select 1 from clients where id = ${clientId}::uuid for no key update`);
}

/**
 * Under the client's lock (a statement after it, so it sees what an order that held the lock committed): the
 * order this client already placed with `checkoutId`, and otherwise the active booking rule for every item at
 * once: ORDER_FAILED with reason 'existingBooking' and the newest active item of the first category that has one
 * (as checkNoActiveBooking). The items' categories and products were checked to be the business's when priced.
 */
export async function earlierOrderOrActiveBooking(
  tx: Database,
  input: { organizationId: string; clientId: string; checkoutId: string; items: readonly CheckoutItemInput[] },
): Promise<{ id: string; requestHash: string | null } | null> {
  const categoryIds = input.items.map((item) => item.categoryId);
  const rows = rowsOf<ActiveRow>(
    await tx.execute(sql`select 'earlier' as kind, id, id as order_id, request_hash as text, null::uuid as product_id, null::uuid as category_id, null as status
        from orders where client_id = ${input.clientId}::uuid and checkout_id = ${input.checkoutId}::uuid
      union all
      (select distinct on (category_id) 'active', id, order_id, display_id, product_id, category_id, status from order_items
        where organization_id = ${input.organizationId}::uuid and client_id = ${input.clientId}::uuid and category_id = any(${arrayLiteral(categoryIds)}::uuid[])
          and status <> all(${arrayLiteral(EXCLUDED_FROM_ACTIVE)}::text[])
        order by category_id, created_at desc)`),
  );
  const earlier = rows.find((row) => row.kind === 'earlier');
  if (earlier) return { id: earlier.id, requestHash: earlier.text };
  throwIfActiveBooking(input.items, rows);
  return null;
}

type ActiveRow = { kind: 'earlier' | 'active'; id: string; order_id: string; text: string | null; product_id: string | null; category_id: string | null; status: string | null };

/** checkNoActiveBooking's error: the newest active item of the first of the items' categories that has one. */
function throwIfActiveBooking(items: readonly { categoryId: string }[], rows: readonly ActiveRow[]): void {
  for (const item of items) {
    const existing = rows.find((row) => row.kind === 'active' && row.category_id === item.categoryId);
    if (!existing) continue;
    throw appError('ORDER_FAILED', 'You already have an active booking in this category.', {
      reason: 'existingBooking',
      categoryId: item.categoryId,
      existingOrderItem: { id: existing.id, displayId: existing.text, orderId: existing.order_id, productId: existing.product_id, status: existing.status },
    });
  }
}

/** A PostgreSQL array literal of `values` (uuids, or texts quoted), one parameter whatever the count. */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  const quote = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return `{${values.map(quote).join(',')}}`;
}

/** What the order's statement found instead of writing: the order this client already placed with the checkoutId. */
export type EarlierOrder = { id: string; requestHash: string | null };

type ActiveItemJson = { id: string; order_id: string; display_id: string; product_id: string; category_id: string; status: string };

/**
 * One statement, under the client's lock (a statement after it, so it sees what an order that held the lock
 * committed), checks and writes the order: the order this client already placed with this checkoutId is answered
 * instead (nothing written); an active booking in one of the items' categories is ORDER_FAILED as
 * earlierOrderOrActiveBooking raises it (nothing written); otherwise the order (display id from the shared
 * sequence), its items numbered in checkout order, their fee lines, and each item's form answers attached (the
 * client's own, for that product, not yet part of a booking). An answer that could not be attached is
 * BAD_USER_INPUT on its item, and the caller's transaction rolls back. The items' categories and products were
 * checked to be the business's when priced.
 */
export async function insertOrderAtOnce(tx: Database, order: NewOrder): Promise<WrittenOrder> {
  const statement = orderStatement(order);
  return statement.read(rowsOf(await tx.execute(statement.statement)));
}

/** What the order's statement answered: the earlier order it found instead, or what it wrote. */
export type WrittenOrder = { earlier: EarlierOrder } | { earlier: null; orderId: string; displayId: string; itemIds: string[] };

/**
 * insertOrderAtOnce as a statement to send (with the ids it will write, known before it runs) and the reading of its
 * rows, which raises its errors (issue 18: sent with the hold, before either answers).
 */
export function orderStatement(order: NewOrder): { orderId: string; itemIds: string[]; statement: SQL; read: (rows: readonly unknown[]) => WrittenOrder } {
  const { items, lines, at } = order;
  const orderId = randomUUID();
  const itemIds = items.map(() => randomUUID());
  const fees = itemIds.flatMap((itemId, index) => (lines[index] ?? []).map((line) => ({ itemId, ...line })));
  const answers = items.flatMap((item, index) => item.formResponseIds.map((id) => ({ id, itemId: itemIds[index] ?? '', productId: item.productId })));
  const when = at.toISOString();
  const statement = sql`with e as (
        select id, request_hash from orders where client_id = ${order.clientId}::uuid and checkout_id = ${order.checkoutId}::uuid limit 1
      ),
      a as (
        select distinct on (category_id) id, order_id, display_id, product_id, category_id, status from order_items
        where organization_id = ${order.organizationId}::uuid and client_id = ${order.clientId}::uuid
          and category_id = any(${arrayLiteral(items.map((item) => item.categoryId))}::uuid[]) and status <> all(${arrayLiteral(EXCLUDED_FROM_ACTIVE)}::text[])
        order by category_id, created_at desc
      ),
      o as (
        insert into orders (id, organization_id, display_id, business_id, location_id, client_id, created_by, checkout_id, request_hash, currency_code,
          payment_method, payment_card_id, shipping_address_id, billing_address_id, coupon_id, source, affiliate_id, created_at, updated_at)
        select ${orderId}::uuid, ${order.organizationId}::uuid, ${ORDER_DISPLAY_PREFIX} || nextval('order_display_id_seq')::text, ${order.businessId}::uuid,
          ${order.locationId}::uuid, ${order.clientId}::uuid, ${order.createdBy}::uuid, ${order.checkoutId}::uuid, ${order.requestHash}::text, ${order.currencyCode}::text,
          ${order.paymentMethod}::text, ${order.paymentCardId}::uuid, ${order.shippingAddressId}::uuid, ${order.billingAddressId}::uuid, ${order.couponId}::uuid,
          ${order.source}::text, ${order.affiliateId}::uuid, ${when}::timestamptz, ${when}::timestamptz
        where not exists (select 1 from e) and not exists (select 1 from a)
        returning id, display_id
      ),
      i as (
        insert into order_items (id, organization_id, order_id, display_id, client_id, category_id, product_id, status, created_at, updated_at)
        select v.id, ${order.organizationId}::uuid, o.id, o.display_id || '-' || v.n, ${order.clientId}::uuid, v.category_id, v.product_id, 'OrderCreated', ${when}::timestamptz, ${when}::timestamptz
        from o, unnest(${arrayLiteral(itemIds)}::uuid[], ${arrayLiteral(items.map((item) => item.categoryId))}::uuid[], ${arrayLiteral(items.map((item) => item.productId))}::uuid[])
          with ordinality as v(id, category_id, product_id, n)
        returning id
      ),
      f as (
        insert into order_item_fees (organization_id, order_item_id, entity_name, entity_type, amount, paid, unpaid, created_at, updated_at)
        select ${order.organizationId}::uuid, v.item_id, v.entity_name, v.entity_type, v.amount, v.paid, v.unpaid, ${when}::timestamptz, ${when}::timestamptz
        from unnest(${arrayLiteral(fees.map((fee) => fee.itemId))}::uuid[], ${arrayLiteral(fees.map((fee) => fee.entityName))}::text[], ${arrayLiteral(fees.map((fee) => fee.entityType ?? null))}::text[],
          ${arrayLiteral(fees.map((fee) => fee.amount))}::int[], ${arrayLiteral(fees.map((fee) => fee.paid))}::int[], ${arrayLiteral(fees.map((fee) => fee.unpaid))}::int[])
          as v(item_id, entity_name, entity_type, amount, paid, unpaid)
        where exists (select 1 from o)
      ),
      r as (
        update user_responses u set order_item_id = v.item_id, updated_at = ${when}::timestamptz
        from unnest(${arrayLiteral(answers.map((a) => a.id))}::uuid[], ${arrayLiteral(answers.map((a) => a.itemId))}::uuid[], ${arrayLiteral(answers.map((a) => a.productId))}::uuid[]) as v(id, item_id, product_id)
        where u.id = v.id and u.created_for = ${order.clientId}::uuid and u.product_id = v.product_id and u.order_item_id is null
          and exists (select 1 from i where i.id = v.item_id)
        returning u.id
      )
      select (select display_id from o) as display_id, (select array_agg(r.id) from r) as attached,
        (select row_to_json(e) from e) as earlier, (select json_agg(a) from a) as active`;
  return { orderId, itemIds, statement, read: (rows) => readWrittenOrder(order, orderId, itemIds, rows as OrderStatementRow[]) };
}

type OrderStatementRow = { display_id: string | null; attached: string[] | null; earlier: { id: string; request_hash: string | null } | null; active: ActiveItemJson[] | null };

function readWrittenOrder(order: NewOrder, orderId: string, itemIds: string[], rows: readonly OrderStatementRow[]): WrittenOrder {
  const { items } = order;
  const [row] = rows;
  if (!row) throw new Error('order statement answered no row');
  if (row.earlier) return { earlier: { id: row.earlier.id, requestHash: row.earlier.request_hash } };
  throwIfActiveBooking(items, (row.active ?? []).map((a) => ({ kind: 'active', id: a.id, order_id: a.order_id, text: a.display_id, product_id: a.product_id, category_id: a.category_id, status: a.status })));
  if (!row.display_id) throw new Error('order not inserted');
  const attached = new Set(parseIdArray(row.attached));
  items.forEach((item, index) => {
    if (item.formResponseIds.some((id) => !attached.has(id))) throw badInput({ [`items.${index}.formResponseIds`]: 'validation.invalid' });
  });
  return { earlier: null, orderId, displayId: row.display_id, itemIds };
}

/** A uuid[] as the driver gives it: an array (node-postgres) or PostgreSQL's text form (`{a,b}`). */
function parseIdArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',');
  return [];
}

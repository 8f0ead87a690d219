// The rows a checkout writes inside createOrder's transaction: the order (display id from the shared
// sequence), its items numbered in checkout order, their fee lines with paid and unpaid, and the form answers
// attached to the items.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SettledLine } from '../../../src/domain/pricing/settle-lines.ts';
import type { Database } from '../../db/client.ts';
import { orderItemFees, orderItems, orders, userResponses } from '../../db/schema/index.ts';
import { badInput } from '../errors.ts';

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

async function nextDisplayId(db: Database): Promise<string> {
  // Both drivers answer { rows: [...] }; the shared Database type cannot say so, hence the check.
  const result: unknown = await db.execute(sql`select nextval('order_display_id_seq')::text as n`);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const n = typeof first === 'object' && first !== null && 'n' in first ? first.n : undefined;
  if (typeof n !== 'string') throw new Error('order_display_id_seq gave no value');
  return `${ORDER_DISPLAY_PREFIX}${n}`;
}

/** Writes the order with its items, fee lines and answers; returns the new ids. */
export async function insertOrder(db: Database, order: NewOrder): Promise<{ orderId: string; displayId: string; itemIds: string[] }> {
  const displayId = await nextDisplayId(db);
  const { items, lines, at, ...columns } = order;
  const [row] = await db
    .insert(orders)
    .values({ ...columns, displayId, createdAt: at, updatedAt: at })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  const orderId = row.id;
  const itemRows = await db
    .insert(orderItems)
    .values(
      items.map((item, index) => ({
        organizationId: order.organizationId,
        orderId,
        displayId: `${displayId}-${index + 1}`,
        clientId: order.clientId,
        categoryId: item.categoryId,
        productId: item.productId,
        status: 'OrderCreated',
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: orderItems.id, displayId: orderItems.displayId });
  // RETURNING follows the VALUES order in PostgreSQL, but the display id says for certain which item is which.
  const itemIds = items.map((_, index) => {
    const found = itemRows.find((r) => r.displayId === `${displayId}-${index + 1}`);
    if (!found) throw new Error('order item not inserted');
    return found.id;
  });
  const fees = itemIds.flatMap((orderItemId, index) =>
    (lines[index] ?? []).map((line) => ({
      organizationId: order.organizationId,
      orderItemId,
      entityName: line.entityName,
      entityType: line.entityType,
      amount: line.amount,
      paid: line.paid,
      unpaid: line.unpaid,
      createdAt: at,
      updatedAt: at,
    })),
  );
  if (fees.length > 0) await db.insert(orderItemFees).values(fees);
  await attachResponses(db, order.clientId, items, itemIds, at);
  return { orderId, displayId, itemIds };
}

/** Answers follow the booking: each item's responses get its id; one already taken meanwhile is refused. */
async function attachResponses(db: Database, clientId: string, items: NewOrder['items'], itemIds: string[], at: Date): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (item.formResponseIds.length === 0) continue;
    const updated = await db
      .update(userResponses)
      .set({ orderItemId: itemIds[index], updatedAt: at })
      .where(and(inArray(userResponses.id, [...item.formResponseIds]), eq(userResponses.createdFor, clientId), eq(userResponses.productId, item.productId), isNull(userResponses.orderItemId)))
      .returning({ id: userResponses.id });
    if (updated.length !== item.formResponseIds.length) throw badInput({ [`items.${index}.formResponseIds`]: 'validation.invalid' });
  }
}

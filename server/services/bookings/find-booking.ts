import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import { selectBookingItems, toBookingItem, type BookingItem } from './booking-rows.ts';
import { scopeCondition, type BookingsScope } from './scope.ts';

/** One order item of the scope; null for an unknown id or anyone else's (never revealed to exist). */
export async function findBookingItem(db: Database, scope: BookingsScope, orderItemId: string): Promise<BookingItem | null> {
  if (!isUuid(orderItemId)) return null;
  const [row] = await selectBookingItems(db).where(and(scopeCondition(scope), eq(orderItems.id, orderItemId))).limit(1);
  return row ? toBookingItem(row) : null;
}

/** Locks one order item of the scope FOR UPDATE inside the caller's transaction; NOT_FOUND for anyone else's. */
export async function lockBookingItem(tx: Database, scope: BookingsScope, orderItemId: string): Promise<BookingItem> {
  const [row] = await selectBookingItems(tx)
    .where(and(scopeCondition(scope), eq(orderItems.id, orderItemId)))
    .for('update', { of: orderItems });
  if (!row) throw appError('NOT_FOUND');
  return toBookingItem(row);
}

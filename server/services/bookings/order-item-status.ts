import { and, eq } from 'drizzle-orm';
import { isOrderItemStatus, type OrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { canTransition } from '../../../src/domain/orders/status-transitions.ts';
import type { Database } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

/** An order item as read (and locked FOR UPDATE) by the caller. */
export type OrderItemRef = { readonly id: string; readonly status: string };

/** The refusal of a change the order item machine forbids; `reason` says so beside the general code. */
export function transitionRefused(from: string, to: OrderItemStatus) {
  return appError('BAD_USER_INPUT', `This booking cannot change from ${from} to ${to}.`, {
    reason: 'ORDER_ITEM_TRANSITION_REFUSED',
    fields: { status: 'validation.invalid' },
  });
}

/**
 * The one way the bookings service changes an order item's status: refused (BAD_USER_INPUT, reason
 * ORDER_ITEM_TRANSITION_REFUSED) unless canTransition allows it, from the status the caller read. The UPDATE is
 * conditional on that status, so a change made concurrently fails loudly instead of being overwritten.
 */
export async function changeOrderItemStatus(db: Database, item: OrderItemRef, to: OrderItemStatus, now: Date): Promise<void> {
  if (!isOrderItemStatus(item.status) || !canTransition(item.status, to)) throw transitionRefused(item.status, to);
  const changed = await db
    .update(orderItems)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orderItems.id, item.id), eq(orderItems.status, item.status)))
    .returning({ id: orderItems.id });
  if (changed.length !== 1) throw new Error(`changeOrderItemStatus: order item ${item.id} changed concurrently`);
}

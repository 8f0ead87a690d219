import { and, eq } from 'drizzle-orm';
import { isHoldActive } from '../../../src/domain/scheduling/hold.ts';
import { isSessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, orderItems } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { schedulingError } from './errors.ts';
import { followOrderItem } from './order-item-follow.ts';
import { lockProviderCalendars } from './provider-lock.ts';
import { changeSessionStatus } from './session-status-change.ts';
import type { SessionRow } from './sessions.ts';

export type BookHeldSlotInput = {
  /** The PENDING session holdSlot returned. */
  sessionId: string;
  /** The client the order is for: the hold must be this client's. */
  clientId: string;
  /** The order item (already inserted in the same transaction) the session is booked for. */
  orderItemId: string;
  /** The caller's clock (deps.now()). */
  now: Date;
};

/**
 * Books the client's held slot for an order item, inside the caller's transaction (createOrder's): the session
 * must be the client's, PENDING and unexpired (HOLD_EXPIRED otherwise), for the order item's product; it becomes
 * SCHEDULED with the order item linked, and the order item moves to Scheduled (LabBooked for a lab test).
 * Throws, so the caller's transaction rolls back, when any of that fails. Returns the booked session.
 */
export async function bookHeldSlot(tx: Database, input: BookHeldSlotInput): Promise<SessionRow> {
  // The provider's calendar lock before the session's row lock, in the order holdSlot takes them (no deadlock).
  const [held] = await tx
    .select({ providerId: hcpSessions.providerId })
    .from(hcpSessions)
    .where(and(eq(hcpSessions.id, input.sessionId), eq(hcpSessions.clientId, input.clientId)))
    .limit(1);
  if (!held) throw appError('NOT_FOUND');
  await lockProviderCalendars(tx, [held.providerId]);
  const [session] = await tx
    .select()
    .from(hcpSessions)
    .where(and(eq(hcpSessions.id, input.sessionId), eq(hcpSessions.clientId, input.clientId)))
    .for('update');
  if (!session) throw appError('NOT_FOUND');
  if (!isSessionStatus(session.status) || !isHoldActive({ status: session.status, holdExpiresAt: session.holdExpiresAt }, input.now)) {
    throw schedulingError('HOLD_EXPIRED');
  }
  const [item] = await tx
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.clientId, input.clientId), eq(orderItems.organizationId, session.organizationId)))
    .limit(1);
  if (!item) throw appError('NOT_FOUND');
  if (item.productId !== session.productId) throw schedulingError('SLOT_UNAVAILABLE', 'The time slot was held for another service.');
  await changeSessionStatus(tx, [session], 'SCHEDULED', input.now, { orderItemId: item.id });
  await followOrderItem(tx, item.id, 'booked', input.now, true);
  return { ...session, status: 'SCHEDULED', orderItemId: item.id, holdExpiresAt: null, statusChangedAt: input.now, updatedAt: input.now };
}

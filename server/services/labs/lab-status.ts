// The collector moves a lab test along (issue 17): start the collection (LabBooked -> LabInProgress), the sample
// reached the lab (-> LabReceived, and the card hold is captured: the service happened), cancel (LabBooked or
// LabInProgress -> LabCancelled). Each move goes through changeOrderItemStatus, so the transition table refuses a
// jump; the collector's session follows. Results ready (-> LabCompleted) come with the report (lab-report.ts).
import { eq } from 'drizzle-orm';
import type { LabMove } from '../../../src/domain/labs/lab-steps.ts';
import type { SessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, orderItems } from '../../db/schema/index.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { appError } from '../errors.ts';
import { isUuid } from '../db-errors.ts';
import { captureItemCharge } from '../payments/capture-item.ts';
import { changeSessionStatus } from '../scheduling/session-status-change.ts';
import type { LabCollector } from './lab-actor.ts';
import { labItem, type LabItemView } from './lab-items.ts';

/** The session status a move leaves the collector's session in, from the one it has. */
const SESSION_AFTER: Record<LabMove, Partial<Record<string, SessionStatus>>> = {
  LabInProgress: { SCHEDULED: 'INPROGRESS' },
  LabReceived: { INPROGRESS: 'COMPLETED' },
  // A collection that cannot go on: a booked visit is cancelled, one under way ends incomplete.
  LabCancelled: { SCHEDULED: 'CANCELLED', INPROGRESS: 'INCOMPLETE' },
};

/** Locks the collector's own lab item and its session; NOT_FOUND for anything else (another collector's visit). */
export async function lockOwnLabItem(tx: Database, actor: LabCollector, orderItemId: string): Promise<LabItemView> {
  if (!isUuid(orderItemId)) throw appError('NOT_FOUND');
  const view = await labItem(tx, actor.organizationId, orderItemId, actor.providerIds);
  if (!view) throw appError('NOT_FOUND');
  // Lock in a fixed order (item, then session) like the other writers of both.
  const [item] = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, orderItemId)).for('update');
  const [session] = await tx.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, view.sessionId)).for('update');
  if (!item || !session) throw appError('NOT_FOUND');
  return { ...view, status: item.status, sessionStatus: session.status };
}

/** Moves the collector's lab test to `to`; answers the item as it is afterwards. */
export async function moveLabTest(deps: Pick<AppDeps, 'db' | 'payments' | 'now'>, actor: LabCollector, orderItemId: string, to: LabMove): Promise<LabItemView> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const item = await lockOwnLabItem(tx, actor, orderItemId);
    await changeOrderItemStatus(tx, { id: item.orderItemId, status: item.status }, to, now);
    const next = SESSION_AFTER[to][item.sessionStatus];
    if (next) await changeSessionStatus(tx, [{ id: item.sessionId, status: item.sessionStatus }], next, now);
    if (to === 'LabReceived') await captureItemCharge(tx, deps.payments, item.orderItemId, now);
  });
  const after = await labItem(deps.db, actor.organizationId, orderItemId, actor.providerIds);
  if (!after) throw appError('NOT_FOUND');
  return after;
}

/** Whether the item is a lab test of this organization that `providerIds` collect (used by the upload link). */
export async function isOwnLabItem(db: Database, organizationId: string, orderItemId: string, providerIds: readonly string[]): Promise<boolean> {
  return (await labItem(db, organizationId, orderItemId, providerIds)) !== null;
}


// OrderItem.autoRenewal and setAutoRenew: what the client sees coming (date and amount of the next renewal) and
// the switch they may turn once the booking is processed (spec §4 "can be turned off after the booking is
// processed").
import { and, eq } from 'drizzle-orm';
import { canChangeAutoRenew, renewalDueAt } from '../../../src/domain/medication/renewal.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import type { Database } from '../../db/client.ts';
import { medicationOrders, medicationRenewals, orderItems } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import { cycleCharge, latestCycleOrder, latestRenewal, readPrescription, readProgramItem, renewalNeedsApproval, renewalOf, type DirectionRow, type RenewalRow } from './renewal-facts.ts';
import { enqueueRenewal } from './scan-renewals.ts';

export type RenewalOutcomeView = { status: string; at: Date; amount: number; orderItemId: string | null; message: string | null };

export type AutoRenewalView = {
  enabled: boolean;
  canChange: boolean;
  nextRenewalAt: Date | null;
  nextAmount: number | null;
  currencyCode: string;
  nextDirection: DirectionRow | null;
  requiresReapproval: boolean;
  lastRenewal: RenewalOutcomeView | null;
};

async function outcomeOf(db: Database, renewal: RenewalRow | null): Promise<RenewalOutcomeView | null> {
  if (!renewal) return null;
  let message: string | null = null;
  if (renewal.status === 'DECLINED') message = renewal.declineReason;
  if (renewal.status === 'FAILED' && renewal.medicationOrderId) {
    const [order] = await db.select({ reason: medicationOrders.failureReason }).from(medicationOrders).where(eq(medicationOrders.id, renewal.medicationOrderId)).limit(1);
    message = order?.reason ?? renewal.failureCode;
  }
  const at = renewal.chargedAt ?? renewal.failedAt ?? renewal.decidedAt ?? renewal.updatedAt;
  return { status: renewal.status, at, amount: renewal.amount, orderItemId: renewal.orderItemId, message };
}

/**
 * The auto-renewal of a program item (an item with a prescription; null for any other item). The next renewal's
 * date is known once the current month was delivered (delivery + 21 days), its amount and dose once a month was
 * ordered; both are null while a renewal of the next cycle already exists (waiting, failed or declined: see
 * lastRenewal) or auto-renew is off.
 */
export async function autoRenewalOf(db: Database, orderItemId: string): Promise<AutoRenewalView | null> {
  const item = await readProgramItem(db, orderItemId, false);
  if (!item || item.programItemId !== null) return null;
  const prescription = await readPrescription(db, item.id);
  if (!prescription) return null;
  const [latest, last, requiresReapproval] = await Promise.all([latestCycleOrder(db, item.id), latestRenewal(db, item.id), renewalNeedsApproval(db, item.categoryId)]);
  const canChange = isOrderItemStatus(item.status) && canChangeAutoRenew(item.status);
  const view: AutoRenewalView = {
    enabled: item.autoRenewEnabled,
    canChange,
    nextRenewalAt: null,
    nextAmount: null,
    currencyCode: prescription.currencyCode,
    nextDirection: null,
    requiresReapproval,
    lastRenewal: await outcomeOf(db, last),
  };
  if (!latest || !item.autoRenewEnabled || !canChange) return view;
  const nextCycle = latest.cycle + 1;
  if (last && last.cycle >= nextCycle) return view;
  const next = cycleCharge(prescription, item.shippingCost, nextCycle);
  return {
    ...view,
    nextAmount: next.amount,
    nextDirection: next.direction,
    nextRenewalAt: latest.status === 'DELIVERED' && latest.deliveredAt ? renewalDueAt(latest.deliveredAt) : null,
  };
}

/** The renewal an order item was placed for (a renewal item's own outcome); null for any other item. */
export async function renewalOfItem(db: Database, orderItemId: string): Promise<RenewalOutcomeView | null> {
  const [row] = await db.select().from(medicationRenewals).where(eq(medicationRenewals.orderItemId, orderItemId)).limit(1);
  return outcomeOf(db, row ?? null);
}

export type AutoRenewClient = { organizationId: string; clientId: string };

/**
 * Turns a program item's auto-renew on or off (its client only; anyone else's item is NOT_FOUND). Turning it
 * off withdraws a renewal still waiting for approval (its item Cancelled); turning it on queues the renewal at
 * once when it is already due, and tries a FAILED one again (the failed mail tells the client to do so).
 */
export async function setAutoRenew(deps: Pick<AppDeps, 'db' | 'now'>, who: AutoRenewClient, input: { orderItemId: string; enabled: boolean }): Promise<void> {
  if (!isUuid(input.orderItemId)) throw appError('NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const item = await readProgramItem(tx, input.orderItemId, true);
    if (!item || item.organizationId !== who.organizationId || item.clientId !== who.clientId) throw appError('NOT_FOUND');
    if (item.programItemId !== null || !(await readPrescription(tx, item.id))) {
      throw appError('BAD_USER_INPUT', 'This booking has no medication program to renew.', { reason: 'NOT_A_PROGRAM_ITEM' });
    }
    if (!isOrderItemStatus(item.status) || !canChangeAutoRenew(item.status)) {
      throw appError('BAD_USER_INPUT', 'Auto-renew can be changed once your medication has been ordered.', { reason: 'AUTO_RENEW_NOT_CHANGEABLE' });
    }
    await tx.update(orderItems).set({ autoRenewEnabled: input.enabled, updatedAt: now }).where(eq(orderItems.id, item.id));
    const latest = await latestCycleOrder(tx, item.id);
    if (!latest) return;
    const ref = { programItemId: item.id, cycle: latest.cycle + 1 };
    const pending = await renewalOf(tx, item.id, ref.cycle, true);
    if (!input.enabled) {
      if (pending?.status === 'AWAITING_APPROVAL') {
        await tx
          .update(medicationRenewals)
          .set({ status: 'CANCELLED', updatedAt: now })
          .where(and(eq(medicationRenewals.id, pending.id), eq(medicationRenewals.status, 'AWAITING_APPROVAL')));
        await changeOrderItemStatus(tx, { id: pending.orderItemId, status: 'OrderCreated' }, 'Cancelled', now);
      }
      return;
    }
    const retry = pending?.status === 'FAILED' || pending?.status === 'CANCELLED';
    if (pending && !retry) return;
    if (latest.status !== 'DELIVERED' || !latest.deliveredAt) return;
    const dueAt = renewalDueAt(latest.deliveredAt);
    // Due already (or tried and failed): now; otherwise the scan queues it when it falls due.
    if (retry || dueAt <= now) await enqueueRenewal(tx, now, ref, now, { retryFailed: retry, byClient: true });
  });
}

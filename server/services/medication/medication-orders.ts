// Medication orders as the API shows them (the order row, its direction and medication name), read in batches
// per request, and the one way their status changes (the domain's medication-order transition table, with the
// order item following through changeOrderItemStatus).
import DataLoader from 'dataloader';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  canMedicationOrderTransition,
  isMedicationOrderStatus,
  ITEM_STATUS_OF_MEDICATION_ORDER,
  type MedicationOrderStatus,
} from '../../../src/domain/medication/medication-order-status.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import type { Database } from '../../db/client.ts';
import { medicationOrders, orderItems, prescriptionDirections, prescriptions } from '../../db/schema/index.ts';
import { changeOrderItemStatus, transitionRefused } from '../bookings/order-item-status.ts';
import { appError } from '../errors.ts';
import type { PrescriptionDirectionRow } from '../hcp/treatment-decision.ts';

export type MedicationOrderRow = typeof medicationOrders.$inferSelect;
export type MedicationOrderView = MedicationOrderRow & { status: MedicationOrderStatus; direction: PrescriptionDirectionRow; medicationName: string };

const viewColumns = { order: medicationOrders, direction: prescriptionDirections, medicationName: prescriptions.medicationName };

function toView(row: { order: MedicationOrderRow; direction: typeof prescriptionDirections.$inferSelect; medicationName: string }): MedicationOrderView {
  if (!isMedicationOrderStatus(row.order.status)) throw new Error(`medication order ${row.order.id} has status ${row.order.status}`);
  return { ...row.order, status: row.order.status, direction: row.direction as PrescriptionDirectionRow, medicationName: row.medicationName };
}

function selectViews(db: Database) {
  return db
    .select(viewColumns)
    .from(medicationOrders)
    .innerJoin(prescriptionDirections, eq(prescriptionDirections.id, medicationOrders.directionId))
    .innerJoin(prescriptions, eq(prescriptions.id, medicationOrders.prescriptionId));
}

/**
 * Each item's medication order: the live one (not FAILED), else its latest failed attempt (so the client can read
 * why), else null. Callers pass only ids of items they already read inside their scope.
 */
export async function medicationOrdersOfItems(db: Database, orderItemIds: readonly string[]): Promise<(MedicationOrderView | null)[]> {
  if (orderItemIds.length === 0) return [];
  const rows = (await selectViews(db).where(inArray(medicationOrders.orderItemId, [...orderItemIds])).orderBy(desc(medicationOrders.createdAt))).map(toView);
  return orderItemIds.map((id) => {
    const mine = rows.filter((row) => row.orderItemId === id);
    return mine.find((row) => row.status !== 'FAILED') ?? mine[0] ?? null;
  });
}

export async function medicationOrderById(db: Database, id: string): Promise<MedicationOrderView | null> {
  const [row] = await selectViews(db).where(eq(medicationOrders.id, id)).limit(1);
  return row ? toView(row) : null;
}

/** The live (not FAILED) medication order of an item; `lock` takes its row lock in the caller's transaction. */
export async function liveOrderOfItem(db: Database, orderItemId: string, lock = false): Promise<MedicationOrderRow | null> {
  const query = db
    .select()
    .from(medicationOrders)
    .where(and(eq(medicationOrders.orderItemId, orderItemId), ne(medicationOrders.status, 'FAILED')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const perRequest = new WeakMap<object, DataLoader<string, MedicationOrderView | null>>();

/** One loader per request, keyed by the request's context object. */
export function medicationOrderLoader(requestKey: object, db: Database): DataLoader<string, MedicationOrderView | null> {
  let loader = perRequest.get(requestKey);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => medicationOrdersOfItems(db, ids));
    perRequest.set(requestKey, loader);
  }
  return loader;
}

export function medicationOrderRefused(from: string, to: MedicationOrderStatus) {
  return appError('BAD_USER_INPUT', `This medication order cannot change from ${from} to ${to}.`, {
    reason: 'MEDICATION_ORDER_TRANSITION_REFUSED',
    fields: { medicationOrderId: 'validation.invalid' },
  });
}

/** Timestamps a move sets, by target status. */
const STAMP: Partial<Record<MedicationOrderStatus, keyof MedicationOrderRow>> = {
  ORDERED: 'orderedAt',
  PREPARING: 'preparingAt',
  SHIPPED: 'shippedAt',
  DELIVERED: 'deliveredAt',
  MISSING_REPORTED: 'missingReportedAt',
  FAILED: 'failedAt',
  CANCELLED: 'cancelledAt',
};

/**
 * Moves a medication order (read and locked by the caller) to `to`, if the domain's table allows it, with its
 * timestamp and any extra columns; the UPDATE is conditional on the status read. The order's item then follows
 * (ITEM_STATUS_OF_MEDICATION_ORDER) through changeOrderItemStatus, unless it is there already.
 */
export async function changeMedicationOrderStatus(
  tx: Database,
  order: Pick<MedicationOrderRow, 'id' | 'status' | 'orderItemId'>,
  to: MedicationOrderStatus,
  now: Date,
  extra: Partial<Pick<MedicationOrderRow, 'deliveryConfirmationKey' | 'deliveryNote' | 'deliveryConfirmedAt' | 'failureCode' | 'failureReason'>> = {},
): Promise<void> {
  if (!isMedicationOrderStatus(order.status) || !canMedicationOrderTransition(order.status, to)) throw medicationOrderRefused(order.status, to);
  const stamp = STAMP[to];
  const changed = await tx
    .update(medicationOrders)
    .set({ status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}), ...extra })
    .where(and(eq(medicationOrders.id, order.id), eq(medicationOrders.status, order.status)))
    .returning({ id: medicationOrders.id });
  if (changed.length !== 1) throw new Error(`changeMedicationOrderStatus: medication order ${order.id} changed concurrently`);
  const itemStatus = ITEM_STATUS_OF_MEDICATION_ORDER[to];
  if (!itemStatus) return;
  const [item] = await tx.select({ id: orderItems.id, status: orderItems.status }).from(orderItems).where(eq(orderItems.id, order.orderItemId)).for('update');
  if (!item) throw new Error(`medication order ${order.id} has no item`);
  if (item.status === itemStatus) return;
  if (!isOrderItemStatus(item.status)) throw transitionRefused(item.status, itemStatus);
  await changeOrderItemStatus(tx, item, itemStatus, now);
}

// Shipments of order items: read in batches for the bookings screens, and recorded by the business's staff.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { isSettledByCancellation } from '../../../src/domain/pricing/cancelled-items.ts';
import type { ShipmentStatus } from '../../../src/domain/shipments/shipment.ts';
import { isShipmentStatus } from '../../../src/domain/shipments/shipment.ts';
import type { Database } from '../../db/client.ts';
import { medicationOrders, orderItems, shipments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findBookingItem, lockBookingItem } from '../bookings/find-booking.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { shipLockedOrder } from '../medication/fulfilment.ts';
import { changeMedicationOrderStatus, liveOrderOfItem } from '../medication/medication-orders.ts';
import type { BookingsActor, BookingsScope } from '../bookings/scope.ts';
import { appError, parseInput } from '../errors.ts';
import { recordShipmentInputSchema } from './inputs.ts';
import { notifyParcel } from '../notifications/emitters.ts';

export type ShipmentView = {
  id: string;
  orderItemId: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  status: ShipmentStatus;
  shippedAt: Date;
  deliveredAt: Date | null;
};

type ShipmentRow = typeof shipments.$inferSelect;

function toView(row: ShipmentRow): ShipmentView {
  if (!isShipmentStatus(row.status)) throw new Error(`shipment ${row.id} has status ${row.status}`);
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    status: row.status,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
  };
}

/**
 * The shipments of each item, oldest first, in the order of `orderItemIds`. Callers pass only ids of items they
 * already read inside their scope (an item resolver's parent), so no scope check is repeated here.
 */
export async function shipmentsOfItems(db: Database, orderItemIds: readonly string[]): Promise<ShipmentView[][]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderItemId, [...orderItemIds]))
    .orderBy(asc(shipments.shippedAt), asc(shipments.createdAt));
  return orderItemIds.map((id) => rows.filter((row) => row.orderItemId === id).map(toView));
}

/**
 * Records a parcel sent for an item of the staff member's business. An item of another business or
 * organization is NOT_FOUND, never revealed to exist; a cancelled item is refused, and so is medication not yet
 * ordered (paid). Shipment events move the item through its statuses (spec §4 medication flow), each change
 * checked by the transition table: a MedicationOrdered item (and its medication order) becomes shipped
 * (MedicationOrderProcessed), and a parcel recorded as delivered makes a shipped item MedicationDelivered.
 * Items outside the medication flow (a product sent after checkout) keep their status.
 */
export async function recordShipment(deps: Pick<AppDeps, 'db' | 'now'>, actor: BookingsActor, scope: BookingsScope, raw: unknown): Promise<ShipmentView> {
  const input = parseInput(recordShipmentInputSchema, raw, 'input');
  const found = await findBookingItem(deps.db, scope, input.orderItemId);
  if (!found) throw appError('NOT_FOUND');
  const now = deps.now();
  const view = await deps.db.transaction(async (tx) => {
    const item = await lockBookingItem(tx, scope, input.orderItemId);
    // Spec §4 medication flow: cancellation only before shipment, so a cancelled item is never shipped.
    if (isSettledByCancellation(item.status)) {
      throw appError('BAD_USER_INPUT', 'A cancelled booking cannot be shipped.', { reason: 'ITEM_CANCELLED', fields: { orderItemId: 'validation.invalid' } });
    }
    if (NOT_YET_ORDERED.includes(item.status)) {
      throw appError('BAD_USER_INPUT', 'The medication has not been ordered yet.', { reason: 'MEDICATION_NOT_ORDERED', fields: { orderItemId: 'validation.invalid' } });
    }
    const order = await liveOrderOfItem(tx, item.id, true);
    if (item.status === 'MedicationOrdered') {
      if (order && (order.status === 'ORDERED' || order.status === 'PREPARING')) {
        await shipLockedOrder(tx, order, input, actor.userId, now);
        const [row] = await tx.select().from(shipments).where(eq(shipments.orderItemId, item.id)).orderBy(desc(shipments.createdAt)).limit(1);
        if (!row) throw new Error('shipment not inserted');
        return finishDelivered(tx, row, order.id, input.status, now);
      }
      await changeOrderItemStatus(tx, item, 'MedicationOrderProcessed', now);
    }
    const [row] = await tx
      .insert(shipments)
      .values({
        organizationId: item.organizationId,
        orderItemId: item.id,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl,
        status: input.status,
        shippedAt: now,
        deliveredAt: input.status === 'DELIVERED' ? now : null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('shipment not inserted');
    return finishDelivered(tx, row, order?.id ?? null, input.status, now);
  });
  await notifyParcel(deps, { shipmentId: view.id });
  return view;
}

/** Statuses whose medication is not paid for yet: nothing to ship. */
const NOT_YET_ORDERED: readonly string[] = ['ConsultationCompleted', 'MedicationOrderProcessing'];

/** A parcel recorded as delivered: the item's medication order (or, without one, the shipped item) is delivered. */
async function finishDelivered(tx: Database, row: ShipmentRow, medicationOrderId: string | null, status: ShipmentStatus, now: Date): Promise<ShipmentView> {
  if (status !== 'DELIVERED') return toView(row);
  let updated = row;
  if (row.status !== 'DELIVERED') {
    const [changed] = await tx.update(shipments).set({ status: 'DELIVERED', deliveredAt: now, updatedAt: now }).where(eq(shipments.id, row.id)).returning();
    if (changed) updated = changed;
  }
  const [order] = medicationOrderId ? await tx.select().from(medicationOrders).where(eq(medicationOrders.id, medicationOrderId)).for('update') : [];
  if (order && (order.status === 'SHIPPED' || order.status === 'MISSING_REPORTED')) {
    await changeMedicationOrderStatus(tx, order, 'DELIVERED', now);
  } else {
    const [item] = await tx.select({ id: orderItems.id, status: orderItems.status }).from(orderItems).where(eq(orderItems.id, row.orderItemId)).for('update');
    if (item?.status === 'MedicationOrderProcessed') await changeOrderItemStatus(tx, item, 'MedicationDelivered', now);
  }
  return toView(updated);
}

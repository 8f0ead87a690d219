// Shipments of order items: read in batches for the bookings screens, and recorded by the business's staff.
import { asc, inArray } from 'drizzle-orm';
import { isSettledByCancellation } from '../../../src/domain/pricing/cancelled-items.ts';
import type { ShipmentStatus } from '../../../src/domain/shipments/shipment.ts';
import { isShipmentStatus } from '../../../src/domain/shipments/shipment.ts';
import type { Database } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findBookingItem } from '../bookings/find-booking.ts';
import type { BookingsActor, BookingsScope } from '../bookings/scope.ts';
import { appError, parseInput } from '../errors.ts';
import { recordShipmentInputSchema } from './inputs.ts';

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
 * organization is NOT_FOUND, never revealed to exist; a cancelled item is refused.
 */
export async function recordShipment(deps: Pick<AppDeps, 'db' | 'now'>, actor: BookingsActor, scope: BookingsScope, raw: unknown): Promise<ShipmentView> {
  const input = parseInput(recordShipmentInputSchema, raw, 'input');
  const item = await findBookingItem(deps.db, scope, input.orderItemId);
  if (!item) throw appError('NOT_FOUND');
  // Spec §4 medication flow: cancellation only before shipment, so a cancelled item is never shipped.
  if (isSettledByCancellation(item.status)) {
    throw appError('BAD_USER_INPUT', 'A cancelled booking cannot be shipped.', { reason: 'ITEM_CANCELLED', fields: { orderItemId: 'validation.invalid' } });
  }
  const now = deps.now();
  const [row] = await deps.db
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
  return toView(row);
}

import { eq } from 'drizzle-orm';
import { isOrderItemStatus, type OrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { canTransition } from '../../../src/domain/orders/status-transitions.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { schedulingError } from './errors.ts';

/** What happened to an order item's session (started: both sides joined the call; noShow: one side never came). */
export type SessionOutcome = 'booked' | 'cancelled' | 'lapsed' | 'started' | 'completed' | 'noShow';

/** A lab draw books a lab; everything else a provider sees is a consultation. */
type BookingKind = 'consult' | 'lab';

/** The order item status each session outcome leads to (spec §4 statuses; transitions in ORDER_ITEM_TRANSITIONS). */
const ORDER_ITEM_STATUS_AFTER = {
  booked: { consult: 'Scheduled', lab: 'LabBooked' },
  cancelled: { consult: 'ConsultationCancelled', lab: 'LabCancelled' },
  lapsed: { consult: 'ConsultationExpired', lab: 'LabExpired' },
  started: { consult: 'ConsultationInProgress', lab: 'LabInProgress' },
  completed: { consult: 'ConsultationCompleted', lab: 'LabReceived' },
  // A consult someone missed can be booked again, as a lapsed one can.
  noShow: { consult: 'ConsultationExpired', lab: 'LabExpired' },
} as const satisfies Record<SessionOutcome, Record<BookingKind, OrderItemStatus>>;

/**
 * Moves the session's order item along with it through changeOrderItemStatus (the one transition table). A booking
 * requires the move (`strict`: an item that cannot be booked now refuses the booking); a cancel or lapse moves
 * the item only where the machine allows it, since the item may already be further along (a consult done
 * before the session formally ended).
 */
export async function followOrderItem(db: Database, orderItemId: string, outcome: SessionOutcome, now: Date, strict: boolean): Promise<void> {
  const [item] = await db
    .select({ id: orderItems.id, status: orderItems.status, productType: products.productType })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, orderItemId))
    .for('update', { of: orderItems });
  if (!item) return;
  const to = ORDER_ITEM_STATUS_AFTER[outcome][item.productType === 'LAB_TEST' ? 'lab' : 'consult'];
  const allowed = isOrderItemStatus(item.status) && canTransition(item.status, to);
  if (!allowed) {
    if (strict) throw schedulingError('SESSION_TRANSITION_REFUSED', `An order item ${item.status} cannot become ${to}.`);
    return;
  }
  await changeOrderItemStatus(db, { id: item.id, status: item.status }, to, now);
}

import type { BookingTab } from './bookings-list.ts';
import { EXCLUDED_FROM_ACTIVE, IN_PROGRESS_STATUSES, ORDER_ITEM_STATUSES, type OrderItemStatus } from './order-item-status.ts';

/**
 * Which bookings-list tab an order item is listed under, from the spec §4 tables: the in-progress set is
 * INPROGRESS; the statuses excluded from the active list are COMPLETED (the booking is over, done or
 * cancelled); every other active status is UPCOMING (the next step is still ahead: a scheduled consult, an
 * ordered medication, a booked lab). Deleted items are listed under no tab: nothing happened to them and the
 * client removed them.
 */
export function bookingTabOf(status: OrderItemStatus): BookingTab | null {
  if (status === 'Deleted') return null;
  if (EXCLUDED_FROM_ACTIVE.includes(status)) return 'COMPLETED';
  if (IN_PROGRESS_STATUSES.includes(status)) return 'INPROGRESS';
  return 'UPCOMING';
}

/** The statuses listed under a tab (the server filters by them). */
export function statusesOfTab(tab: BookingTab): OrderItemStatus[] {
  return ORDER_ITEM_STATUSES.filter((status) => bookingTabOf(status) === tab);
}

import type { OrderItemStatus } from '../orders/order-item-status.ts';

/** Spec §9: auto-renew places the next order and charges the card on day 21 after delivery. */
export const RENEWAL_DAY = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a cycle's renewal is due: its delivery + 21 × 24 h (UTC, no calendar or DST arithmetic). */
export function renewalDueAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RENEWAL_DAY * DAY_MS);
}

/**
 * Spec §4 "Auto-renew ... can be turned off after the booking is processed": the program item's first medication
 * order has been placed (MedicationOrdered) or has gone further. Before that there is nothing to renew; after the
 * item ended (Completed, Cancelled, ...) there is nothing left to change.
 */
export const AUTO_RENEW_CHANGEABLE = {
  OrderCreated: false,
  Scheduled: false,
  ConsultationInProgress: false,
  ConsultationCompleted: false,
  ConsultationExpired: false,
  ConsultationCancelled: false,
  MedicationOrdered: true,
  MedicationOrderProcessing: false,
  MedicationOrderProcessed: true,
  MedicationDelivered: true,
  InProgress: false,
  Completed: false,
  Cancelled: false,
  Deleted: false,
  LabBooked: false,
  LabInProgress: false,
  LabReceived: false,
  LabCompleted: false,
  LabCancelled: false,
  LabExpired: false,
  CheckinBooked: false,
  CheckinInProgress: false,
  CheckinCompleted: false,
  CheckinCancelled: false,
  CheckinApproved: false,
  CheckinRejected: false,
  SessionBooked: false,
  SessionInProgress: false,
  TreatmentPlanStarted: true,
} as const satisfies Record<OrderItemStatus, boolean>;

export function canChangeAutoRenew(status: OrderItemStatus): boolean {
  return AUTO_RENEW_CHANGEABLE[status];
}

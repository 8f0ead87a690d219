import { createMachine } from 'xstate';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from './order-item-status.ts';

/**
 * Allowed order item status changes. The spec lists the statuses but not their transitions; these are designed
 * from the display stages and flows of spec §4 and explained status by status in docs/order-item-statuses.md.
 * The rules in short:
 * - Every item starts at OrderCreated and branches by what was booked: a consult (Scheduled, or straight to
 *   ConsultationInProgress for a form consult the provider reviews), a lab, a check-in, a session pack, a
 *   generic service (InProgress), or a re-order going straight to medication.
 * - Medication runs payment (MedicationOrderProcessing) -> ordered -> shipped (MedicationOrderProcessed) ->
 *   delivered -> program started; "cancellation only before shipment", so nothing after MedicationOrdered cancels.
 * - An item being worked on right now (a consult, lab collection, check-in or session in progress) cannot be
 *   Cancelled as a whole: it ends first (a lab collection or check-in that cannot go on ends in its own
 *   LabCancelled / CheckinCancelled), then the usual rules apply.
 * - Expired or cancelled consults, labs and check-ins can be booked again; rescheduling keeps the status.
 * - Completed, Cancelled, Deleted and CheckinRejected are final. Deleted is for items nothing happened to
 *   (created, or expired/cancelled parts), never for one with care or medication behind it.
 * - A status never transitions to itself: a no-op change is refused so the caller notices it.
 */
export const ORDER_ITEM_TRANSITIONS = {
  OrderCreated: ['Scheduled', 'ConsultationInProgress', 'MedicationOrderProcessing', 'MedicationOrdered', 'LabBooked', 'CheckinBooked', 'SessionBooked', 'InProgress', 'Cancelled', 'Deleted'],
  Scheduled: ['ConsultationInProgress', 'ConsultationExpired', 'ConsultationCancelled', 'Cancelled'],
  ConsultationInProgress: ['ConsultationCompleted', 'ConsultationExpired'],
  ConsultationCompleted: ['MedicationOrderProcessing', 'MedicationOrdered', 'Scheduled', 'LabBooked', 'SessionBooked', 'TreatmentPlanStarted', 'Completed', 'Cancelled'],
  ConsultationExpired: ['Scheduled', 'Cancelled', 'Deleted'],
  ConsultationCancelled: ['Scheduled', 'Cancelled', 'Deleted'],
  MedicationOrderProcessing: ['MedicationOrdered', 'ConsultationCompleted', 'Cancelled'],
  MedicationOrdered: ['MedicationOrderProcessed', 'Cancelled'],
  MedicationOrderProcessed: ['MedicationDelivered'],
  MedicationDelivered: ['TreatmentPlanStarted', 'Completed'],
  InProgress: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
  Deleted: [],
  LabBooked: ['LabInProgress', 'LabCancelled', 'LabExpired'],
  LabInProgress: ['LabReceived', 'LabCancelled'],
  LabReceived: ['LabCompleted'],
  LabCompleted: ['Scheduled', 'ConsultationCompleted', 'Completed'],
  LabCancelled: ['LabBooked', 'Cancelled', 'Deleted'],
  LabExpired: ['LabBooked', 'Cancelled', 'Deleted'],
  CheckinBooked: ['CheckinInProgress', 'CheckinCancelled', 'Cancelled'],
  CheckinInProgress: ['CheckinCompleted', 'CheckinCancelled'],
  CheckinCompleted: ['CheckinApproved', 'CheckinRejected'],
  CheckinCancelled: ['CheckinBooked', 'Cancelled', 'Deleted'],
  CheckinApproved: ['MedicationOrderProcessing', 'MedicationOrdered', 'Completed'],
  CheckinRejected: [],
  SessionBooked: ['SessionInProgress', 'Cancelled'],
  SessionInProgress: ['SessionBooked', 'Completed'],
  TreatmentPlanStarted: ['Completed'],
} as const satisfies Record<OrderItemStatus, readonly OrderItemStatus[]>;

export const INITIAL_ORDER_ITEM_STATUS = 'OrderCreated' satisfies OrderItemStatus;

/** Statuses with no way out. */
export const FINAL_ORDER_ITEM_STATUSES: readonly OrderItemStatus[] = ORDER_ITEM_STATUSES.filter((status) => nextStatuses(status).length === 0);

/**
 * The journey as one xstate machine built from ORDER_ITEM_TRANSITIONS: a state per status, and an event per
 * target status (`{ type: 'MedicationOrdered' }` moves to MedicationOrdered where that is allowed).
 */
export const orderItemStatusMachine = createMachine({
  id: 'orderItemStatus',
  initial: INITIAL_ORDER_ITEM_STATUS,
  states: Object.fromEntries(
    ORDER_ITEM_STATUSES.map((status) => {
      const next = nextStatuses(status);
      const node = next.length === 0 ? { type: 'final' as const } : { on: Object.fromEntries(next.map((to) => [to, { target: to }])) };
      return [status, node];
    }),
  ),
});

export function nextStatuses(from: OrderItemStatus): readonly OrderItemStatus[] {
  return ORDER_ITEM_TRANSITIONS[from];
}

/** Whether the machine accepts moving an item from one status to the other (the server refuses anything else). */
export function canTransition(from: OrderItemStatus, to: OrderItemStatus): boolean {
  return orderItemStatusMachine.resolveState({ value: from, context: undefined }).can({ type: to });
}

/**
 * Spec §4 "Order item statuses": the one list the server (GraphQL enum, order_items.status) and the client share.
 * The order is the spec's and is also the GraphQL enum's value order, so append rather than reorder.
 */
export const ORDER_ITEM_STATUSES = [
  'OrderCreated',
  'Scheduled',
  'ConsultationInProgress',
  'ConsultationCompleted',
  'ConsultationExpired',
  'ConsultationCancelled',
  'MedicationOrdered',
  'MedicationOrderProcessing',
  'MedicationOrderProcessed',
  'MedicationDelivered',
  'InProgress',
  'Completed',
  'Cancelled',
  'Deleted',
  'LabBooked',
  'LabInProgress',
  'LabReceived',
  'LabCompleted',
  'LabCancelled',
  'LabExpired',
  'CheckinBooked',
  'CheckinInProgress',
  'CheckinCompleted',
  'CheckinCancelled',
  'CheckinApproved',
  'CheckinRejected',
  'SessionBooked',
  'SessionInProgress',
  'TreatmentPlanStarted',
] as const;

export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

const STATUS_SET: ReadonlySet<string> = new Set(ORDER_ITEM_STATUSES);

export function isOrderItemStatus(value: unknown): value is OrderItemStatus {
  return typeof value === 'string' && STATUS_SET.has(value);
}

/** Spec §4: statuses excluded from the active list; an item in any other status is still active. */
export const EXCLUDED_FROM_ACTIVE: readonly OrderItemStatus[] = ['Cancelled', 'CheckinRejected', 'Deleted', 'Completed', 'MedicationDelivered', 'TreatmentPlanStarted'];

/** Spec §4 "In-progress set" (not the same as the `inprogress` badge, which the spec lists separately). */
export const IN_PROGRESS_STATUSES: readonly OrderItemStatus[] = [
  'OrderCreated',
  'CheckinInProgress',
  'MedicationOrderProcessing',
  'SessionInProgress',
  'LabInProgress',
  'ConsultationInProgress',
];

const EXCLUDED_SET: ReadonlySet<OrderItemStatus> = new Set(EXCLUDED_FROM_ACTIVE);
const IN_PROGRESS_SET: ReadonlySet<OrderItemStatus> = new Set(IN_PROGRESS_STATUSES);

/** Whether an item in this status still counts as an active booking (e.g. for the duplicate-booking check). */
export function isActiveStatus(status: OrderItemStatus): boolean {
  return !EXCLUDED_SET.has(status);
}

export function isInProgressStatus(status: OrderItemStatus): boolean {
  return IN_PROGRESS_SET.has(status);
}

import { isOrderItemStatus, type OrderItemStatus } from './order-item-status.ts';

/** Spec §4 "Badge mapping": the badge kinds a booking shows; the UI picks colour and label per kind. */
export const BADGE_KINDS = ['success', 'inprogress', 'warning', 'error', 'schedule'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Every status's badge; `schedule` is the spec's "everything else". Adding a status fails to compile until it is listed here. */
export const STATUS_BADGE = {
  OrderCreated: 'schedule',
  Scheduled: 'inprogress',
  ConsultationInProgress: 'inprogress',
  ConsultationCompleted: 'success',
  ConsultationExpired: 'warning',
  ConsultationCancelled: 'warning',
  MedicationOrdered: 'schedule',
  MedicationOrderProcessing: 'inprogress',
  MedicationOrderProcessed: 'inprogress',
  MedicationDelivered: 'success',
  InProgress: 'inprogress',
  Completed: 'success',
  Cancelled: 'error',
  Deleted: 'error',
  LabBooked: 'schedule',
  LabInProgress: 'inprogress',
  LabReceived: 'schedule',
  LabCompleted: 'success',
  LabCancelled: 'error',
  LabExpired: 'warning',
  CheckinBooked: 'schedule',
  CheckinInProgress: 'inprogress',
  CheckinCompleted: 'success',
  CheckinCancelled: 'error',
  CheckinApproved: 'schedule',
  CheckinRejected: 'error',
  SessionBooked: 'schedule',
  SessionInProgress: 'inprogress',
  TreatmentPlanStarted: 'inprogress',
} as const satisfies Record<OrderItemStatus, BadgeKind>;

/** The badge of a stored status; no status (or one this build does not know) is `schedule`, as the spec says. */
export function badgeOf(status: string | null | undefined): BadgeKind {
  return isOrderItemStatus(status) ? STATUS_BADGE[status] : 'schedule';
}

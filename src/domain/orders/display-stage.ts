import type { OrderItemStatus } from './order-item-status.ts';

/** Spec §4 "Display stages": the card a booking's details page shows. */
export const DISPLAY_STAGES = [
  'ConsultBooked',
  'ConsultBookingRequired',
  'MedicationApproved',
  'MedicationOrdered',
  'MedicationPaymentProcessing',
  'MedicationDelivered',
  'BookingCompleted',
  'BookingCancelled',
  'BookHcp',
  'MedicationCheckout',
  'RecordProgram',
] as const;
export type DisplayStage = (typeof DISPLAY_STAGES)[number];

/**
 * The stage of every status, as spec §4 lists them, with one deliberate difference.
 *
 * The spec's "oddity": its source maps `Cancelled` to the completed stage and `Completed` to the cancelled
 * stage, which reads reversed. Here `Cancelled` -> `BookingCancelled` ('Service Cancelled') and
 * `Completed` -> `BookingCompleted` ('Treatment Complete'), because that is what a patient expects to read: a
 * cancelled booking that says "Your healthcare service has been completed successfully" would be wrong and
 * alarming, and the reversed pair looks like a swapped mapping in the source rather than a product rule.
 * Everything else follows the spec as written, including `Deleted`, `LabCancelled` and `CheckinCancelled` in
 * `BookingCompleted` (their badge, `error`, still tells the patient they did not complete), with one more
 * exception (issue 11, the lead's decision): `TreatmentPlanStarted` -> `RecordProgram` ('Program Started' /
 * 'Begin tracking your treatment progress'), since a program that has just started is not a complete treatment
 * and the client's next step is to record progress. `BookHcp` and `MedicationCheckout` have no status, as in the
 * spec; the UI reaches them from the workflow.
 */
export const STATUS_STAGE = {
  OrderCreated: 'ConsultBooked',
  Scheduled: 'ConsultBooked',
  ConsultationInProgress: 'ConsultBooked',
  ConsultationCompleted: 'MedicationApproved',
  ConsultationExpired: 'ConsultBookingRequired',
  ConsultationCancelled: 'ConsultBookingRequired',
  MedicationOrdered: 'MedicationOrdered',
  MedicationOrderProcessing: 'MedicationPaymentProcessing',
  MedicationOrderProcessed: 'MedicationOrdered',
  MedicationDelivered: 'MedicationDelivered',
  InProgress: 'BookingCompleted',
  Completed: 'BookingCompleted',
  Cancelled: 'BookingCancelled',
  Deleted: 'BookingCompleted',
  LabBooked: 'BookingCompleted',
  LabInProgress: 'BookingCompleted',
  LabReceived: 'BookingCompleted',
  LabCompleted: 'BookingCompleted',
  LabCancelled: 'BookingCompleted',
  LabExpired: 'BookingCompleted',
  CheckinBooked: 'BookingCompleted',
  CheckinInProgress: 'BookingCompleted',
  CheckinCompleted: 'BookingCompleted',
  CheckinCancelled: 'BookingCompleted',
  CheckinApproved: 'BookingCompleted',
  CheckinRejected: 'BookingCompleted',
  SessionBooked: 'BookingCompleted',
  SessionInProgress: 'BookingCompleted',
  TreatmentPlanStarted: 'RecordProgram',
} as const satisfies Record<OrderItemStatus, DisplayStage>;

export function displayStageOf(status: OrderItemStatus): DisplayStage {
  return STATUS_STAGE[status];
}

import { displayStageOf, type DisplayStage } from './display-stage.ts';
import type { OrderItemStatus } from './order-item-status.ts';

/**
 * English source text of every stage message key (spec §4 "Stage messages", wording kept as written, including
 * its grammar). The UI writes its Lingui messages from this table, so the key is the Lingui id and the text
 * its English message. Renaming a key breaks the catalogs: add rather than rename.
 */
export const STAGE_MESSAGE_TEXT = {
  'stage.consultReview.title': 'One of our licensed healthcare provider is reviewing your responses',
  'stage.consultReview.body': 'We will notify you once your medication plan is ready.',
  'stage.consultBooked.title': 'Upcoming Consult',
  'stage.consultBooked.scheduledFor': 'Scheduled for {date} at {time} {zone}',
  'stage.consultBooked.booked': 'Consultation appointment booked',
  'stage.consultRequired.title': 'Consultation Required',
  'stage.consultRequired.body': 'Please schedule your consultation appointment',
  'stage.medicationApproved.title': 'Treatment Approved',
  'stage.medicationApproved.body': 'Your treatment plan has been approved by the healthcare provider',
  'stage.paymentProcessing.title': 'Processing Payment',
  'stage.paymentProcessing.body': 'Your payment is being processed. Once completed, your medication will be ordered.',
  'stage.medicationOrdered.title': 'Medication Ordered',
  'stage.medicationOrdered.body': 'Your medication has been ordered',
  // The spec describes this text without quoting it: shipped, and mark it delivered once received.
  'stage.medicationOrdered.shipped': 'Your medication has been shipped. If you have received it, please mark it as delivered.',
  'stage.medicationDelivered.title': 'Medication Delivered',
  'stage.medicationDelivered.body': 'Your medication has been successfully delivered',
  'stage.bookingCompleted.title': 'Treatment Complete',
  'stage.bookingCompleted.body': 'Your healthcare service has been completed successfully',
  'stage.bookingCancelled.title': 'Service Cancelled',
  'stage.bookingCancelled.body': 'This healthcare service has been cancelled',
  'stage.recordProgram.title': 'Program Started',
  'stage.recordProgram.body': 'Begin tracking your treatment progress',
  'stage.fallback.checkinBooked': 'Check-in Scheduled',
  'stage.fallback.checkinInProgress': 'Check-in In Progress',
  'stage.fallback.labBooked': 'Lab Test Scheduled',
  'stage.fallback.labInProgress': 'Lab Test In Progress',
  // Spec §4 journey labels 100 and 19 (issue 17): the lab has the sample; the report is there.
  'stage.fallback.labReceived': 'Awaiting Labs',
  'stage.fallback.labCompleted': 'Lab Reports Received',
  'stage.fallback.sessionBooked': 'Session Scheduled',
  // Not in the spec (issue 17): a lab test that did not happen; the spec's stage would say 'Treatment Complete'.
  'stage.labCancelled.title': 'Lab Test Cancelled',
  'stage.labCancelled.body': 'This lab test has been cancelled',
  'stage.labExpired.title': 'Lab Test Expired',
  'stage.labExpired.body': 'The time of this lab test has passed without a sample being taken',
  // Not in the spec: other ends the spec's stage would call 'Treatment Complete' although nothing was completed.
  'stage.checkinCancelled.title': 'Check-in Cancelled',
  'stage.checkinCancelled.body': 'This check-in has been cancelled',
  'stage.checkinRejected.title': 'Check-in Not Approved',
  'stage.checkinRejected.body': 'Your healthcare provider did not approve this check-in. Please contact the clinic about next steps.',
  'stage.bookingRemoved.title': 'Booking Removed',
  'stage.bookingRemoved.body': 'This booking has been removed by the clinic',
  'stage.fallback.sessionInProgress': 'Session In Progress',
  // Not in the spec (issue 11): the provider declined the treatment; the screen adds the provider's reason.
  'stage.treatmentDeclined.title': 'Treatment Declined',
  'stage.treatmentDeclined.body': 'Your healthcare provider has decided this treatment is not right for you.',
  // Not in the spec (issue 11): a renewal order waiting for the provider's re-approval before it is charged.
  'stage.renewalAwaitingApproval.title': 'Renewal Awaiting Approval',
  'stage.renewalAwaitingApproval.body': "Your healthcare provider is reviewing your next month's order. You will be charged once it is approved.",
} as const;

export type StageMessageKey = keyof typeof STAGE_MESSAGE_TEXT;

/** The actions a stage card may offer, in the order they are shown. */
export const STAGE_ACTIONS = ['View', 'Join', 'Reschedule', 'Cancel'] as const;
export type StageAction = (typeof STAGE_ACTIONS)[number];

type StageMessageTemplate = { readonly titleKey: StageMessageKey; readonly bodyKey: StageMessageKey };

/** Each stage's plain message; `null` where the spec gives the stage no message. Variants are chosen in stageMessage. */
export const STAGE_MESSAGES = {
  ConsultBooked: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.booked' },
  ConsultBookingRequired: { titleKey: 'stage.consultRequired.title', bodyKey: 'stage.consultRequired.body' },
  MedicationApproved: { titleKey: 'stage.medicationApproved.title', bodyKey: 'stage.medicationApproved.body' },
  MedicationOrdered: { titleKey: 'stage.medicationOrdered.title', bodyKey: 'stage.medicationOrdered.body' },
  MedicationPaymentProcessing: { titleKey: 'stage.paymentProcessing.title', bodyKey: 'stage.paymentProcessing.body' },
  MedicationDelivered: { titleKey: 'stage.medicationDelivered.title', bodyKey: 'stage.medicationDelivered.body' },
  BookingCompleted: { titleKey: 'stage.bookingCompleted.title', bodyKey: 'stage.bookingCompleted.body' },
  BookingCancelled: { titleKey: 'stage.bookingCancelled.title', bodyKey: 'stage.bookingCancelled.body' },
  RecordProgram: { titleKey: 'stage.recordProgram.title', bodyKey: 'stage.recordProgram.body' },
  BookHcp: null,
  MedicationCheckout: null,
} as const satisfies Record<DisplayStage, StageMessageTemplate | null>;

/**
 * Spec §4 "Fallbacks": titles for statuses the spec puts in the BookingCompleted stage although nothing is
 * complete yet. In that stage they replace 'Treatment Complete' (a booked lab is not a completed treatment);
 * the spec gives them no body, so they have none.
 */
export const STATUS_FALLBACK_TITLE = {
  CheckinBooked: 'stage.fallback.checkinBooked',
  CheckinInProgress: 'stage.fallback.checkinInProgress',
  LabBooked: 'stage.fallback.labBooked',
  LabInProgress: 'stage.fallback.labInProgress',
  LabReceived: 'stage.fallback.labReceived',
  LabCompleted: 'stage.fallback.labCompleted',
  SessionBooked: 'stage.fallback.sessionBooked',
  SessionInProgress: 'stage.fallback.sessionInProgress',
} as const satisfies Partial<Record<OrderItemStatus, StageMessageKey>>;

/**
 * Statuses the spec puts in the BookingCompleted stage although the service never happened (issue 17): a
 * cancelled or lapsed lab visit, a cancelled or rejected check-in, a booking the clinic removed. They read their
 * own title and body instead of 'Treatment Complete'.
 */
export const STATUS_OWN_MESSAGE = {
  LabCancelled: { titleKey: 'stage.labCancelled.title', bodyKey: 'stage.labCancelled.body' },
  LabExpired: { titleKey: 'stage.labExpired.title', bodyKey: 'stage.labExpired.body' },
  CheckinCancelled: { titleKey: 'stage.checkinCancelled.title', bodyKey: 'stage.checkinCancelled.body' },
  CheckinRejected: { titleKey: 'stage.checkinRejected.title', bodyKey: 'stage.checkinRejected.body' },
  Deleted: { titleKey: 'stage.bookingRemoved.title', bodyKey: 'stage.bookingRemoved.body' },
} as const satisfies Partial<Record<OrderItemStatus, StageMessageTemplate>>;

/** What the server says about the item's consult session (order item consult and its consultationDetail). */
export type StageSession = {
  readonly scheduledAt: Date | null;
  readonly canJoin: boolean;
  readonly canReschedule: boolean;
  /** Booked and not started yet: cancel stays open past the reschedule cut-off (with the cancellation charge). */
  readonly canCancel: boolean;
};

export type StageMessageInput = {
  readonly stage: DisplayStage;
  /** The item's status, when it has one: it picks the MedicationOrderProcessed text and the fallbacks. */
  readonly status: OrderItemStatus | null;
  /** A consult-plus-form product: the provider reviews the answers instead of meeting the client. */
  readonly consultWithForm: boolean;
  readonly session: StageSession | null;
};

export type StageMessage = {
  readonly titleKey: StageMessageKey;
  readonly bodyKey: StageMessageKey | null;
  /** Set when bodyKey is 'stage.consultBooked.scheduledFor': the instant the UI formats as {date}, {time}, {zone}. */
  readonly scheduledAt: Date | null;
  readonly actions: readonly StageAction[];
};

/**
 * The stage card's message and actions. Join, Reschedule and Cancel follow the server's canJoin, canReschedule
 * and canCancel (never computed here): Cancel stays open after the reschedule cut-off until the session starts,
 * so a late cancellation can carry its charge. A consult-plus-form product has no call to join, so no actions.
 */
export function stageMessage({ stage, status, consultWithForm, session }: StageMessageInput): StageMessage | null {
  const own = stage === 'BookingCompleted' && status !== null ? OWN_MESSAGE_BY_STATUS[status] : undefined;
  if (own) return { ...own, scheduledAt: null, actions: [] };
  const fallback = stage === 'BookingCompleted' && status !== null ? fallbackTitle(status) : undefined;
  if (fallback) return { titleKey: fallback, bodyKey: null, scheduledAt: null, actions: [] };

  const template = STAGE_MESSAGES[stage];
  if (!template) return null;
  const plain: StageMessage = { ...template, scheduledAt: null, actions: [] };

  switch (stage) {
    case 'ConsultBooked': {
      if (consultWithForm) return { titleKey: 'stage.consultReview.title', bodyKey: 'stage.consultReview.body', scheduledAt: null, actions: [] };
      const scheduledAt = session?.scheduledAt ?? null;
      return {
        titleKey: template.titleKey,
        bodyKey: scheduledAt ? 'stage.consultBooked.scheduledFor' : template.bodyKey,
        scheduledAt,
        actions: session ? actionsOf({ View: true, Join: session.canJoin, Reschedule: session.canReschedule, Cancel: session.canCancel }) : [],
      };
    }
    case 'ConsultBookingRequired':
      return { ...plain, actions: actionsOf({ Reschedule: session?.canReschedule === true }) };
    case 'MedicationOrdered':
      return status === 'MedicationOrderProcessed' ? { ...plain, bodyKey: 'stage.medicationOrdered.shipped', actions: ['View'] } : plain;
    default:
      return plain;
  }
}

/** The message of an item's own stage (see displayStageOf). */
export function stageMessageOfStatus(status: OrderItemStatus, context: Omit<StageMessageInput, 'stage' | 'status'>): StageMessage | null {
  return stageMessage({ ...context, stage: displayStageOf(status), status });
}

const FALLBACK_BY_STATUS: Partial<Record<OrderItemStatus, StageMessageKey>> = STATUS_FALLBACK_TITLE;
const OWN_MESSAGE_BY_STATUS: Partial<Record<OrderItemStatus, StageMessageTemplate>> = STATUS_OWN_MESSAGE;

function fallbackTitle(status: OrderItemStatus): StageMessageKey | undefined {
  return FALLBACK_BY_STATUS[status];
}

function actionsOf(offered: Partial<Record<StageAction, boolean>>): StageAction[] {
  return STAGE_ACTIONS.filter((action) => offered[action] === true);
}

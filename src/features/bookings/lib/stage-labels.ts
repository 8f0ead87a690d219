// The stage messages' text (spec §4 "Stage messages", kept as written): the domain picks the key, this table
// gives the translated message. The English source is STAGE_MESSAGE_TEXT's; the compiler checks every key.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StageMessageKey } from '../../../domain/orders/stage-messages.ts';

export const STAGE_MESSAGE_LABELS = {
  'stage.consultReview.title': msg`One of our licensed healthcare provider is reviewing your responses`,
  'stage.consultReview.body': msg`We will notify you once your medication plan is ready.`,
  'stage.consultBooked.title': msg`Upcoming Consult`,
  'stage.consultBooked.scheduledFor': msg`Scheduled for {date} at {time} {zone}`,
  'stage.consultBooked.booked': msg`Consultation appointment booked`,
  'stage.consultRequired.title': msg`Consultation Required`,
  'stage.consultRequired.body': msg`Please schedule your consultation appointment`,
  'stage.medicationApproved.title': msg`Treatment Approved`,
  'stage.medicationApproved.body': msg`Your treatment plan has been approved by the healthcare provider`,
  'stage.paymentProcessing.title': msg`Processing Payment`,
  'stage.paymentProcessing.body': msg`Your payment is being processed. Once completed, your medication will be ordered.`,
  'stage.medicationOrdered.title': msg`Medication Ordered`,
  'stage.medicationOrdered.body': msg`Your medication has been ordered`,
  'stage.medicationOrdered.shipped': msg`Your medication has been shipped. If you have received it, please mark it as delivered.`,
  'stage.medicationDelivered.title': msg`Medication Delivered`,
  'stage.medicationDelivered.body': msg`Your medication has been successfully delivered`,
  'stage.bookingCompleted.title': msg`Treatment Complete`,
  'stage.bookingCompleted.body': msg`Your healthcare service has been completed successfully`,
  'stage.bookingCancelled.title': msg`Service Cancelled`,
  'stage.bookingCancelled.body': msg`This healthcare service has been cancelled`,
  'stage.recordProgram.title': msg`Program Started`,
  'stage.recordProgram.body': msg`Begin tracking your treatment progress`,
  'stage.fallback.checkinBooked': msg`Check-in Scheduled`,
  'stage.fallback.checkinInProgress': msg`Check-in In Progress`,
  'stage.fallback.labBooked': msg`Lab Test Scheduled`,
  'stage.fallback.labInProgress': msg`Lab Test In Progress`,
  'stage.fallback.labReceived': msg`Awaiting Labs`,
  'stage.fallback.labCompleted': msg`Lab Reports Received`,
  'stage.fallback.sessionBooked': msg`Session Scheduled`,
  'stage.treatmentDeclined.title': msg`Treatment Declined`,
  'stage.treatmentDeclined.body': msg`Your healthcare provider has decided this treatment is not right for you.`,
  'stage.renewalAwaitingApproval.title': msg`Renewal Awaiting Approval`,
  'stage.renewalAwaitingApproval.body': msg`Your healthcare provider is reviewing your next month's order. You will be charged once it is approved.`,
} as const satisfies Record<StageMessageKey, MessageDescriptor>;

import { describe, expect, it } from 'vitest';
import { displayStageOf, DISPLAY_STAGES } from '../../../src/domain/orders/display-stage.ts';
import { ORDER_ITEM_STATUSES } from '../../../src/domain/orders/order-item-status.ts';
import {
  STAGE_MESSAGE_TEXT,
  STAGE_MESSAGES,
  stageMessage,
  stageMessageOfStatus,
  type StageMessageInput,
  type StageSession,
} from '../../../src/domain/orders/stage-messages.ts';

const AT = new Date('2026-03-10T15:00:00Z');
const session = (overrides: Partial<StageSession> = {}): StageSession => ({ scheduledAt: AT, canJoin: false, canReschedule: false, canCancel: false, ...overrides });
const base = { consultWithForm: false, session: null } as const;

describe('stage message texts are the spec wording', () => {
  it.each([
    ['stage.consultReview.title', 'One of our licensed healthcare provider is reviewing your responses'],
    ['stage.consultReview.body', 'We will notify you once your medication plan is ready.'],
    ['stage.consultBooked.title', 'Upcoming Consult'],
    ['stage.consultBooked.scheduledFor', 'Scheduled for {date} at {time} {zone}'],
    ['stage.consultBooked.booked', 'Consultation appointment booked'],
    ['stage.consultRequired.title', 'Consultation Required'],
    ['stage.consultRequired.body', 'Please schedule your consultation appointment'],
    ['stage.medicationApproved.title', 'Treatment Approved'],
    ['stage.medicationApproved.body', 'Your treatment plan has been approved by the healthcare provider'],
    ['stage.paymentProcessing.title', 'Processing Payment'],
    ['stage.paymentProcessing.body', 'Your payment is being processed. Once completed, your medication will be ordered.'],
    ['stage.medicationOrdered.title', 'Medication Ordered'],
    ['stage.medicationOrdered.body', 'Your medication has been ordered'],
    ['stage.medicationDelivered.title', 'Medication Delivered'],
    ['stage.medicationDelivered.body', 'Your medication has been successfully delivered'],
    ['stage.bookingCompleted.title', 'Treatment Complete'],
    ['stage.bookingCompleted.body', 'Your healthcare service has been completed successfully'],
    ['stage.bookingCancelled.title', 'Service Cancelled'],
    ['stage.bookingCancelled.body', 'This healthcare service has been cancelled'],
    ['stage.recordProgram.title', 'Program Started'],
    ['stage.recordProgram.body', 'Begin tracking your treatment progress'],
    ['stage.fallback.checkinBooked', 'Check-in Scheduled'],
    ['stage.fallback.checkinInProgress', 'Check-in In Progress'],
    ['stage.fallback.labBooked', 'Lab Test Scheduled'],
    ['stage.fallback.labInProgress', 'Lab Test In Progress'],
    ['stage.fallback.sessionBooked', 'Session Scheduled'],
    ['stage.treatmentDeclined.title', 'Treatment Declined'],
    ['stage.treatmentDeclined.body', 'Your healthcare provider has decided this treatment is not right for you.'],
    ['stage.renewalAwaitingApproval.title', 'Renewal Awaiting Approval'],
    ['stage.renewalAwaitingApproval.body', "Your healthcare provider is reviewing your next month's order. You will be charged once it is approved."],
  ] as const)('%s', (key, text) => {
    expect(STAGE_MESSAGE_TEXT[key]).toBe(text);
  });

  it('the shipped text asks the client to mark the medication delivered', () => {
    expect(STAGE_MESSAGE_TEXT['stage.medicationOrdered.shipped']).toMatch(/shipped.*mark it as delivered/);
  });

  it('only BookHcp and MedicationCheckout have no message', () => {
    expect(DISPLAY_STAGES.filter((stage) => STAGE_MESSAGES[stage] === null)).toEqual(['BookHcp', 'MedicationCheckout']);
  });
});

describe('stageMessage', () => {
  it.each<{ name: string; input: StageMessageInput; expected: ReturnType<typeof stageMessage> }>([
    {
      name: 'consult-plus-form product: provider reviewing, no actions even with a session',
      input: { stage: 'ConsultBooked', status: 'OrderCreated', consultWithForm: true, session: session({ canJoin: true }) },
      expected: { titleKey: 'stage.consultReview.title', bodyKey: 'stage.consultReview.body', scheduledAt: null, actions: [] },
    },
    {
      name: 'consult booked without a session',
      input: { stage: 'ConsultBooked', status: 'OrderCreated', ...base },
      expected: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.booked', scheduledAt: null, actions: [] },
    },
    {
      name: 'consult with a session and no time yet: View only',
      input: { stage: 'ConsultBooked', status: 'Scheduled', consultWithForm: false, session: session({ scheduledAt: null }) },
      expected: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.booked', scheduledAt: null, actions: ['View'] },
    },
    {
      name: 'scheduled consult before the cut-off: View, Reschedule, Cancel',
      input: { stage: 'ConsultBooked', status: 'Scheduled', consultWithForm: false, session: session({ canReschedule: true, canCancel: true }) },
      expected: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.scheduledFor', scheduledAt: AT, actions: ['View', 'Reschedule', 'Cancel'] },
    },
    {
      name: 'scheduled consult after the reschedule cut-off, not started: View, Cancel (with its charge)',
      input: { stage: 'ConsultBooked', status: 'Scheduled', consultWithForm: false, session: session({ canCancel: true }) },
      expected: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.scheduledFor', scheduledAt: AT, actions: ['View', 'Cancel'] },
    },
    {
      name: 'scheduled consult in its join window after the cut-off: View, Join',
      input: { stage: 'ConsultBooked', status: 'Scheduled', consultWithForm: false, session: session({ canJoin: true }) },
      expected: { titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.scheduledFor', scheduledAt: AT, actions: ['View', 'Join'] },
    },
    {
      name: 'consult required, rebookable',
      input: { stage: 'ConsultBookingRequired', status: 'ConsultationExpired', consultWithForm: false, session: session({ canReschedule: true }) },
      expected: { titleKey: 'stage.consultRequired.title', bodyKey: 'stage.consultRequired.body', scheduledAt: null, actions: ['Reschedule'] },
    },
    {
      name: 'consult required without a session',
      input: { stage: 'ConsultBookingRequired', status: 'ConsultationCancelled', ...base },
      expected: { titleKey: 'stage.consultRequired.title', bodyKey: 'stage.consultRequired.body', scheduledAt: null, actions: [] },
    },
    {
      name: 'medication ordered',
      input: { stage: 'MedicationOrdered', status: 'MedicationOrdered', ...base },
      expected: { titleKey: 'stage.medicationOrdered.title', bodyKey: 'stage.medicationOrdered.body', scheduledAt: null, actions: [] },
    },
    {
      name: 'medication shipped (MedicationOrderProcessed): shipped text and View',
      input: { stage: 'MedicationOrdered', status: 'MedicationOrderProcessed', ...base },
      expected: { titleKey: 'stage.medicationOrdered.title', bodyKey: 'stage.medicationOrdered.shipped', scheduledAt: null, actions: ['View'] },
    },
    {
      name: 'payment processing',
      input: { stage: 'MedicationPaymentProcessing', status: 'MedicationOrderProcessing', ...base },
      expected: { titleKey: 'stage.paymentProcessing.title', bodyKey: 'stage.paymentProcessing.body', scheduledAt: null, actions: [] },
    },
    {
      name: 'record program (no status maps to it)',
      input: { stage: 'RecordProgram', status: null, ...base },
      expected: { titleKey: 'stage.recordProgram.title', bodyKey: 'stage.recordProgram.body', scheduledAt: null, actions: [] },
    },
    {
      name: 'booking completed without a status',
      input: { stage: 'BookingCompleted', status: null, ...base },
      expected: { titleKey: 'stage.bookingCompleted.title', bodyKey: 'stage.bookingCompleted.body', scheduledAt: null, actions: [] },
    },
    { name: 'BookHcp has no message', input: { stage: 'BookHcp', status: null, ...base }, expected: null },
    { name: 'MedicationCheckout has no message', input: { stage: 'MedicationCheckout', status: null, ...base }, expected: null },
  ])('$name', ({ input, expected }) => {
    expect(stageMessage(input)).toEqual(expected);
  });
});

describe('stageMessageOfStatus: every status has a message in its own stage', () => {
  it.each([...ORDER_ITEM_STATUSES])('%s', (status) => {
    const message = stageMessageOfStatus(status, base);
    expect(message).not.toBeNull();
    expect(STAGE_MESSAGE_TEXT[message?.titleKey ?? 'stage.bookingCompleted.title']).toBeTruthy();
  });

  it.each([
    { status: 'CheckinBooked', titleKey: 'stage.fallback.checkinBooked' },
    { status: 'CheckinInProgress', titleKey: 'stage.fallback.checkinInProgress' },
    { status: 'LabBooked', titleKey: 'stage.fallback.labBooked' },
    { status: 'LabInProgress', titleKey: 'stage.fallback.labInProgress' },
    { status: 'SessionBooked', titleKey: 'stage.fallback.sessionBooked' },
    { status: 'SessionInProgress', titleKey: 'stage.fallback.sessionInProgress' },
  ] as const)('fallback: $status -> $titleKey, no body', ({ status, titleKey }) => {
    expect(displayStageOf(status)).toBe('BookingCompleted');
    expect(stageMessageOfStatus(status, base)).toEqual({ titleKey, bodyKey: null, scheduledAt: null, actions: [] });
  });

  it.each([
    { status: 'LabCancelled', titleKey: 'stage.labCancelled.title', bodyKey: 'stage.labCancelled.body', title: 'Lab Test Cancelled' },
    { status: 'LabExpired', titleKey: 'stage.labExpired.title', bodyKey: 'stage.labExpired.body', title: 'Lab Test Expired' },
    { status: 'CheckinCancelled', titleKey: 'stage.checkinCancelled.title', bodyKey: 'stage.checkinCancelled.body', title: 'Check-in Cancelled' },
    { status: 'CheckinRejected', titleKey: 'stage.checkinRejected.title', bodyKey: 'stage.checkinRejected.body', title: 'Check-in Not Approved' },
    { status: 'Deleted', titleKey: 'stage.bookingRemoved.title', bodyKey: 'stage.bookingRemoved.body', title: 'Booking Removed' },
  ] as const)('a service that did not happen ($status) reads $title, never Treatment Complete', ({ status, titleKey, bodyKey, title }) => {
    expect(displayStageOf(status)).toBe('BookingCompleted');
    expect(stageMessageOfStatus(status, base)).toEqual({ titleKey, bodyKey, scheduledAt: null, actions: [] });
    expect(STAGE_MESSAGE_TEXT[titleKey]).toBe(title);
  });

  it.each([
    { status: 'Cancelled', titleKey: 'stage.bookingCancelled.title', bodyKey: 'stage.bookingCancelled.body' },
    { status: 'Completed', titleKey: 'stage.bookingCompleted.title', bodyKey: 'stage.bookingCompleted.body' },
  ] as const)('the oddity: $status reads $titleKey', ({ status, titleKey, bodyKey }) => {
    expect(stageMessageOfStatus(status, base)).toEqual({ titleKey, bodyKey, scheduledAt: null, actions: [] });
  });

  it('a started program reads Program Started / Begin tracking your treatment progress (issue 11)', () => {
    expect(displayStageOf('TreatmentPlanStarted')).toBe('RecordProgram');
    expect(stageMessageOfStatus('TreatmentPlanStarted', base)).toEqual({ titleKey: 'stage.recordProgram.title', bodyKey: 'stage.recordProgram.body', scheduledAt: null, actions: [] });
  });

  it('a fallback applies only in the BookingCompleted stage', () => {
    expect(stageMessage({ stage: 'RecordProgram', status: 'LabBooked', ...base })?.titleKey).toBe('stage.recordProgram.title');
  });
});

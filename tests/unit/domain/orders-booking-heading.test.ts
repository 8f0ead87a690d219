import { describe, expect, it } from 'vitest';
import { bookingHeading, bookingStageMessage, isConsultWithForm, stageMessageForItem, type BookingRowInput } from '../../../src/domain/orders/booking-heading.ts';
import { ORDER_ITEM_STATUSES } from '../../../src/domain/orders/order-item-status.ts';

const session = { scheduledAt: new Date('2026-03-09T13:00:00Z'), canJoin: false, canReschedule: true, canCancel: true };

describe('booking heading and stage message of a list row', () => {
  it('medication and programs are consult-plus-form products; consultations and labs are not', () => {
    expect(isConsultWithForm('MEDICATION')).toBe(true);
    expect(isConsultWithForm('PROGRAM')).toBe(true);
    expect(isConsultWithForm('CONSULTATION')).toBe(false);
    expect(isConsultWithForm('LAB_TEST')).toBe(false);
  });

  it('a scheduled consultation: Upcoming Consult, scheduled for its time, with its actions', () => {
    const message = bookingStageMessage({ status: 'Scheduled', productType: 'CONSULTATION', session });
    expect(message).toMatchObject({ titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.scheduledFor', scheduledAt: session.scheduledAt, actions: ['View', 'Reschedule', 'Cancel'] });
    expect(bookingHeading(message)).toEqual({ kind: 'stage', titleKey: 'stage.consultBooked.title' });
  });

  it('a consultation bought before its time was chosen: appointment booked, no actions', () => {
    expect(bookingStageMessage({ status: 'OrderCreated', productType: 'CONSULTATION', session: null })).toMatchObject({ titleKey: 'stage.consultBooked.title', bodyKey: 'stage.consultBooked.booked', actions: [] });
  });

  it('a medication product without a session: the provider is reviewing the answers', () => {
    expect(bookingStageMessage({ status: 'OrderCreated', productType: 'MEDICATION', session: null })).toMatchObject({ titleKey: 'stage.consultReview.title', bodyKey: 'stage.consultReview.body' });
  });

  it('every status has a stage message, so the stage title is the heading of every row', () => {
    for (const status of ORDER_ITEM_STATUSES) {
      expect(bookingHeading(bookingStageMessage({ status, productType: 'CONSULTATION', session: null })).kind, status).toBe('stage');
    }
  });

  it.each<{ name: string; input: BookingRowInput; titleKey: string; bodyKey: string | null }>([
    { name: 'approved, waiting to be ordered', input: { status: 'ConsultationCompleted', productType: 'MEDICATION', session: null, treatmentDecision: 'APPROVED' }, titleKey: 'stage.medicationApproved.title', bodyKey: 'stage.medicationApproved.body' },
    { name: 'declined before the item moved on', input: { status: 'ConsultationCompleted', productType: 'MEDICATION', session: null, treatmentDecision: 'DECLINED' }, titleKey: 'stage.treatmentDeclined.title', bodyKey: 'stage.treatmentDeclined.body' },
    { name: 'declined: the item completed', input: { status: 'Completed', productType: 'CONSULTATION', session: null, treatmentDecision: 'DECLINED' }, titleKey: 'stage.treatmentDeclined.title', bodyKey: 'stage.treatmentDeclined.body' },
    { name: 'declined renewal, cancelled', input: { status: 'Cancelled', productType: 'MEDICATION', session: null, treatmentDecision: 'DECLINED', isRenewal: true }, titleKey: 'stage.treatmentDeclined.title', bodyKey: 'stage.treatmentDeclined.body' },
    { name: 'approved and completed: Treatment Complete', input: { status: 'Completed', productType: 'MEDICATION', session: null, treatmentDecision: 'APPROVED' }, titleKey: 'stage.bookingCompleted.title', bodyKey: 'stage.bookingCompleted.body' },
    { name: 'completed without a decision (old callers): Treatment Complete', input: { status: 'Completed', productType: 'CONSULTATION', session: null }, titleKey: 'stage.bookingCompleted.title', bodyKey: 'stage.bookingCompleted.body' },
    { name: 'cancelled without a decline: Service Cancelled', input: { status: 'Cancelled', productType: 'MEDICATION', session: null, treatmentDecision: null }, titleKey: 'stage.bookingCancelled.title', bodyKey: 'stage.bookingCancelled.body' },
    { name: 'a decline does not hide a later status (a declined item never gets there, but the rule is narrow)', input: { status: 'MedicationOrdered', productType: 'MEDICATION', session: null, treatmentDecision: 'DECLINED' }, titleKey: 'stage.medicationOrdered.title', bodyKey: 'stage.medicationOrdered.body' },
    { name: 'program started', input: { status: 'TreatmentPlanStarted', productType: 'MEDICATION', session: null, treatmentDecision: 'APPROVED' }, titleKey: 'stage.recordProgram.title', bodyKey: 'stage.recordProgram.body' },
    { name: 'a renewal waiting for re-approval', input: { status: 'OrderCreated', productType: 'MEDICATION', session: null, isRenewal: true }, titleKey: 'stage.renewalAwaitingApproval.title', bodyKey: 'stage.renewalAwaitingApproval.body' },
    { name: 'a renewal being charged', input: { status: 'MedicationOrderProcessing', productType: 'MEDICATION', session: null, isRenewal: true }, titleKey: 'stage.paymentProcessing.title', bodyKey: 'stage.paymentProcessing.body' },
    { name: 'a new medication booking is not a renewal', input: { status: 'OrderCreated', productType: 'MEDICATION', session: null, isRenewal: false }, titleKey: 'stage.consultReview.title', bodyKey: 'stage.consultReview.body' },
  ])('decision and renewal: $name', ({ input, titleKey, bodyKey }) => {
    expect(bookingStageMessage(input)).toEqual({ titleKey, bodyKey, scheduledAt: null, actions: [] });
    expect(stageMessageForItem(input)).toEqual(bookingStageMessage(input));
  });

  it('no message: the display id and product name', () => {
    expect(bookingHeading(null)).toEqual({ kind: 'item' });
  });
});

import { describe, expect, it } from 'vitest';
import { bookingHeading, bookingStageMessage, isConsultWithForm } from '../../../src/domain/orders/booking-heading.ts';
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

  it('no message: the display id and product name', () => {
    expect(bookingHeading(null)).toEqual({ kind: 'item' });
  });
});

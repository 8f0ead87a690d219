import { describe, expect, it } from 'vitest';
import { bookingTabOf, statusesOfTab } from '../../../src/domain/orders/booking-tabs.ts';
import { BOOKING_TABS } from '../../../src/domain/orders/bookings-list.ts';
import { EXCLUDED_FROM_ACTIVE, IN_PROGRESS_STATUSES, ORDER_ITEM_STATUSES } from '../../../src/domain/orders/order-item-status.ts';

describe('bookings list tabs', () => {
  it.each([
    ['OrderCreated', 'INPROGRESS'],
    ['ConsultationInProgress', 'INPROGRESS'],
    ['MedicationOrderProcessing', 'INPROGRESS'],
    ['LabInProgress', 'INPROGRESS'],
    ['CheckinInProgress', 'INPROGRESS'],
    ['SessionInProgress', 'INPROGRESS'],
    ['Scheduled', 'UPCOMING'],
    ['ConsultationCompleted', 'UPCOMING'],
    ['ConsultationExpired', 'UPCOMING'],
    ['ConsultationCancelled', 'UPCOMING'],
    ['MedicationOrdered', 'UPCOMING'],
    ['MedicationOrderProcessed', 'UPCOMING'],
    ['InProgress', 'UPCOMING'],
    ['LabBooked', 'UPCOMING'],
    ['LabReceived', 'UPCOMING'],
    ['LabCompleted', 'UPCOMING'],
    ['LabCancelled', 'UPCOMING'],
    ['LabExpired', 'UPCOMING'],
    ['CheckinBooked', 'UPCOMING'],
    ['CheckinCompleted', 'UPCOMING'],
    ['CheckinCancelled', 'UPCOMING'],
    ['CheckinApproved', 'UPCOMING'],
    ['SessionBooked', 'UPCOMING'],
    ['Completed', 'COMPLETED'],
    ['Cancelled', 'COMPLETED'],
    ['CheckinRejected', 'COMPLETED'],
    ['MedicationDelivered', 'COMPLETED'],
    ['TreatmentPlanStarted', 'COMPLETED'],
    ['Deleted', null],
  ] as const)('%s -> %s', (status, tab) => {
    expect(bookingTabOf(status)).toBe(tab);
  });

  it('covers every status exactly once (Deleted in none)', () => {
    const listed = BOOKING_TABS.flatMap((tab) => statusesOfTab(tab));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, 'Deleted'].sort()).toEqual([...ORDER_ITEM_STATUSES].sort());
  });

  it('follows the spec §4 sets', () => {
    expect(statusesOfTab('INPROGRESS').sort()).toEqual([...IN_PROGRESS_STATUSES].sort());
    expect(statusesOfTab('COMPLETED').sort()).toEqual(EXCLUDED_FROM_ACTIVE.filter((s) => s !== 'Deleted').sort());
  });
});

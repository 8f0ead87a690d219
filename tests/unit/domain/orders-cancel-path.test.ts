import { describe, expect, it } from 'vitest';
import { cancellationPath } from '../../../src/domain/orders/cancel-path.ts';
import { ORDER_ITEM_STATUSES } from '../../../src/domain/orders/order-item-status.ts';
import { canTransition } from '../../../src/domain/orders/status-transitions.ts';

describe('cancellationPath', () => {
  it.each([
    ['Scheduled', { booked: true, lab: false }, ['ConsultationCancelled', 'Cancelled']],
    ['LabBooked', { booked: true, lab: true }, ['LabCancelled', 'Cancelled']],
    ['OrderCreated', { booked: false, lab: false }, ['Cancelled']],
    ['MedicationOrdered', { booked: false, lab: false }, ['Cancelled']],
    ['ConsultationExpired', { booked: false, lab: false }, ['Cancelled']],
    ['Scheduled', { booked: false, lab: false }, ['Cancelled']],
  ] as const)('%s with session %o -> %o', (status, session, path) => {
    expect(cancellationPath(status, session)).toEqual(path);
  });

  it.each(['MedicationOrderProcessed', 'MedicationDelivered', 'ConsultationInProgress', 'LabInProgress', 'CheckinInProgress', 'Completed', 'Cancelled', 'Deleted', 'CheckinRejected'] as const)(
    '%s cannot be cancelled',
    (status) => {
      expect(cancellationPath(status, { booked: false, lab: false })).toBeNull();
      expect(cancellationPath(status, { booked: true, lab: false })).toBeNull();
    },
  );

  it('every step of every path is a transition the machine allows', () => {
    for (const status of ORDER_ITEM_STATUSES) {
      for (const session of [{ booked: true, lab: false }, { booked: true, lab: true }, { booked: false, lab: false }]) {
        const path = cancellationPath(status, session);
        if (!path) continue;
        let from = status;
        for (const to of path) {
          expect(canTransition(from, to), `${from} -> ${to}`).toBe(true);
          from = to;
        }
        expect(from).toBe('Cancelled');
      }
    }
  });
});

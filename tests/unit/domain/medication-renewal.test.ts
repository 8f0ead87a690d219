import { describe, expect, it } from 'vitest';
import { canChangeAutoRenew, RENEWAL_DAY, renewalDueAt } from '../../../src/domain/medication/renewal.ts';
import { ORDER_ITEM_STATUSES } from '../../../src/domain/orders/order-item-status.ts';

describe('renewal day (§9: auto-renew charges on day 21 after delivery)', () => {
  it('is day 21', () => {
    expect(RENEWAL_DAY).toBe(21);
  });

  it.each([
    { deliveredAt: '2026-03-01T10:00:00.000Z', due: '2026-03-22T10:00:00.000Z' },
    { deliveredAt: '2026-02-20T23:59:59.000Z', due: '2026-03-13T23:59:59.000Z' },
    // 21 × 24 h, never calendar days in a zone: across a US daylight-saving change it stays the same UTC time.
    { deliveredAt: '2026-03-01T15:30:00.000Z', due: '2026-03-22T15:30:00.000Z' },
    { deliveredAt: '2028-02-15T00:00:00.000Z', due: '2028-03-07T00:00:00.000Z' },
  ])('delivered $deliveredAt -> due $due', ({ deliveredAt, due }) => {
    expect(renewalDueAt(new Date(deliveredAt)).toISOString()).toBe(due);
  });

  it('does not change the delivery date', () => {
    const deliveredAt = new Date('2026-03-01T10:00:00Z');
    renewalDueAt(deliveredAt);
    expect(deliveredAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('canChangeAutoRenew: once the booking is processed (MedicationOrdered or later)', () => {
  const changeable = ['MedicationOrdered', 'MedicationOrderProcessed', 'MedicationDelivered', 'TreatmentPlanStarted'];
  it.each([...ORDER_ITEM_STATUSES])('%s', (status) => {
    expect(canChangeAutoRenew(status)).toBe(changeable.includes(status));
  });
});

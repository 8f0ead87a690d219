import { describe, expect, it } from 'vitest';
import {
  canMedicationOrderTransition,
  isMedicationOrderStatus,
  ITEM_STATUS_OF_MEDICATION_ORDER,
  MEDICATION_ORDER_STATUSES,
  MEDICATION_ORDER_TRANSITIONS,
  nextMedicationOrderStatuses,
  type MedicationOrderStatus,
} from '../../../src/domain/medication/medication-order-status.ts';
import { canTransition } from '../../../src/domain/orders/status-transitions.ts';

describe('medication order statuses', () => {
  it('the contract list', () => {
    expect(MEDICATION_ORDER_STATUSES).toEqual(['PROCESSING', 'ORDERED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'MISSING_REPORTED', 'FAILED', 'CANCELLED']);
    expect(isMedicationOrderStatus('SHIPPED')).toBe(true);
    expect(isMedicationOrderStatus('Shipped')).toBe(false);
    expect(isMedicationOrderStatus(null)).toBe(false);
  });

  const allowed: [MedicationOrderStatus, MedicationOrderStatus][] = [
    ['PROCESSING', 'ORDERED'],
    ['PROCESSING', 'FAILED'],
    ['PROCESSING', 'CANCELLED'],
    ['ORDERED', 'PREPARING'],
    ['ORDERED', 'SHIPPED'],
    ['ORDERED', 'CANCELLED'],
    ['PREPARING', 'SHIPPED'],
    ['PREPARING', 'CANCELLED'],
    ['SHIPPED', 'DELIVERED'],
    ['SHIPPED', 'MISSING_REPORTED'],
    ['MISSING_REPORTED', 'SHIPPED'],
    ['MISSING_REPORTED', 'DELIVERED'],
    ['FAILED', 'PROCESSING'],
    ['FAILED', 'CANCELLED'],
  ];

  it('allows exactly the listed moves', () => {
    const table = MEDICATION_ORDER_STATUSES.flatMap((from) => MEDICATION_ORDER_STATUSES.filter((to) => canMedicationOrderTransition(from, to)).map((to) => [from, to]));
    expect(table).toEqual(allowed);
  });

  it.each([
    ['SHIPPED', 'CANCELLED', 'cancellation only before shipment'],
    ['MISSING_REPORTED', 'CANCELLED', 'it was shipped'],
    ['DELIVERED', 'MISSING_REPORTED', 'delivered is final'],
    ['PROCESSING', 'SHIPPED', 'nothing ships before it is paid'],
    ['ORDERED', 'DELIVERED', 'nothing is delivered before it ships'],
    ['CANCELLED', 'PROCESSING', 'cancelled is final'],
    ['ORDERED', 'ORDERED', 'no self-transition'],
  ] as const)('refuses %s -> %s (%s)', (from, to, _why) => {
    expect(canMedicationOrderTransition(from, to)).toBe(false);
  });

  it('DELIVERED and CANCELLED are the only final states, and every state is reachable from PROCESSING', () => {
    expect(MEDICATION_ORDER_STATUSES.filter((s) => nextMedicationOrderStatuses(s).length === 0)).toEqual(['DELIVERED', 'CANCELLED']);
    const reached = new Set<MedicationOrderStatus>(['PROCESSING']);
    // A Set iterates over what is added while iterating, so one pass reaches everything.
    for (const from of reached) for (const to of MEDICATION_ORDER_TRANSITIONS[from]) reached.add(to);
    expect([...reached].sort()).toEqual([...MEDICATION_ORDER_STATUSES].sort());
  });
});

describe('ITEM_STATUS_OF_MEDICATION_ORDER: the item follows its order', () => {
  it.each([
    ['PROCESSING', 'MedicationOrderProcessing'],
    ['ORDERED', 'MedicationOrdered'],
    ['PREPARING', 'MedicationOrdered'],
    ['SHIPPED', 'MedicationOrderProcessed'],
    ['DELIVERED', 'MedicationDelivered'],
    ['MISSING_REPORTED', 'MedicationOrderProcessed'],
    ['CANCELLED', 'Cancelled'],
    ['FAILED', undefined],
  ] as const)('%s -> %s', (order, item) => {
    expect(ITEM_STATUS_OF_MEDICATION_ORDER[order]).toBe(item);
  });

  it('every move of an order that changes the item status is a move the order-item table allows', () => {
    for (const from of MEDICATION_ORDER_STATUSES) {
      for (const to of nextMedicationOrderStatuses(from)) {
        const itemFrom = ITEM_STATUS_OF_MEDICATION_ORDER[from];
        const itemTo = ITEM_STATUS_OF_MEDICATION_ORDER[to];
        if (itemFrom && itemTo && itemFrom !== itemTo) expect(canTransition(itemFrom, itemTo), `${from} -> ${to}`).toBe(true);
      }
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_STAGE } from '../../../src/domain/orders/display-stage.ts';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import {
  canTransition,
  FINAL_ORDER_ITEM_STATUSES,
  INITIAL_ORDER_ITEM_STATUS,
  nextStatuses,
  ORDER_ITEM_TRANSITIONS,
  orderItemStatusMachine,
} from '../../../src/domain/orders/status-transitions.ts';
import { STATUS_BADGE } from '../../../src/domain/orders/status-badge.ts';

function reachableFrom(start: OrderItemStatus): Set<OrderItemStatus> {
  const seen = new Set<OrderItemStatus>([start]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    for (const next of nextStatuses(queue[index] as OrderItemStatus)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the transition table', () => {
  it('has every status as a key', () => {
    expect(Object.keys(ORDER_ITEM_TRANSITIONS).sort()).toEqual([...ORDER_ITEM_STATUSES].sort());
  });

  it('final statuses are Completed, Cancelled, Deleted and CheckinRejected', () => {
    expect([...FINAL_ORDER_ITEM_STATUSES].sort()).toEqual(['Cancelled', 'CheckinRejected', 'Completed', 'Deleted']);
  });

  it.each([...ORDER_ITEM_STATUSES])('%s is reachable, has an edge, and can still end', (status) => {
    const incoming = ORDER_ITEM_STATUSES.filter((from) => nextStatuses(from).includes(status));
    const outgoing = nextStatuses(status);
    if (status === INITIAL_ORDER_ITEM_STATUS) expect(incoming).toEqual([]);
    else expect(incoming.length).toBeGreaterThan(0);
    if (!FINAL_ORDER_ITEM_STATUSES.includes(status)) expect(outgoing.length).toBeGreaterThan(0);
    expect(reachableFrom(INITIAL_ORDER_ITEM_STATUS).has(status)).toBe(true);
    expect([...reachableFrom(status)].some((s) => FINAL_ORDER_ITEM_STATUSES.includes(s))).toBe(true);
    expect(outgoing).not.toContain(status);
    expect(new Set(outgoing).size).toBe(outgoing.length);
  });
});

describe('the xstate machine agrees with the table', () => {
  it('starts at OrderCreated and marks the final statuses final', () => {
    expect(orderItemStatusMachine.config.initial).toBe('OrderCreated');
    for (const status of FINAL_ORDER_ITEM_STATUSES) {
      expect(orderItemStatusMachine.resolveState({ value: status, context: undefined }).status).toBe('done');
    }
  });

  it('for every pair of statuses', () => {
    for (const from of ORDER_ITEM_STATUSES) {
      for (const to of ORDER_ITEM_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(nextStatuses(from).includes(to));
      }
    }
  });
});

describe('canTransition', () => {
  it.each<[OrderItemStatus, OrderItemStatus]>([
    ['OrderCreated', 'Scheduled'],
    ['OrderCreated', 'ConsultationInProgress'],
    ['OrderCreated', 'LabBooked'],
    ['OrderCreated', 'CheckinBooked'],
    ['OrderCreated', 'SessionBooked'],
    ['OrderCreated', 'MedicationOrderProcessing'],
    ['OrderCreated', 'Deleted'],
    ['Scheduled', 'ConsultationInProgress'],
    ['Scheduled', 'ConsultationExpired'],
    ['Scheduled', 'ConsultationCancelled'],
    ['Scheduled', 'Cancelled'],
    ['ConsultationInProgress', 'ConsultationCompleted'],
    ['ConsultationExpired', 'Scheduled'],
    ['ConsultationCancelled', 'Scheduled'],
    ['ConsultationCompleted', 'MedicationOrderProcessing'],
    ['ConsultationCompleted', 'Completed'],
    ['MedicationOrderProcessing', 'MedicationOrdered'],
    ['MedicationOrderProcessing', 'ConsultationCompleted'],
    ['MedicationOrdered', 'MedicationOrderProcessed'],
    ['MedicationOrdered', 'Cancelled'],
    ['MedicationOrderProcessed', 'MedicationDelivered'],
    ['MedicationDelivered', 'TreatmentPlanStarted'],
    ['TreatmentPlanStarted', 'Completed'],
    ['LabBooked', 'LabInProgress'],
    ['LabInProgress', 'LabReceived'],
    ['LabReceived', 'LabCompleted'],
    ['LabExpired', 'LabBooked'],
    ['LabCompleted', 'Scheduled'],
    ['CheckinBooked', 'CheckinInProgress'],
    ['CheckinCompleted', 'CheckinRejected'],
    ['CheckinApproved', 'MedicationOrdered'],
    ['SessionBooked', 'SessionInProgress'],
    ['SessionInProgress', 'SessionBooked'],
    ['InProgress', 'Completed'],
  ])('%s -> %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each<[OrderItemStatus, OrderItemStatus, string]>([
    ['MedicationOrderProcessed', 'Cancelled', 'cancellation only before shipment'],
    ['MedicationDelivered', 'Cancelled', 'cancellation only before shipment'],
    ['TreatmentPlanStarted', 'Cancelled', 'cancellation only before shipment'],
    ['ConsultationInProgress', 'Cancelled', 'a consult under way ends first'],
    ['LabInProgress', 'Cancelled', 'a collection under way ends first'],
    ['SessionInProgress', 'Cancelled', 'a session under way ends first'],
    ['MedicationDelivered', 'Deleted', 'nothing with medication behind it is deleted'],
    ['ConsultationCompleted', 'Deleted', 'nothing with care behind it is deleted'],
    ['Completed', 'InProgress', 'final'],
    ['Cancelled', 'OrderCreated', 'final'],
    ['Deleted', 'Cancelled', 'final'],
    ['CheckinRejected', 'CheckinApproved', 'final'],
    ['Scheduled', 'Scheduled', 'no self transition'],
    ['OrderCreated', 'MedicationDelivered', 'no skipping shipment'],
    ['MedicationOrdered', 'MedicationDelivered', 'no skipping shipment'],
    ['MedicationOrdered', 'MedicationOrderProcessing', 'payment comes before the order'],
    ['Scheduled', 'ConsultationCompleted', 'a consult is held before it completes'],
    ['LabBooked', 'LabCompleted', 'no skipping the sample'],
    ['CheckinBooked', 'CheckinApproved', 'approval follows a completed check-in'],
    ['OrderCreated', 'TreatmentPlanStarted', 'a plan follows approval or delivery'],
  ])('%s -> %s is refused (%s)', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });
});

describe('docs/order-item-statuses.md', () => {
  const doc = readFileSync(new URL('../../../docs/order-item-statuses.md', import.meta.url), 'utf8');

  it.each([...ORDER_ITEM_STATUSES])('documents %s with its badge, stage and next statuses', (status) => {
    const next = nextStatuses(status).join(', ') || '— (final)';
    expect(doc).toContain(`| ${status} | ${STATUS_BADGE[status]} | ${STATUS_STAGE[status]} | ${next} |`);
  });
});

import type { OrderItemStatus } from '../orders/order-item-status.ts';

/**
 * The fulfilment states of one medication order (the lead's decision): PROCESSING while the payment runs, then
 * ORDERED -> PREPARING -> SHIPPED -> DELIVERED; MISSING_REPORTED when the client says it did not arrive; FAILED
 * when the payment failed; CANCELLED.
 */
export const MEDICATION_ORDER_STATUSES = ['PROCESSING', 'ORDERED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'MISSING_REPORTED', 'FAILED', 'CANCELLED'] as const;
export type MedicationOrderStatus = (typeof MEDICATION_ORDER_STATUSES)[number];

const STATUS_SET: ReadonlySet<string> = new Set(MEDICATION_ORDER_STATUSES);

export function isMedicationOrderStatus(value: unknown): value is MedicationOrderStatus {
  return typeof value === 'string' && STATUS_SET.has(value);
}

/**
 * Allowed changes. Cancellation only before shipment (spec §4). A failed payment may be tried again (the same
 * order goes back to PROCESSING). A missing parcel may still turn up (DELIVERED) or be sent again (SHIPPED).
 * DELIVERED and CANCELLED are final. A status never moves to itself.
 */
export const MEDICATION_ORDER_TRANSITIONS = {
  PROCESSING: ['ORDERED', 'FAILED', 'CANCELLED'],
  ORDERED: ['PREPARING', 'SHIPPED', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'MISSING_REPORTED'],
  DELIVERED: [],
  MISSING_REPORTED: ['SHIPPED', 'DELIVERED'],
  FAILED: ['PROCESSING', 'CANCELLED'],
  CANCELLED: [],
} as const satisfies Record<MedicationOrderStatus, readonly MedicationOrderStatus[]>;

export function nextMedicationOrderStatuses(from: MedicationOrderStatus): readonly MedicationOrderStatus[] {
  return MEDICATION_ORDER_TRANSITIONS[from];
}

export function canMedicationOrderTransition(from: MedicationOrderStatus, to: MedicationOrderStatus): boolean {
  return nextMedicationOrderStatuses(from).includes(to);
}

/**
 * The order item status that goes with a medication order state (the item follows its order: SHIPPED =
 * MedicationOrderProcessed, DELIVERED = MedicationDelivered). A reported missing parcel leaves the item shipped.
 * FAILED has none: a failed first month sends the program item back to ConsultationCompleted, and what a failed
 * renewal does to its item is the renewal's business.
 */
export const ITEM_STATUS_OF_MEDICATION_ORDER: Partial<Record<MedicationOrderStatus, OrderItemStatus>> = {
  PROCESSING: 'MedicationOrderProcessing',
  ORDERED: 'MedicationOrdered',
  PREPARING: 'MedicationOrdered',
  SHIPPED: 'MedicationOrderProcessed',
  DELIVERED: 'MedicationDelivered',
  MISSING_REPORTED: 'MedicationOrderProcessed',
  CANCELLED: 'Cancelled',
};

/** Orders staff still have work on (the fulfilment queue's default filter). */
export const OPEN_FULFILMENT_STATUSES: readonly MedicationOrderStatus[] = ['ORDERED', 'PREPARING', 'SHIPPED', 'MISSING_REPORTED'];

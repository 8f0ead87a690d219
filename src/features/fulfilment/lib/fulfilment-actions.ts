// What staff can do next with a medication order, read off the domain's transition table rather than listed
// per status: 'Start preparing' (-> PREPARING), 'Mark shipped' (-> SHIPPED, also for a parcel reported missing
// and sent again) and 'Mark delivered' (-> DELIVERED). Cancelling is the client's or reception's, not the queue's.
import { canMedicationOrderTransition, type MedicationOrderStatus } from '../../../domain/medication/medication-order-status.ts';

export const FULFILMENT_ACTIONS = ['prepare', 'ship', 'deliver'] as const;
export type FulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

const TARGET_OF = {
  prepare: 'PREPARING',
  ship: 'SHIPPED',
  deliver: 'DELIVERED',
} as const satisfies Record<FulfilmentAction, MedicationOrderStatus>;

/**
 * The actions offered for an order in this status. An ORDERED order may be shipped straight away by the table,
 * but the queue asks for preparing first, so that what is being packed shows to everyone.
 */
export function fulfilmentActions(status: MedicationOrderStatus): FulfilmentAction[] {
  return FULFILMENT_ACTIONS.filter((action) => canMedicationOrderTransition(status, TARGET_OF[action]) && !(action === 'ship' && status === 'ORDERED'));
}

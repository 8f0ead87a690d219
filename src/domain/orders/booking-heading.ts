import type { OrderItemStatus } from './order-item-status.ts';
import { stageMessageOfStatus, type StageMessage, type StageMessageKey, type StageSession } from './stage-messages.ts';

/**
 * A consult-plus-form product (spec §4 stage messages): the provider reviews the client's answers instead of
 * meeting them, so its booked stage reads 'One of our licensed healthcare provider is reviewing your
 * responses'. Medication and program products work that way; consultations and lab tests meet in a session.
 */
export function isConsultWithForm(productType: string): boolean {
  return productType !== 'CONSULTATION' && productType !== 'LAB_TEST';
}

/** The provider's decision on the item's treatment (GraphQL TreatmentDecisionStatus), when there is one. */
export type TreatmentDecision = 'APPROVED' | 'DECLINED';

export type BookingRowInput = {
  readonly status: OrderItemStatus;
  readonly productType: string;
  readonly session: StageSession | null;
  /** The item's treatment decision (`treatmentDecision.status`); absent or null when none was taken. */
  readonly treatmentDecision?: TreatmentDecision | null;
  /** A renewal item (an AUTO_RENEW order pointing at its program item with `programItemId`). */
  readonly isRenewal?: boolean;
};

/**
 * Statuses in which a DECLINED decision is what the client must read: declining moves the item
 * ConsultationCompleted -> Completed, which would otherwise say 'Treatment Complete' (or, before the move,
 * 'Treatment Approved'); a declined renewal may end Cancelled.
 */
export const DECLINED_STATUSES: readonly OrderItemStatus[] = ['ConsultationCompleted', 'Completed', 'Cancelled'];

const DECLINED: StageMessage = { titleKey: 'stage.treatmentDeclined.title', bodyKey: 'stage.treatmentDeclined.body', scheduledAt: null, actions: [] };
const RENEWAL_AWAITING_APPROVAL: StageMessage = {
  titleKey: 'stage.renewalAwaitingApproval.title',
  bodyKey: 'stage.renewalAwaitingApproval.body',
  scheduledAt: null,
  actions: [],
};

/**
 * What a bookings list row and the stage card say about an item: its stage message, and the heading rule of
 * spec §2: the stage's title when a status message applies, otherwise the item's display id and product name.
 */
export type BookingHeading = { readonly kind: 'stage'; readonly titleKey: StageMessageKey } | { readonly kind: 'item' };

/**
 * The stage message of an order item. Beyond its status's stage (see stageMessageOfStatus): a treatment the
 * provider declined reads 'Treatment Declined' instead of 'Treatment Approved' / 'Treatment Complete', and a
 * renewal created but not yet charged (OrderCreated: it waits for the provider's re-approval) reads 'Renewal
 * Awaiting Approval' instead of the consult-review text of a new booking.
 */
export function bookingStageMessage({ status, productType, session, treatmentDecision = null, isRenewal = false }: BookingRowInput): StageMessage | null {
  if (treatmentDecision === 'DECLINED' && DECLINED_STATUSES.includes(status)) return DECLINED;
  if (isRenewal && status === 'OrderCreated') return RENEWAL_AWAITING_APPROVAL;
  return stageMessageOfStatus(status, { consultWithForm: session === null && isConsultWithForm(productType), session });
}

/** The same as bookingStageMessage, under the name the issue 11 brief gives it. */
export const stageMessageForItem = bookingStageMessage;

export function bookingHeading(message: StageMessage | null): BookingHeading {
  return message ? { kind: 'stage', titleKey: message.titleKey } : { kind: 'item' };
}

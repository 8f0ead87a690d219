// A booking made at the front desk (spec §2 booking for a selected client, §3 payment methods and the Callout or
// Facility toggle, §9 the $490 card pre-authorization): the choices, and what is still missing before Book.
export const DESK_PAYMENTS = ['CARD_HOLD', 'CASH', 'WALLET_CASH'] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];

export const DESK_VISITS = ['FACILITY', 'CALLOUT'] as const;
export type DeskVisit = (typeof DESK_VISITS)[number];

export type DeskBookingDraft = {
  clientId: string | null;
  productId: string | null;
  visit: DeskVisit;
  /** The client's address a callout goes to. */
  visitAddressId: string | null;
  payment: DeskPayment;
  paymentCardId: string | null;
  /** A held time when the service needs one. */
  heldSessionId: string | null;
};

export const DESK_BLOCKERS = ['clientRequired', 'serviceRequired', 'preAssessmentRequired', 'visitAddressRequired', 'slotRequired', 'cardRequired'] as const;
export type DeskBlocker = (typeof DESK_BLOCKERS)[number];

/** What keeps Book from going ahead, in the order the screen asks for it. */
export function deskBlockers(draft: DeskBookingDraft, needs: { slot: boolean; preAssessment: boolean; preAssessmentDone: boolean }): DeskBlocker[] {
  const blockers: DeskBlocker[] = [];
  if (!draft.clientId) blockers.push('clientRequired');
  if (!draft.productId) blockers.push('serviceRequired');
  if (draft.productId && needs.preAssessment && !needs.preAssessmentDone) blockers.push('preAssessmentRequired');
  if (draft.visit === 'CALLOUT' && !draft.visitAddressId) blockers.push('visitAddressRequired');
  if (draft.productId && needs.slot && !draft.heldSessionId) blockers.push('slotRequired');
  if (draft.payment === 'CARD_HOLD' && !draft.paymentCardId) blockers.push('cardRequired');
  return blockers;
}

// A failed attempt to place an order, and what it was about (issue 13: 'This card has expired' stayed on the
// checkout after a valid card was added and chosen). A card's refusal belongs to that card and stops applying
// once another card is chosen; a failure about the order as a whole stays until the next attempt.

/** The error codes of a card the gateway refused (spec §8 'Error processing card'). */
export const CARD_FAILURE_CODES: ReadonlySet<string> = new Set(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYMENT_FAILED']);

/** The failure's message (any form the UI uses) and the card it was about, null when it is about the order. */
export type PlaceFailure<M> = { readonly message: M; readonly cardId: string | null };

/** The failure of an attempt: about the chosen card when the code is a card refusal. */
export function placeFailure<M>(message: M, code: string | null | undefined, paymentCardId: string | null): PlaceFailure<M> {
  return { message, cardId: code && CARD_FAILURE_CODES.has(code) ? paymentCardId : null };
}

/** Whether the failure still holds for the checkout as it is now (the card chosen now). */
export function failureStillApplies<M>(failure: PlaceFailure<M> | null, paymentCardId: string | null): failure is PlaceFailure<M> {
  return failure !== null && (failure.cardId === null || failure.cardId === paymentCardId);
}

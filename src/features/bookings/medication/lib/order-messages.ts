// The medication order page's messages (spec §8): a card or wallet refusal keeps its own words; anything else
// reads 'Failed to create medication order. Please try again.'
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../../../app/error-messages.ts';
import { isErrorCode, type ErrorCode } from '../../../../domain/error-codes.ts';
import type { OrderBlocker } from './order-readiness.ts';

export const medicationOrderFailed = msg`Failed to create medication order. Please try again.`;

/** The answer to Place order was lost: the order may exist. The same key makes a retry safe. */
export const lostOrderAnswer = msg`We could not hear back from the server, so your order may or may not be placed. Try again: you will not be charged twice.`;

export const offlineOrderMessage = msg`You are offline. Ordering needs a connection; your choices are kept on this page.`;

/** Codes whose own message tells the client what to do (the card or the wallet said no). */
const OWN_MESSAGE_CODES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYMENT_FAILED', 'INSUFFICIENT_WALLET_BALANCE', 'BILLING_ADDRESS_REQUIRED'] as const satisfies readonly ErrorCode[];

export function orderFailureMessage(code: ErrorCode | null): MessageDescriptor {
  const own = OWN_MESSAGE_CODES.find((entry) => entry === code);
  return own ? errorMessages[own] : medicationOrderFailed;
}

export const ORDER_BLOCKER_MESSAGES = {
  shippingAddressRequired: msg`Choose a shipping address.`,
  paymentCardRequired: msg`Choose a card, or add a new one.`,
  walletInsufficient: errorMessages.INSUFFICIENT_WALLET_BALANCE,
} as const satisfies Record<OrderBlocker, MessageDescriptor>;

export const paymentFailedTryAgain = msg`Nothing was charged. You can order again with another card or the wallet.`;

/** A failed payment's reason as the server stored it (an error code, or free text): the client's words for it. */
export function paymentFailureMessage(reason: string | null): MessageDescriptor {
  const code = reason && isErrorCode(reason) ? reason : null;
  const own = OWN_MESSAGE_CODES.find((entry) => entry === code);
  return own ? errorMessages[own] : paymentFailedTryAgain;
}

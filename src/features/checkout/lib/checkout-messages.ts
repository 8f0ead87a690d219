// The checkout's own messages: what blocks Place order, and the two states of the connection (spec §8).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../../app/error-messages.ts';
import type { CheckoutBlocker } from '../../../domain/checkout/checkout-readiness.ts';

export const BLOCKER_MESSAGES = {
  emptyCart: msg`Your cart is empty.`,
  preAssessmentPending: msg`Complete the pre-assessment of every item in your cart first.`,
  shippingAddressRequired: msg`Choose a shipping address.`,
  shippingAddressNotServiced: msg`This location does not serve the state of your shipping address. Choose another address.`,
  billingAddressRequired: errorMessages.BILLING_ADDRESS_REQUIRED,
  paymentCardRequired: msg`Choose a card, or add a new one.`,
  walletInsufficient: errorMessages.INSUFFICIENT_WALLET_BALANCE,
} as const satisfies Record<CheckoutBlocker, MessageDescriptor>;

export const offlineCheckoutMessage = msg`You are offline. Checkout needs a connection; your cart and choices are kept on this device.`;

/** The answer to Place order was lost: the order may exist. The same checkoutId makes a retry safe. */
export const lostAnswerMessage = msg`We could not hear back from the server, so your order may or may not be placed. Try again: it will not be placed twice.`;

/** A consult in the cart has no held time yet (issue 5's time-slot picker wording). */
export const slotRequiredMessage = msg`A time slot must be selected`;


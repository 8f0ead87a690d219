// Every stable error code (src/domain/error-codes.ts) mapped to the message a person reads in the error toast.
// `satisfies Record<ErrorCode, ...>` makes a new code fail to compile until it has a message here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../domain/error-codes.ts';

export const errorMessages = {
  UNAUTHENTICATED: msg`Session expired. Please log in again.`,
  SESSION_SUPERSEDED: msg`Your account is currently logged into another device. Please re-login to continue`,
  FORBIDDEN: msg`You are not authorized to use this application, check with customer support`,
  BAD_USER_INPUT: msg`Some fields need your attention. Please check them and try again.`,
  INVALID_CREDENTIALS: msg`We don't recognize that email or password. Check your credentials and try again.`,
  USER_NOT_CONFIRMED: msg`Your email address is not confirmed yet. Please enter the code we sent you.`,
  PASSWORD_RESET_REQUIRED: msg`You need to reset your password before you can log in.`,
  INVALID_CODE: msg`Invalid code. The code you entered is incorrect. Please check and try again.`,
  CODE_EXPIRED: msg`This code has expired. Please request a new one.`,
  TOO_MANY_ATTEMPTS: msg`Too many wrong attempts. Please request a new code.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a while and try again.`,
  NOT_FOUND: msg`We couldn't find what you were looking for.`,
  BUSINESS_NOT_FOUND: msg`No business found, invalid url`,
  LOCATION_NOT_FOUND: msg`No location found, invalid url`,
  EMAIL_TAKEN: msg`An account with this email already exists. Please log in instead.`,
  CARD_DECLINED: msg`Error processing card. Your card was declined; please use another card.`,
  INSUFFICIENT_FUNDS: msg`Error processing card. The card has insufficient funds; please use another card.`,
  CARD_EXPIRED: msg`Error processing card. This card has expired; please use another card.`,
  PAYMENT_FAILED: msg`Error processing card`,
  CARD_ADD_FAILED: msg`Error adding card`,
  CARD_DELETE_FAILED: msg`Error deleting card`,
  BILLING_ADDRESS_REQUIRED: msg`Please select a billing address to proceed`,
  PROMO_CODE_INVALID: msg`This promo code is not valid.`,
  PROMO_CODE_EXPIRED: msg`This promo code has expired.`,
  GIFT_CARD_INVALID: msg`We couldn't find a gift card with this number.`,
  GIFT_CARD_EMPTY: msg`This gift card has no balance left.`,
  INSUFFICIENT_WALLET_BALANCE: msg`Your wallet balance does not cover this amount. Choose wallet and card, or pay by card.`,
  STATE_NOT_SERVICED: msg`This area is not serviced by any business. Please try a different location.`,
  PRODUCT_NOT_AVAILABLE: msg`One of the services is no longer offered at this location. Please review your cart.`,
  IDEMPOTENCY_CONFLICT: msg`This checkout was already placed with different details. Please review your cart and try again.`,
  ORDER_FAILED: msg`Failed to create booking. Please try again later.`,
  VIDEO_CALL_NOT_OPEN: msg`This consultation can't be joined right now. You can join from 15 minutes before it starts until it ends.`,
  VIDEO_TOKEN_INVALID: msg`Your session has expired. Please refresh the page and log in again.`,
  TREATMENT_DECISION_REFUSED: msg`This treatment can't be approved or declined now. It may already have a decision, or the consultation hasn't taken place yet.`,
  INTERNAL_SERVER_ERROR: msg`An unexpected error occurred. Please try again later or contact support.`,
} as const satisfies Record<ErrorCode, MessageDescriptor>;

export const unexpectedErrorMessage = msg`An unexpected error occurred. Please try again later or contact support.`;
export const networkErrorMessage = msg`Network error. Please try again.`;
/** A person's action (a mutation) tried while the device is offline. */
export const offlineActionMessage = msg`You are offline. This needs a connection: try again once you are back online.`;
export const sessionExpiredMessage = msg`Session expired. Please log in again.`;
export const sessionSupersededMessage = errorMessages.SESSION_SUPERSEDED;

/** The message for a code; unknown or missing codes read as the generic unexpected-error message. */
export function messageForErrorCode(code: ErrorCode | null): MessageDescriptor {
  return code ? errorMessages[code] : unexpectedErrorMessage;
}

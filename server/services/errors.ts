import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { ErrorCode } from '../../src/domain/error-codes.ts';
import { isValidationMessageKey, type ValidationMessageKey } from '../../src/domain/validation/messages.ts';

/** English default messages; the client shows its own translation keyed by `extensions.code`. */
const DEFAULT_MESSAGES = {
  UNAUTHENTICATED: 'Session expired. Please log in again.',
  SESSION_SUPERSEDED: 'Your account is currently logged into another device. Please re-login to continue',
  FORBIDDEN: 'You are not authorized to perform this action.',
  BAD_USER_INPUT: 'Some fields are not valid.',
  INVALID_CREDENTIALS: "We don't recognize that email or password",
  USER_NOT_CONFIRMED: 'Your account is not confirmed yet. Please enter the code we sent you.',
  PASSWORD_RESET_REQUIRED: 'You need to reset your password before signing in.',
  INVALID_CODE: 'Invalid code. The code you entered is incorrect. Please check and try again.',
  CODE_EXPIRED: 'This code has expired. Please request a new one.',
  TOO_MANY_ATTEMPTS: 'Too many attempts with this code. Please request a new one.',
  RATE_LIMITED: 'Too many requests. Please wait a while and try again.',
  NOT_FOUND: 'Not found.',
  BUSINESS_NOT_FOUND: 'No business found, invalid url',
  LOCATION_NOT_FOUND: 'No location found, invalid url',
  EMAIL_TAKEN: 'An account with this email already exists.',
  CARD_DECLINED: 'Error processing card: the card was declined.',
  INSUFFICIENT_FUNDS: 'Error processing card: insufficient funds.',
  CARD_EXPIRED: 'Error processing card: the card has expired.',
  PAYMENT_FAILED: 'Error processing card',
  CARD_ADD_FAILED: 'Error adding card',
  CARD_DELETE_FAILED: 'Error deleting card',
  BILLING_ADDRESS_REQUIRED: 'Please select a billing address to proceed',
  PROMO_CODE_INVALID: 'This promo code is not valid.',
  PROMO_CODE_EXPIRED: 'This promo code has expired.',
  GIFT_CARD_INVALID: 'No gift card matches this number.',
  GIFT_CARD_EMPTY: 'This gift card has no balance left.',
  INSUFFICIENT_WALLET_BALANCE: 'The wallet balance does not cover this amount.',
  STATE_NOT_SERVICED: 'This area is not serviced by any business. Please try a different location.',
  PRODUCT_NOT_AVAILABLE: 'A product is not offered at this location.',
  IDEMPOTENCY_CONFLICT: 'This checkout was already placed with different details.',
  ORDER_FAILED: 'Failed to create booking. Please try again later.',
  VIDEO_CALL_NOT_OPEN: 'This consultation cannot be joined now. You can join from 15 minutes before its start until it ends.',
  VIDEO_TOKEN_INVALID: 'Your session has expired. Please refresh the page and log in again.',
  TREATMENT_DECISION_REFUSED: 'The treatment of this booking cannot be approved or declined now.',
  INTERNAL_SERVER_ERROR: 'An unexpected error occurred. Please try again later or contact support.',
} as const satisfies Record<ErrorCode, string>;

/** The `extensions.code` of an error raised with appError, if it is one. */
export function errorCodeOf(error: unknown): unknown {
  if (!(error instanceof Error) || !('extensions' in error)) return undefined;
  const extensions: unknown = error.extensions;
  return typeof extensions === 'object' && extensions !== null && 'code' in extensions ? extensions.code : undefined;
}

export type FieldErrors = Record<string, ValidationMessageKey>;

/** An error the client is meant to see: its code travels in `extensions.code` and passes error masking. */
export function appError(code: ErrorCode, message: string = DEFAULT_MESSAGES[code], extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export function badInput(fields: FieldErrors, message: string = DEFAULT_MESSAGES.BAD_USER_INPUT): GraphQLError {
  return appError('BAD_USER_INPUT', message, { fields });
}

/** The first message key per field path ('userInput.firstName'), as the client's forms expect them. */
export function fieldErrorsOf(error: z.ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
    const key = path === '' ? '_' : path;
    if (fields[key] !== undefined) continue;
    fields[key] = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** Validates an operation's argument at the edge; failures become BAD_USER_INPUT with `extensions.fields`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badInput(fieldErrorsOf(result.error, prefix));
  return result.data;
}

import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../src/domain/error-codes.ts';

describe('error codes', () => {
  it('lists exactly the codes of the contract', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'UNAUTHENTICATED', 'SESSION_SUPERSEDED', 'FORBIDDEN', 'BAD_USER_INPUT', 'INVALID_CREDENTIALS',
        'USER_NOT_CONFIRMED', 'PASSWORD_RESET_REQUIRED', 'INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS',
        'RATE_LIMITED', 'NOT_FOUND', 'BUSINESS_NOT_FOUND', 'LOCATION_NOT_FOUND', 'EMAIL_TAKEN', 'INTERNAL_SERVER_ERROR',
        // Checkout and payments (issue 4).
        'CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYMENT_FAILED', 'CARD_ADD_FAILED', 'CARD_DELETE_FAILED',
        'BILLING_ADDRESS_REQUIRED', 'PROMO_CODE_INVALID', 'PROMO_CODE_EXPIRED', 'GIFT_CARD_INVALID', 'GIFT_CARD_EMPTY',
        'INSUFFICIENT_WALLET_BALANCE', 'STATE_NOT_SERVICED', 'PRODUCT_NOT_AVAILABLE', 'IDEMPOTENCY_CONFLICT', 'ORDER_FAILED',
        // Telehealth and the provider console (issue 6).
        'VIDEO_CALL_NOT_OPEN', 'VIDEO_TOKEN_INVALID', 'TREATMENT_DECISION_REFUSED',
      ].sort(),
    );
  });

  it.each([
    { value: 'UNAUTHENTICATED', expected: true },
    { value: 'SESSION_SUPERSEDED', expected: true },
    { value: 'INTERNAL_SERVER_ERROR', expected: true },
    { value: 'unauthenticated', expected: false },
    { value: 'GRAPHQL_VALIDATION_FAILED', expected: false },
    { value: '', expected: false },
    { value: 42, expected: false },
    { value: null, expected: false },
    { value: undefined, expected: false },
  ])('isErrorCode($value) is $expected', ({ value, expected }) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});

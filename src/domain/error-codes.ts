// Stable error codes sent as GraphQL `extensions.code`; the client maps each one to a translated message.
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'SESSION_SUPERSEDED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'USER_NOT_CONFIRMED',
  'PASSWORD_RESET_REQUIRED',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'NOT_FOUND',
  'BUSINESS_NOT_FOUND',
  'LOCATION_NOT_FOUND',
  'EMAIL_TAKEN',
  // Checkout and payments (issue 4).
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'PAYMENT_FAILED',
  'CARD_ADD_FAILED',
  'CARD_DELETE_FAILED',
  'BILLING_ADDRESS_REQUIRED',
  'PROMO_CODE_INVALID',
  'PROMO_CODE_EXPIRED',
  'GIFT_CARD_INVALID',
  'GIFT_CARD_EMPTY',
  'INSUFFICIENT_WALLET_BALANCE',
  'STATE_NOT_SERVICED',
  'PRODUCT_NOT_AVAILABLE',
  'IDEMPOTENCY_CONFLICT',
  'ORDER_FAILED',
  // Telehealth (issue 6).
  'VIDEO_CALL_NOT_OPEN',
  'VIDEO_TOKEN_INVALID',
  'TREATMENT_DECISION_REFUSED',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value);
}

// A broken payment rule, thrown by the pure rules so that the server's transaction rolls back and maps the code
// to a GraphQL error; never carries a card number or CVV.
export type PaymentRuleErrorCode =
  /** A ledger debit larger than the balance (wallet or gift card). */
  | 'OVERDRAFT'
  /** WALLET alone cannot cover the amount. */
  | 'INSUFFICIENT_WALLET_BALANCE'
  /** A negative or zero amount where a positive one is needed. */
  | 'INVALID_AMOUNT'
  /** A cancellation policy outside its range (percentage 0 to 100, hours 0 or more). */
  | 'INVALID_POLICY'
  | 'INVALID_DATE';

export class PaymentRuleError extends Error {
  override readonly name = 'PaymentRuleError';
  readonly code: PaymentRuleErrorCode;

  constructor(code: PaymentRuleErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.code = code;
  }
}

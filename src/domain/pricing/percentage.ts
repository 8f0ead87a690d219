// A percentage of a money amount, computed exactly (BigInt over the percentage's decimal digits) and rounded
// to whole minor units half up, so 12.5% of $0.99 is 12.375 cents, shown and charged as 12 cents, and 50% of
// 1 cent is 1 cent. Rounding happens once, on the final figure.
import { money, MoneyError, type Money } from './money-value.ts';

export class PercentageError extends Error {
  override readonly name = 'PercentageError';
  readonly code = 'INVALID_PERCENTAGE';

  constructor(percentage: number) {
    super(`INVALID_PERCENTAGE: ${percentage}`);
  }
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The percentage as an exact fraction numerator / denominator of 100, from its shortest decimal form. */
function exactFraction(percentage: number): { numerator: bigint; denominator: bigint } {
  const match = Number.isFinite(percentage) && percentage >= 0 ? DECIMAL.exec(String(percentage)) : null;
  if (!match) throw new PercentageError(percentage);
  const [, whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 100n }
    : { numerator: digits, denominator: 100n * 10n ** BigInt(-exponent) };
}

function floorDiv(dividend: bigint, divisor: bigint): bigint {
  const quotient = dividend / divisor;
  return dividend % divisor !== 0n && dividend < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

/** Rounds numerator / denominator (denominator > 0) half up: to the nearest integer, halves toward +infinity. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return floorDiv(2n * numerator + denominator, 2n * denominator);
}

/** `percentage` percent (0 or more, any decimals) of `amount`, rounded half up to whole minor units. */
export function percentageOf(amount: Money, percentage: number): Money {
  const { numerator, denominator } = exactFraction(percentage);
  const result = roundHalfUp(BigInt(money(amount.amount, amount.currency).amount) * numerator, denominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('UNSAFE_AMOUNT', `${percentage}% of ${amount.amount}`);
  }
  return money(Number(result), amount.currency);
}

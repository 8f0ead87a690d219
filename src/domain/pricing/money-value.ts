// An amount of money as a value: integer minor units (cents) with an ISO 4217 currency code, never a float
// (spec §9, issue 4). Arithmetic refuses mixed currencies and non-integers with a MoneyError instead of
// producing a wrong figure; display goes through formatMoney (src/domain/money.ts).
import { formatMoney, type FormatMoneyOptions } from '../money.ts';

export type Money = {
  /** Integer minor units of `currency` (4900 is $49.00 in USD). */
  readonly amount: number;
  /** Upper-case ISO 4217 code, e.g. 'USD'. */
  readonly currency: string;
};

export type MoneyErrorCode = 'NOT_INTEGER' | 'UNSAFE_AMOUNT' | 'INVALID_CURRENCY' | 'CURRENCY_MISMATCH';

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.code = code;
  }
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

function checkedAmount(amount: number): number {
  if (!Number.isInteger(amount)) throw new MoneyError('NOT_INTEGER', `${amount} is not a whole number of minor units`);
  if (!Number.isSafeInteger(amount)) throw new MoneyError('UNSAFE_AMOUNT', `${amount} is beyond exact integer range`);
  // -0 and 0 are the same money; keep one of them so equality checks hold.
  return amount + 0;
}

/** A Money value; the code is trimmed and upper-cased. Throws MoneyError for a float or a malformed code. */
export function money(amount: number, currency: string): Money {
  const code = currency.trim().toUpperCase();
  if (!CURRENCY_CODE.test(code)) throw new MoneyError('INVALID_CURRENCY', `'${currency}' is not a currency code`);
  return { amount: checkedAmount(amount), currency: code };
}

export function zeroMoney(currency: string): Money {
  return money(0, currency);
}

function sameCurrency(a: Money, b: Money): string {
  if (a.currency !== b.currency) throw new MoneyError('CURRENCY_MISMATCH', `${a.currency} and ${b.currency}`);
  return a.currency;
}

export function addMoney(a: Money, b: Money): Money {
  const currency = sameCurrency(a, b);
  return { amount: checkedAmount(checkedAmount(a.amount) + checkedAmount(b.amount)), currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  const currency = sameCurrency(a, b);
  return { amount: checkedAmount(checkedAmount(a.amount) - checkedAmount(b.amount)), currency };
}

export function negateMoney(value: Money): Money {
  return { amount: checkedAmount(-checkedAmount(value.amount)), currency: value.currency };
}

export function absMoney(value: Money): Money {
  return value.amount < 0 ? negateMoney(value) : value;
}

export function isZeroMoney(value: Money): boolean {
  return checkedAmount(value.amount) === 0;
}

export function isNegativeMoney(value: Money): boolean {
  return checkedAmount(value.amount) < 0;
}

/** Negative, zero or positive as a is less than, equal to or more than b; mixed currencies throw. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

export function minMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}

/** The sum of the values; an empty list is zero of `currency`, and every value must be in `currency`. */
export function sumMoney(values: readonly Money[], currency: string): Money {
  return values.reduce(addMoney, zeroMoney(currency));
}

export function formatMoneyValue(value: Money, locale: string, options: FormatMoneyOptions = {}): string {
  return formatMoney(value.amount, value.currency, locale, options);
}

import { describe, expect, it } from 'vitest';
import {
  absMoney,
  addMoney,
  compareMoney,
  formatMoneyValue,
  isNegativeMoney,
  isZeroMoney,
  minMoney,
  money,
  MoneyError,
  negateMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
  type Money,
} from '../../../src/domain/pricing/money-value.ts';
import { percentageOf, PercentageError, roundHalfUp } from '../../../src/domain/pricing/percentage.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

// The thrown error's code, or null when the call succeeded.
function errorCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof MoneyError || error instanceof PercentageError) return error.code;
    throw error;
  }
}

describe('money: integer minor units with a currency code', () => {
  it.each([
    { amount: 4900, currency: 'USD', expected: usd(4900) },
    { amount: -150, currency: ' usd ', expected: usd(-150) },
    { amount: 0, currency: 'EUR', expected: eur(0) },
  ])('money($amount, "$currency")', ({ amount, currency, expected }) => {
    expect(money(amount, currency)).toEqual(expected);
  });

  it.each([
    { name: 'a float', run: () => money(49.5, 'USD'), code: 'NOT_INTEGER' },
    { name: 'NaN', run: () => money(Number.NaN, 'USD'), code: 'NOT_INTEGER' },
    { name: 'Infinity', run: () => money(Number.POSITIVE_INFINITY, 'USD'), code: 'NOT_INTEGER' },
    { name: 'beyond safe integers', run: () => money(2 ** 53, 'USD'), code: 'UNSAFE_AMOUNT' },
    { name: 'a malformed currency', run: () => money(1, 'US'), code: 'INVALID_CURRENCY' },
    { name: 'an empty currency', run: () => money(1, ''), code: 'INVALID_CURRENCY' },
  ])('refuses $name', ({ run, code }) => {
    expect(errorCode(run)).toBe(code);
  });

  it('keeps zero as 0, never -0', () => {
    expect(Object.is(negateMoney(usd(0)).amount, 0)).toBe(true);
    expect(Object.is(money(-0, 'USD').amount, 0)).toBe(true);
  });
});

describe('money arithmetic refuses mixed currencies and non-integers', () => {
  it.each([
    { name: 'add', result: () => addMoney(usd(1999), usd(1)), expected: usd(2000) },
    { name: 'add negatives', result: () => addMoney(usd(-500), usd(200)), expected: usd(-300) },
    { name: 'subtract', result: () => subtractMoney(usd(1000), usd(2500)), expected: usd(-1500) },
    { name: 'negate', result: () => negateMoney(usd(700)), expected: usd(-700) },
    { name: 'abs', result: () => absMoney(usd(-700)), expected: usd(700) },
    { name: 'min', result: () => minMoney(usd(5), usd(3)), expected: usd(3) },
    { name: 'sum', result: () => sumMoney([usd(1), usd(2), usd(3)], 'USD'), expected: usd(6) },
    { name: 'sum of nothing', result: () => sumMoney([], 'usd'), expected: usd(0) },
    { name: 'zero', result: () => zeroMoney('JPY'), expected: { amount: 0, currency: 'JPY' } },
  ])('$name', ({ result, expected }) => {
    expect(result()).toEqual(expected);
  });

  it.each([
    { name: 'add USD and EUR', run: () => addMoney(usd(1), eur(1)), code: 'CURRENCY_MISMATCH' },
    { name: 'subtract EUR from USD', run: () => subtractMoney(usd(1), eur(1)), code: 'CURRENCY_MISMATCH' },
    { name: 'compare USD and EUR', run: () => compareMoney(usd(1), eur(1)), code: 'CURRENCY_MISMATCH' },
    { name: 'sum with another currency', run: () => sumMoney([usd(1), eur(1)], 'USD'), code: 'CURRENCY_MISMATCH' },
    { name: 'sum into another currency', run: () => sumMoney([usd(1)], 'EUR'), code: 'CURRENCY_MISMATCH' },
    { name: 'add a float amount', run: () => addMoney(usd(0.1), usd(0.2)), code: 'NOT_INTEGER' },
    { name: 'negate a float amount', run: () => negateMoney(usd(1.5)), code: 'NOT_INTEGER' },
    { name: 'isZero of a float', run: () => isZeroMoney(usd(0.5)), code: 'NOT_INTEGER' },
    { name: 'add past safe integers', run: () => addMoney(usd(Number.MAX_SAFE_INTEGER), usd(1)), code: 'UNSAFE_AMOUNT' },
  ])('$name throws $code', ({ run, code }) => {
    expect(errorCode(run)).toBe(code);
  });

  it.each([
    { a: usd(1), b: usd(2), expected: -1 },
    { a: usd(2), b: usd(2), expected: 0 },
    { a: usd(3), b: usd(-2), expected: 1 },
  ])('compareMoney($a.amount, $b.amount) is $expected', ({ a, b, expected }) => {
    expect(compareMoney(a, b)).toBe(expected);
  });

  it.each([
    { value: usd(0), zero: true, negative: false },
    { value: usd(-1), zero: false, negative: true },
    { value: usd(1), zero: false, negative: false },
  ])('isZero and isNegative of $value.amount', ({ value, zero, negative }) => {
    expect([isZeroMoney(value), isNegativeMoney(value)]).toEqual([zero, negative]);
  });

  it('formats through formatMoney', () => {
    expect(formatMoneyValue(usd(49000), 'en')).toBe('$490.00');
    expect(formatMoneyValue(usd(49000), 'en', { trimWholeAmounts: true })).toBe('$490');
  });
});

describe('percentageOf: exact, rounded half up to whole minor units', () => {
  it.each([
    { amount: 49000, percentage: 50, expected: 24500 },
    { amount: 49000, percentage: 100, expected: 49000 },
    { amount: 49000, percentage: 0, expected: 0 },
    { amount: 99, percentage: 12.5, expected: 12 },
    { amount: 1, percentage: 50, expected: 1 },
    { amount: 3, percentage: 50, expected: 2 },
    { amount: 5, percentage: 10, expected: 1 },
    { amount: 4, percentage: 10, expected: 0 },
    { amount: 1000, percentage: 33.333, expected: 333 },
    { amount: 1999, percentage: 15, expected: 300 },
    { amount: 1001, percentage: 0.05, expected: 1 },
    { amount: 1000, percentage: 1e-7, expected: 0 },
    { amount: -3, percentage: 50, expected: -1 },
  ])('$percentage% of $amount is $expected', ({ amount, percentage, expected }) => {
    expect(percentageOf(usd(amount), percentage)).toEqual(usd(expected));
  });

  it.each([{ percentage: -1 }, { percentage: Number.NaN }, { percentage: Number.POSITIVE_INFINITY }])('refuses $percentage', ({ percentage }) => {
    expect(errorCode(() => percentageOf(usd(100), percentage))).toBe('INVALID_PERCENTAGE');
  });

  it.each([
    { numerator: 5n, denominator: 2n, expected: 3n },
    { numerator: -5n, denominator: 2n, expected: -2n },
    { numerator: 7n, denominator: 3n, expected: 2n },
    { numerator: -7n, denominator: 3n, expected: -2n },
    { numerator: 8n, denominator: 3n, expected: 3n },
  ])('roundHalfUp($numerator / $denominator) is $expected', ({ numerator, denominator, expected }) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });
});

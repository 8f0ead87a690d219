import { describe, expect, it } from 'vitest';
import { cvvLengthForBrand, detectCardBrand, isValidLengthForBrand } from '../../../src/domain/payments/card-brand.ts';
import { fullExpiryYear, isCardExpired, isExpiryTooFarAhead, parseExpiryText } from '../../../src/domain/payments/card-expiry.ts';
import { billingAddressIdSchema, cardNumberSchema, cvvSchema, expiryMonthSchema, expiryYearSchema, makeCardFormSchema, makeTokenizedCardSchema } from '../../../src/domain/payments/card-form.ts';
import { cardLast4, checkCardNumber, normalizeCardNumber } from '../../../src/domain/payments/card-number.ts';
import { passesLuhn } from '../../../src/domain/payments/luhn.ts';
import { toFieldErrors } from '../../../src/domain/validation/field-errors.ts';
import { check, fail, ok } from './check.ts';

// The gateways' documented test cards.
const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
};

describe('Luhn checksum', () => {
  it.each([
    { digits: TEST_CARDS.visa, expected: true },
    { digits: TEST_CARDS.mastercard, expected: true },
    { digits: TEST_CARDS.amex, expected: true },
    { digits: TEST_CARDS.discover, expected: true },
    { digits: '4111111111111111', expected: true },
    { digits: '79927398713', expected: true },
    { digits: '4242424242424241', expected: false },
    { digits: '5555555555554445', expected: false },
    { digits: '378282246310006', expected: false },
    { digits: '6011111111111110', expected: false },
    { digits: '79927398710', expected: false },
    { digits: '0', expected: false },
    { digits: '', expected: false },
    { digits: '4242 4242 4242 4242', expected: false },
  ])('$digits: $expected', ({ digits, expected }) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('card brand from the number prefix', () => {
  it.each([
    { digits: TEST_CARDS.visa, brand: 'visa' },
    { digits: '4', brand: 'visa' },
    { digits: TEST_CARDS.mastercard, brand: 'mastercard' },
    { digits: '5105105105105100', brand: 'mastercard' },
    { digits: '2221000000000009', brand: 'mastercard' },
    { digits: '2720990000000000', brand: 'mastercard' },
    { digits: '2220990000000000', brand: null },
    { digits: '2721000000000000', brand: null },
    { digits: '5000000000000000', brand: null },
    { digits: '5600000000000000', brand: null },
    { digits: TEST_CARDS.amex, brand: 'amex' },
    { digits: '341111111111111', brand: 'amex' },
    { digits: '35', brand: null },
    { digits: TEST_CARDS.discover, brand: 'discover' },
    { digits: '6445644564456445', brand: 'discover' },
    { digits: '6500000000000002', brand: 'discover' },
    { digits: '6221260000000000', brand: 'discover' },
    { digits: '6229250000000000', brand: 'discover' },
    { digits: '6221250000000000', brand: null },
    { digits: '30569309025904', brand: 'diners' },
    { digits: '3530111333300000', brand: 'jcb' },
    { digits: '1234567812345670', brand: null },
    { digits: '', brand: null },
    { digits: '4242-4242', brand: null },
  ])('$digits is $brand', ({ digits, brand }) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it.each([
    { brand: 'visa', length: 16, valid: true },
    { brand: 'visa', length: 13, valid: true },
    { brand: 'visa', length: 15, valid: false },
    { brand: 'mastercard', length: 16, valid: true },
    { brand: 'mastercard', length: 15, valid: false },
    { brand: 'amex', length: 15, valid: true },
    { brand: 'amex', length: 16, valid: false },
    { brand: 'discover', length: 16, valid: true },
    { brand: 'discover', length: 19, valid: true },
    { brand: 'discover', length: 15, valid: false },
  ] as const)('$brand with $length digits: $valid', ({ brand, length, valid }) => {
    expect(isValidLengthForBrand(brand, '4'.repeat(length))).toBe(valid);
  });

  it.each([
    { brand: 'amex', cvv: 4 },
    { brand: 'visa', cvv: 3 },
    { brand: 'mastercard', cvv: 3 },
    { brand: 'discover', cvv: 3 },
    { brand: 'diners', cvv: 3 },
    { brand: 'jcb', cvv: 3 },
  ] as const)('$brand CVV has $cvv digits', ({ brand, cvv }) => {
    expect(cvvLengthForBrand(brand)).toBe(cvv);
  });
});

describe('card number: known brand, its length, Luhn', () => {
  it.each([
    { input: TEST_CARDS.visa, expected: { ok: true, brand: 'visa', last4: '4242' } },
    { input: '4242 4242 4242 4242', expected: { ok: true, brand: 'visa', last4: '4242' } },
    { input: '5555-5555-5555-4444', expected: { ok: true, brand: 'mastercard', last4: '4444' } },
    { input: '3782 822463 10005', expected: { ok: true, brand: 'amex', last4: '0005' } },
    { input: TEST_CARDS.discover, expected: { ok: true, brand: 'discover', last4: '1117' } },
    { input: '4242424242424241', expected: { ok: false } },
    { input: '424242424242424', expected: { ok: false } },
    { input: '37828224631000', expected: { ok: false } },
    { input: '1234567812345670', expected: { ok: false } },
    { input: '4242.4242.4242.4242', expected: { ok: false } },
    { input: '', expected: { ok: false } },
  ])('$input', ({ input, expected }) => {
    expect(checkCardNumber(input)).toEqual(expected);
  });

  it('normalizes and takes the last four', () => {
    expect(normalizeCardNumber(' 4242 4242-4242 4242 ')).toBe(TEST_CARDS.visa);
    expect(cardLast4('3782 822463 10005')).toBe('0005');
  });
});

describe('card expiry: valid through the end of its month (spec §5)', () => {
  // Mid-March 2026, UTC.
  const now = new Date('2026-03-15T12:00:00Z');

  it.each([
    { name: 'expired last month', expiry: { month: 2, year: 2026 }, expired: true },
    { name: 'expired last year', expiry: { month: 12, year: 2025 }, expired: true },
    { name: 'expiring this month', expiry: { month: 3, year: 2026 }, expired: false },
    { name: 'next month', expiry: { month: 4, year: 2026 }, expired: false },
    { name: 'an earlier month of a later year', expiry: { month: 1, year: 2027 }, expired: false },
  ])('$name', ({ expiry, expired }) => {
    expect(isCardExpired(expiry, now)).toBe(expired);
  });

  it.each([
    { name: 'on the last evening of the month in New York', now: '2026-04-01T03:59:00Z', expired: false },
    { name: 'on the last evening of the month in Baker Island (UTC-12)', now: '2026-04-01T11:59:59Z', expired: false },
    { name: 'once the month has ended everywhere', now: '2026-04-01T12:00:00Z', expired: true },
    { name: 'on the first day of the month', now: '2026-03-01T00:00:00Z', expired: false },
  ])('a 03/2026 card $name', ({ now: at, expired }) => {
    expect(isCardExpired({ month: 3, year: 2026 }, new Date(at))).toBe(expired);
  });

  it.each([
    { year: 2046, tooFar: false },
    { year: 2047, tooFar: true },
  ])('$year is too far ahead: $tooFar', ({ year, tooFar }) => {
    expect(isExpiryTooFarAhead({ month: 1, year }, now)).toBe(tooFar);
  });

  it.each([
    { input: '03/26', expected: { month: 3, year: 2026 } },
    { input: '3/2026', expected: { month: 3, year: 2026 } },
    { input: ' 12 / 30 ', expected: { month: 12, year: 2030 } },
    { input: '13/26', expected: null },
    { input: '00/26', expected: null },
    { input: '0326', expected: null },
    { input: '03/026', expected: null },
    { input: '', expected: null },
  ])('parseExpiryText($input)', ({ input, expected }) => {
    expect(parseExpiryText(input)).toEqual(expected);
  });

  it.each([
    { year: 26, expected: 2026 },
    { year: 0, expected: 2000 },
    { year: 2031, expected: 2031 },
  ])('fullExpiryYear($year) is $expected', ({ year, expected }) => {
    expect(fullExpiryYear(year)).toBe(expected);
  });
});

describe('card form fields', () => {
  it.each([
    { schema: cardNumberSchema, input: '4242 4242 4242 4242', expected: ok(TEST_CARDS.visa) },
    { schema: cardNumberSchema, input: '', expected: fail('validation.required') },
    { schema: cardNumberSchema, input: ' - ', expected: fail('validation.required') },
    { schema: cardNumberSchema, input: undefined, expected: fail('validation.required') },
    { schema: cardNumberSchema, input: '4242424242424241', expected: fail('validation.cardNumberInvalid') },
    { schema: cardNumberSchema, input: '4242abcd42424242', expected: fail('validation.cardNumberInvalid') },
    { schema: cvvSchema, input: '123', expected: ok('123') },
    { schema: cvvSchema, input: ' 1234 ', expected: ok('1234') },
    { schema: cvvSchema, input: '', expected: fail('validation.required') },
    { schema: cvvSchema, input: '12', expected: fail('validation.cvvInvalid') },
    { schema: cvvSchema, input: '12345', expected: fail('validation.cvvInvalid') },
    { schema: cvvSchema, input: '12a', expected: fail('validation.cvvInvalid') },
    { schema: expiryMonthSchema, input: '03', expected: ok(3) },
    { schema: expiryMonthSchema, input: '3', expected: ok(3) },
    { schema: expiryMonthSchema, input: 12, expected: ok(12) },
    { schema: expiryMonthSchema, input: '', expected: fail('validation.required') },
    { schema: expiryMonthSchema, input: null, expected: fail('validation.required') },
    { schema: expiryMonthSchema, input: '13', expected: fail('validation.cardExpiryInvalid') },
    { schema: expiryMonthSchema, input: '0', expected: fail('validation.cardExpiryInvalid') },
    { schema: expiryMonthSchema, input: 1.5, expected: fail('validation.cardExpiryInvalid') },
    { schema: expiryYearSchema, input: '26', expected: ok(2026) },
    { schema: expiryYearSchema, input: 2031, expected: ok(2031) },
    { schema: expiryYearSchema, input: '202', expected: fail('validation.cardExpiryInvalid') },
    { schema: expiryYearSchema, input: '1999', expected: fail('validation.cardExpiryInvalid') },
    { schema: billingAddressIdSchema, input: 'addr-1', expected: ok('addr-1') },
    { schema: billingAddressIdSchema, input: ' ', expected: fail('validation.billingAddressRequired') },
    { schema: billingAddressIdSchema, input: undefined, expected: fail('validation.billingAddressRequired') },
  ])('$input', ({ schema, input, expected }) => {
    expect(check(schema, input)).toEqual(expected);
  });
});

describe('card form: cross-field checks with an injected clock', () => {
  const now = () => new Date('2026-03-15T12:00:00Z');
  const schema = makeCardFormSchema({ now });
  const valid = { cardholderName: ' Ada Lovelace ', cardNumber: '4242 4242 4242 4242', expiryMonth: '03', expiryYear: '26', cvv: '123' };

  it('a valid Visa expiring this month', () => {
    expect(schema.parse(valid)).toEqual({
      cardholderName: 'Ada Lovelace',
      cardNumber: TEST_CARDS.visa,
      expiryMonth: 3,
      expiryYear: 2026,
      cvv: '123',
      brand: 'visa',
      last4: '4242',
    });
  });

  it.each([
    { name: 'amex with 4-digit CVV', input: { ...valid, cardNumber: TEST_CARDS.amex, cvv: '1234' }, errors: {} },
    { name: 'amex with 3-digit CVV', input: { ...valid, cardNumber: TEST_CARDS.amex, cvv: '123' }, errors: { cvv: 'validation.cvvInvalid' } },
    { name: 'visa with 4-digit CVV', input: { ...valid, cvv: '1234' }, errors: { cvv: 'validation.cvvInvalid' } },
    { name: 'mastercard with 3-digit CVV', input: { ...valid, cardNumber: TEST_CARDS.mastercard }, errors: {} },
    { name: 'discover with 3-digit CVV', input: { ...valid, cardNumber: TEST_CARDS.discover }, errors: {} },
    { name: 'expired last month', input: { ...valid, expiryMonth: '02' }, errors: { expiryMonth: 'validation.cardExpired' } },
    { name: 'expired last year', input: { ...valid, expiryMonth: '12', expiryYear: '2025' }, errors: { expiryMonth: 'validation.cardExpired' } },
    { name: 'too far ahead', input: { ...valid, expiryYear: '2050' }, errors: { expiryMonth: 'validation.cardExpiryInvalid' } },
    { name: 'bad checksum', input: { ...valid, cardNumber: '4242424242424241' }, errors: { cardNumber: 'validation.cardNumberInvalid' } },
    { name: 'no cardholder name', input: { ...valid, cardholderName: '  ' }, errors: { cardholderName: 'validation.required' } },
    { name: 'cardholder name too long', input: { ...valid, cardholderName: 'A'.repeat(101) }, errors: { cardholderName: 'validation.tooLong' } },
    {
      name: 'everything empty',
      input: {},
      errors: { cardholderName: 'validation.required', cardNumber: 'validation.required', expiryMonth: 'validation.required', expiryYear: 'validation.required', cvv: 'validation.required' },
    },
    {
      name: 'bad number and expired card together',
      input: { ...valid, cardNumber: '4242424242424241', expiryMonth: '1' },
      errors: { cardNumber: 'validation.cardNumberInvalid', expiryMonth: 'validation.cardExpired' },
    },
  ])('$name', ({ input, errors }) => {
    const result = schema.safeParse(input);
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual(errors);
  });
});

describe('tokenized card input: what the API receives, never the number or CVV', () => {
  const schema = makeTokenizedCardSchema({ now: () => new Date('2026-03-15T12:00:00Z') });
  const valid = { token: 'tok_123', cardLastFour: '4242', cardType: 'visa', cardholderName: 'Ada Lovelace', expiryMonth: 3, expiryYear: 2026, billingAddressId: 'addr-1' };

  it('parses and drops unknown fields such as a number or CVV', () => {
    expect(schema.parse({ ...valid, cardNumber: TEST_CARDS.visa, cvv: '123' })).toEqual(valid);
  });

  it.each([
    { name: 'no billing address', input: { ...valid, billingAddressId: '' }, errors: { billingAddressId: 'validation.billingAddressRequired' } },
    { name: 'a full number as last four', input: { ...valid, cardLastFour: TEST_CARDS.visa }, errors: { cardLastFour: 'validation.cardNumberInvalid' } },
    { name: 'an unknown brand', input: { ...valid, cardType: 'unionpay' }, errors: { cardType: 'validation.cardNumberInvalid' } },
    { name: 'expired', input: { ...valid, expiryMonth: 2 }, errors: { expiryMonth: 'validation.cardExpired' } },
    { name: 'no token', input: { ...valid, token: ' ' }, errors: { token: 'validation.required' } },
  ])('$name', ({ input, errors }) => {
    const result = schema.safeParse(input);
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual(errors);
  });
});

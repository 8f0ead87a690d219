import { describe, expect, it } from 'vitest';
import { canApplyPromoCode, giftCardNumberSchema, normalizeGiftCardNumber, promoCardNumberSchema, promoCodeSchema } from '../../../src/domain/payments/gift-and-promo.ts';
import { check, fail, ok } from './check.ts';

describe('gift card and promo card numbers: exactly 16 digits after removing spaces (spec §5, §9)', () => {
  it.each([
    { input: '1234567812345678', expected: ok('1234567812345678') },
    { input: '1234 5678 1234 5678', expected: ok('1234567812345678') },
    { input: ' 1234 5678  1234 5678 ', expected: ok('1234567812345678') },
    { input: '0000000000000000', expected: ok('0000000000000000') },
    { input: '', expected: fail('validation.required') },
    { input: '    ', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: '123456781234567', expected: fail('validation.giftCardNumberInvalid') },
    { input: '12345678123456789', expected: fail('validation.giftCardNumberInvalid') },
    { input: '1234-5678-1234-5678', expected: fail('validation.giftCardNumberInvalid') },
    { input: '123456781234567a', expected: fail('validation.giftCardNumberInvalid') },
    { input: '１２３４５６７８１２３４５６７８', expected: fail('validation.giftCardNumberInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(giftCardNumberSchema, input)).toEqual(expected);
    expect(check(promoCardNumberSchema, input)).toEqual(expected);
  });

  it('normalizes by removing whitespace only', () => {
    expect(normalizeGiftCardNumber('12 34\t56-78')).toBe('123456-78');
  });
});

describe('promo code: not empty, digits only (spec §5)', () => {
  it.each([
    { input: '1234', expected: ok('1234') },
    { input: ' 0042 ', expected: ok('0042') },
    { input: '9', expected: ok('9') },
    { input: '', expected: fail('validation.required') },
    { input: '   ', expected: fail('validation.required') },
    { input: null, expected: fail('validation.required') },
    { input: 'SAVE10', expected: fail('validation.promoCodeInvalid') },
    { input: '12 34', expected: fail('validation.promoCodeInvalid') },
    { input: '-12', expected: fail('validation.promoCodeInvalid') },
    { input: '1.5', expected: fail('validation.promoCodeInvalid') },
    { input: '٣٤', expected: fail('validation.promoCodeInvalid') },
    { input: '1'.repeat(33), expected: fail('validation.tooLong') },
  ])('$input', ({ input, expected }) => {
    expect(check(promoCodeSchema, input)).toEqual(expected);
  });
});

describe('canApplyPromoCode: not with instalment financing (spec §5)', () => {
  it.each([
    { code: '1234', instalmentFinancing: false, expected: { ok: true, code: '1234' } },
    { code: ' 1234 ', instalmentFinancing: false, expected: { ok: true, code: '1234' } },
    { code: '1234', instalmentFinancing: true, expected: { ok: false, reason: 'validation.promoCodeNotWithInstalments' } },
    { code: '', instalmentFinancing: false, expected: { ok: false, reason: 'validation.required' } },
    { code: 'ABC', instalmentFinancing: false, expected: { ok: false, reason: 'validation.promoCodeInvalid' } },
    { code: 'ABC', instalmentFinancing: true, expected: { ok: false, reason: 'validation.promoCodeInvalid' } },
  ])('$code with instalments $instalmentFinancing', ({ code, instalmentFinancing, expected }) => {
    expect(canApplyPromoCode({ code, instalmentFinancing })).toEqual(expected);
  });
});

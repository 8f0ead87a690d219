import { describe, expect, it } from 'vitest';
import { verificationCodeSchema } from '../../../src/domain/validation/code.ts';
import { digitsOnly, phoneSchema, toUsNationalNumber } from '../../../src/domain/validation/phone.ts';
import { DEFAULT_ZIP, zipSchema } from '../../../src/domain/validation/zip.ts';
import { check, fail, ok } from './check.ts';

describe('phone: non-digits stripped; required, valid US number (spec §5)', () => {
  it.each([
    { input: '2125550100', expected: ok('2125550100') },
    { input: '(212) 555-0100', expected: ok('2125550100') },
    { input: '212.555.0100', expected: ok('2125550100') },
    { input: '+1 212 555 0100', expected: ok('2125550100') },
    { input: '12125550100', expected: ok('2125550100') },
    { input: '9999999999', expected: ok('9999999999') },
    { input: '', expected: fail('validation.required') },
    { input: '() -', expected: fail('validation.required') },
    { input: 'phone', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: '212555010', expected: fail('validation.phoneInvalid') },
    { input: '212555010000', expected: fail('validation.phoneInvalid') },
    { input: '22125550100', expected: fail('validation.phoneInvalid') },
    { input: '0125550100', expected: fail('validation.phoneInvalid') },
    { input: '1125550100', expected: fail('validation.phoneInvalid') },
    { input: '2120550100', expected: fail('validation.phoneInvalid') },
    { input: '2121550100', expected: fail('validation.phoneInvalid') },
    { input: '9115550100', expected: fail('validation.phoneInvalid') },
    { input: '2124110100', expected: fail('validation.phoneInvalid') },
    { input: '+44 20 7946 0958', expected: fail('validation.phoneInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(phoneSchema, input)).toEqual(expected);
  });

  it.each([
    { input: '+1 (212) 555-0100', digits: '12125550100', national: '2125550100' },
    { input: 'abc', digits: '', national: null },
    { input: '0125550100', digits: '0125550100', national: null },
  ])('digitsOnly and toUsNationalNumber: $input', ({ input, digits, national }) => {
    expect([digitsOnly(input), toUsNationalNumber(input)]).toEqual([digits, national]);
  });
});

describe('verification code: 4 digits (spec §5, §9)', () => {
  it.each([
    { input: '1234', expected: ok('1234') },
    { input: '0000', expected: ok('0000') },
    { input: ' 0420 ', expected: ok('0420') },
    { input: '', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: '123', expected: fail('validation.codeInvalid') },
    { input: '12345', expected: fail('validation.codeInvalid') },
    { input: '12a4', expected: fail('validation.codeInvalid') },
    { input: '12 34', expected: fail('validation.codeInvalid') },
    { input: '١٢٣٤', expected: fail('validation.codeInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(verificationCodeSchema, input)).toEqual(expected);
  });
});

describe('zip code: 5 digits, default 11201 (spec §5)', () => {
  it('defaults to 11201', () => {
    expect(check(zipSchema, DEFAULT_ZIP)).toEqual(ok('11201'));
  });

  it.each([
    { input: '11201', expected: ok('11201') },
    { input: '00501', expected: ok('00501') },
    { input: ' 90210 ', expected: ok('90210') },
    { input: '', expected: fail('validation.required') },
    { input: null, expected: fail('validation.required') },
    { input: '1120', expected: fail('validation.zipInvalid') },
    { input: '112011', expected: fail('validation.zipInvalid') },
    { input: '11201-1234', expected: fail('validation.zipInvalid') },
    { input: '1120A', expected: fail('validation.zipInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(zipSchema, input)).toEqual(expected);
  });
});

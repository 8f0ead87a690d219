import { describe, expect, it } from 'vitest';
import { ageInYears } from '../../../src/domain/age.ts';
import { formatDobForInput, makeDobSchema, normalizeDob, parseDob } from '../../../src/domain/validation/dob.ts';
import { check, fail, ok } from './check.ts';

describe('parseDob: MM/DD/YYYY strictly to YYYY-MM-DD, invalid gives empty (spec §5)', () => {
  it.each([
    { input: '01/31/1990', expected: '1990-01-31' },
    { input: '12/01/2000', expected: '2000-12-01' },
    { input: '02/29/2000', expected: '2000-02-29' },
    { input: '02/29/2024', expected: '2024-02-29' },
    { input: ' 07/04/1976 ', expected: '1976-07-04' },
    { input: '02/29/1900', expected: '' },
    { input: '02/29/2023', expected: '' },
    { input: '02/30/2000', expected: '' },
    { input: '04/31/2000', expected: '' },
    { input: '13/01/2000', expected: '' },
    { input: '00/10/2000', expected: '' },
    { input: '01/00/2000', expected: '' },
    { input: '1/31/1990', expected: '' },
    { input: '01/31/90', expected: '' },
    { input: '31/01/1990', expected: '' },
    { input: '1990-01-31', expected: '' },
    { input: '01-31-1990', expected: '' },
    { input: '01/31/1990x', expected: '' },
    { input: '01/31/0000', expected: '' },
    { input: '', expected: '' },
  ])('$input -> "$expected"', ({ input, expected }) => {
    expect(parseDob(input)).toBe(expected);
  });
});

describe('normalizeDob and formatDobForInput', () => {
  it.each([
    { input: '01/31/1990', expected: '1990-01-31' },
    { input: '1990-01-31', expected: '1990-01-31' },
    { input: '1990-02-30', expected: '' },
    { input: '1990-1-31', expected: '' },
    { input: 'yesterday', expected: '' },
  ])('normalizeDob($input) is "$expected"', ({ input, expected }) => {
    expect(normalizeDob(input)).toBe(expected);
  });

  it.each([
    { input: '1990-01-31', expected: '01/31/1990' },
    { input: '1990-02-30', expected: '' },
    { input: '', expected: '' },
  ])('formatDobForInput($input) is "$expected"', ({ input, expected }) => {
    expect(formatDobForInput(input)).toBe(expected);
  });
});

describe('ageInYears: whole years, minimum 0 (spec §9)', () => {
  it.each([
    { dob: '1990-06-15', today: '2026-06-14', expected: 35 },
    { dob: '1990-06-15', today: '2026-06-15', expected: 36 },
    { dob: '1990-06-15', today: '2026-12-31', expected: 36 },
    { dob: '2000-02-29', today: '2025-02-28', expected: 24 },
    { dob: '2000-02-29', today: '2025-03-01', expected: 25 },
    { dob: '2026-01-01', today: '2026-06-15', expected: 0 },
    { dob: '2027-01-01', today: '2026-06-15', expected: 0 },
  ])('born $dob, on $today: $expected', ({ dob, today, expected }) => {
    expect(ageInYears(dob, today)).toBe(expected);
  });

  it('uses the UTC calendar date of a Date', () => {
    expect(ageInYears('1990-06-15', new Date('2026-06-15T00:30:00Z'))).toBe(36);
    expect(ageInYears('1990-06-15', new Date('2026-06-14T23:30:00Z'))).toBe(35);
  });

  it.each(['06/15/1990', '1990-02-30', ''])('refuses the unreadable date %j', (dob) => {
    expect(() => ageInYears(dob, '2026-01-01')).toThrow(RangeError);
  });
});

describe('date of birth schema: real date, not in the future, age 1 to 120', () => {
  const schema = makeDobSchema({ now: () => new Date('2026-06-15T12:00:00Z') });

  it.each([
    { input: '06/15/1990', expected: ok('1990-06-15') },
    { input: '1990-06-15', expected: ok('1990-06-15') },
    { input: '06/15/2025', expected: ok('2025-06-15') },
    { input: '06/16/1906', expected: ok('1906-06-16') },
    { input: '06/15/1906', expected: ok('1906-06-15') },
    { input: '', expected: fail('validation.required') },
    { input: '  ', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: '02/30/1990', expected: fail('validation.dobInvalid') },
    { input: '6/15/1990', expected: fail('validation.dobInvalid') },
    { input: 'June 15 1990', expected: fail('validation.dobInvalid') },
    { input: '06/16/2026', expected: fail('validation.dobInFuture') },
    { input: '01/01/2030', expected: fail('validation.dobInFuture') },
    { input: '06/15/2026', expected: fail('validation.ageOutOfRange') },
    { input: '06/16/2025', expected: fail('validation.ageOutOfRange') },
    { input: '06/14/1905', expected: fail('validation.ageOutOfRange') },
    { input: '01/01/1800', expected: fail('validation.ageOutOfRange') },
  ])('$input', ({ input, expected }) => {
    expect(check(schema, input)).toEqual(expected);
  });
});

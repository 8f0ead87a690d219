import { describe, expect, it } from 'vitest';
import { isValidationMessageKey, VALIDATION_MESSAGE_KEYS } from '../../../src/domain/validation/messages.ts';
import { isValidTimeZone, optionalTimezoneSchema } from '../../../src/domain/validation/timezone.ts';
import { check, fail, ok } from './check.ts';

describe('validation message keys', () => {
  it('are unique and all in the validation namespace', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    expect(VALIDATION_MESSAGE_KEYS.filter((key) => !/^validation\.[a-zA-Z]+$/.test(key))).toEqual([]);
  });

  it.each([
    { value: 'validation.required', expected: true },
    { value: 'validation.passwordsDoNotMatch', expected: true },
    { value: 'validation.unknown', expected: false },
    { value: 'Invalid input: expected string, received undefined', expected: false },
    { value: 7, expected: false },
  ])('isValidationMessageKey($value) is $expected', ({ value, expected }) => {
    expect(isValidationMessageKey(value)).toBe(expected);
  });
});

describe('time zone', () => {
  it.each([
    { value: 'America/New_York', expected: true },
    { value: 'Asia/Kolkata', expected: true },
    { value: 'UTC', expected: true },
    { value: 'Mars/Olympus', expected: false },
    { value: '', expected: false },
    { value: `America/${'x'.repeat(70)}`, expected: false },
  ])('isValidTimeZone($value) is $expected', ({ value, expected }) => {
    expect(isValidTimeZone(value)).toBe(expected);
  });

  it.each([
    { input: 'America/Chicago', expected: ok('America/Chicago') },
    { input: ' America/Chicago ', expected: ok('America/Chicago') },
    { input: undefined, expected: ok(undefined) },
    { input: null, expected: ok(undefined) },
    { input: '', expected: ok(undefined) },
    { input: 'Central Time', expected: fail('validation.timezoneInvalid') },
  ])('optional time zone $input', ({ input, expected }) => {
    expect(check(optionalTimezoneSchema, input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  existingPasswordSchema,
  isStrongPassword,
  passwordSchema,
  passwordWithConfirmationSchema,
  PASSWORD_MIN_LENGTH,
} from '../../../src/domain/validation/password.ts';
import { check, fail, ok } from './check.ts';

describe('password: at least 8 characters with upper, lower, digit and special (spec §5)', () => {
  it('uses the spec minimum', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    { input: 'Demo!2345', expected: ok('Demo!2345') },
    { input: 'Aa1!aaaa', expected: ok('Aa1!aaaa') },
    { input: ' Aa1!aaa', expected: ok(' Aa1!aaa') },
    { input: 'Ñandú#2024', expected: ok('Ñandú#2024') },
    { input: 'Aa1_bbbb', expected: ok('Aa1_bbbb') },
    { input: '', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: 'Aa1!aaa', expected: fail('validation.passwordTooShort') },
    { input: 'aa1!aaaa', expected: fail('validation.passwordWeak') },
    { input: 'AA1!AAAA', expected: fail('validation.passwordWeak') },
    { input: 'Aaa!aaaa', expected: fail('validation.passwordWeak') },
    { input: 'Aa1aaaaa', expected: fail('validation.passwordWeak') },
    { input: 'Aa1 aaaa', expected: fail('validation.passwordWeak') },
    { input: `Aa1!${'a'.repeat(125)}`, expected: fail('validation.tooLong') },
  ])('$input', ({ input, expected }) => {
    expect(check(passwordSchema, input)).toEqual(expected);
  });

  it.each([
    { input: 'Demo!2345', expected: true },
    { input: 'demo!2345', expected: false },
    { input: 'Demo2345', expected: false },
  ])('isStrongPassword($input) is $expected', ({ input, expected }) => {
    expect(isStrongPassword(input)).toBe(expected);
  });
});

describe('existing password (login, current password): only required', () => {
  it.each([
    { input: 'weak', expected: ok('weak') },
    { input: ' spaced ', expected: ok(' spaced ') },
    { input: '', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
  ])('$input', ({ input, expected }) => {
    expect(check(existingPasswordSchema, input)).toEqual(expected);
  });
});

describe('password confirmation must match (spec §5)', () => {
  it.each([
    { input: { password: 'Demo!2345', confirmPassword: 'Demo!2345' }, path: null, error: null },
    { input: { password: 'Demo!2345', confirmPassword: 'Demo!2346' }, path: 'confirmPassword', error: 'validation.passwordsDoNotMatch' },
    { input: { password: 'Demo!2345', confirmPassword: 'demo!2345' }, path: 'confirmPassword', error: 'validation.passwordsDoNotMatch' },
    { input: { password: 'Demo!2345', confirmPassword: '' }, path: 'confirmPassword', error: 'validation.required' },
    { input: { password: 'weak', confirmPassword: 'weak' }, path: 'password', error: 'validation.passwordTooShort' },
  ])('$input', ({ input, path, error }) => {
    const result = passwordWithConfirmationSchema.safeParse(input);
    const issue = result.error?.issues[0];
    expect(issue ? { path: issue.path.join('.'), error: issue.message } : null).toEqual(
      path === null ? null : { path, error },
    );
  });
});

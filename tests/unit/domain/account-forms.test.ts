import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordSchema } from '../../../src/domain/validation/change-password.ts';
import { toFieldErrors } from '../../../src/domain/validation/field-errors.ts';
import { confirmSignUpSchema, forgotPasswordConfirmSchema } from '../../../src/domain/validation/forgot-password.ts';
import { loginSchema } from '../../../src/domain/validation/login.ts';
import { makeSignupUserSchema } from '../../../src/domain/validation/signup.ts';
import { makeUserUpdateSchema } from '../../../src/domain/validation/user-update.ts';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const now = () => new Date('2026-06-15T12:00:00Z');
const signupUserSchema = makeSignupUserSchema({ now });

describe('signup user input', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: ' Ann@Demo.test ',
    phone: '(212) 555-0100',
    dob: '06/15/1990',
    gender: 'FEMALE',
  };

  it('normalises every field', () => {
    expect(signupUserSchema.parse({ ...valid, timezone: 'America/New_York' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@demo.test',
      phone: '2125550100',
      dob: '1990-06-15',
      gender: 'FEMALE',
      timezone: 'America/New_York',
    });
  });

  it.each([
    { change: {}, errors: {} },
    { change: { timezone: '' }, errors: {} },
    { change: { timezone: null }, errors: {} },
    { change: { gender: 'OTHER', dob: '1990-06-15' }, errors: {} },
    { change: { firstName: 'Ann 2' }, errors: { firstName: 'validation.nameInvalid' } },
    { change: { lastName: '' }, errors: { lastName: 'validation.required' } },
    { change: { email: 'ann' }, errors: { email: 'validation.emailInvalid' } },
    { change: { phone: '555-0100' }, errors: { phone: 'validation.phoneInvalid' } },
    { change: { dob: '02/30/1990' }, errors: { dob: 'validation.dobInvalid' } },
    { change: { dob: '07/01/2026' }, errors: { dob: 'validation.dobInFuture' } },
    { change: { gender: 'female' }, errors: { gender: 'validation.genderInvalid' } },
    { change: { gender: undefined }, errors: { gender: 'validation.genderInvalid' } },
    { change: { timezone: 'Mars/Olympus' }, errors: { timezone: 'validation.timezoneInvalid' } },
    {
      change: { firstName: '', email: '', phone: '' },
      errors: { firstName: 'validation.required', email: 'validation.required', phone: 'validation.required' },
    },
  ])('$change', ({ change, errors }) => {
    expect(errorsOf(signupUserSchema, { ...valid, ...change })).toEqual(errors);
  });

  it('reports a missing input object with a key', () => {
    expect(errorsOf(signupUserSchema, null)).toEqual({ '': 'validation.invalid' });
  });
});

describe('user update input: every field optional', () => {
  const schema = makeUserUpdateSchema({ now });
  it.each([
    { input: {}, errors: {} },
    { input: { phone: '212-555-0100' }, errors: {} },
    { input: { firstName: '' }, errors: { firstName: 'validation.required' } },
    { input: { dob: '13/01/1990' }, errors: { dob: 'validation.dobInvalid' } },
  ])('$input', ({ input, errors }) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });
});

describe('login: email and password required (spec §5)', () => {
  it.each([
    { input: { email: 'client@demo.test', password: 'Demo!2345' }, errors: {} },
    { input: { email: 'client@demo.test', password: 'old-weak' }, errors: {} },
    { input: { email: '', password: '' }, errors: { email: 'validation.required', password: 'validation.required' } },
    { input: { email: 'client', password: 'x' }, errors: { email: 'validation.emailInvalid' } },
    { input: {}, errors: { email: 'validation.required', password: 'validation.required' } },
  ])('$input', ({ input, errors }) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors);
  });
});

describe('change password: current and new password required (spec §5)', () => {
  it.each([
    { input: { currentPassword: 'old', proposedPassword: 'Demo!2345' }, errors: {} },
    { input: { currentPassword: '', proposedPassword: 'Demo!2345' }, errors: { currentPassword: 'validation.required' } },
    { input: { currentPassword: 'old', proposedPassword: '' }, errors: { proposedPassword: 'validation.required' } },
    { input: { currentPassword: 'old', proposedPassword: 'demo2345' }, errors: { proposedPassword: 'validation.passwordWeak' } },
  ])('$input', ({ input, errors }) => {
    expect(errorsOf(changePasswordSchema, input)).toEqual(errors);
  });

  it.each([
    { input: { currentPassword: 'old', proposedPassword: 'Demo!2345', confirmPassword: 'Demo!2345' }, errors: {} },
    {
      input: { currentPassword: 'old', proposedPassword: 'Demo!2345', confirmPassword: 'Demo!2344' },
      errors: { confirmPassword: 'validation.passwordsDoNotMatch' },
    },
  ])('form $input', ({ input, errors }) => {
    expect(errorsOf(changePasswordFormSchema, input)).toEqual(errors);
  });
});

describe('forgot password confirmation and sign-up confirmation', () => {
  it.each([
    { input: { email: 'a@demo.test', code: '1234', password: 'Demo!2345' }, errors: {} },
    { input: { email: 'a@demo.test', code: '123', password: 'Demo!2345' }, errors: { code: 'validation.codeInvalid' } },
    { input: { email: 'a@demo.test', code: '1234', password: 'short' }, errors: { password: 'validation.passwordTooShort' } },
    { input: { email: 'x', code: '', password: 'Demo!2345' }, errors: { email: 'validation.emailInvalid', code: 'validation.required' } },
  ])('confirmForgotPassword $input', ({ input, errors }) => {
    expect(errorsOf(forgotPasswordConfirmSchema, input)).toEqual(errors);
  });

  it.each([
    { input: { email: 'A@Demo.test', code: '0042' }, errors: {} },
    { input: { email: 'a@demo.test', code: '12345' }, errors: { code: 'validation.codeInvalid' } },
  ])('confirmUserSignUp $input', ({ input, errors }) => {
    expect(errorsOf(confirmSignUpSchema, input)).toEqual(errors);
  });
});

describe('toFieldErrors', () => {
  it('prefixes paths and keeps the first issue of each field', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success ? null : toFieldErrors(result.error, ['input'])).toEqual({
      'input.email': 'validation.required',
      'input.password': 'validation.required',
    });
  });
});

import { z } from 'zod';
import { message } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
// Bounds the cost of hashing an attacker-supplied value.
export const PASSWORD_MAX_LENGTH = 128;

// Any letter, digit or whitespace is not "special"; everything else (!, @, €, _ ...) is.
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    UPPER.test(value) &&
    LOWER.test(value) &&
    DIGIT.test(value) &&
    SPECIAL.test(value)
  );
}

// A new password (sign-up, reset, change). Passwords are never trimmed: every character counts.
export const passwordSchema = z
  .string(message('validation.required'))
  .min(1, message('validation.required'))
  .min(PASSWORD_MIN_LENGTH, message('validation.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, message('validation.tooLong'))
  .refine(isStrongPassword, message('validation.passwordWeak'));

// An existing password (login, current password): only required, since older rules may have applied.
export const existingPasswordSchema = z
  .string(message('validation.required'))
  .min(1, message('validation.required'))
  .max(PASSWORD_MAX_LENGTH, message('validation.tooLong'));

// The sign-up "password" step: a new password and its confirmation, which must match.
export const passwordWithConfirmationSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string(message('validation.required')).min(1, message('validation.required')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    ...message('validation.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

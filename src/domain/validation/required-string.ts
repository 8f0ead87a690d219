import { z } from 'zod';
import { message } from './messages.ts';

// A trimmed, non-empty string with an upper bound, so oversized input fails with a key, not a crash further on.
export function requiredString(maxLength: number) {
  return z
    .string(message('validation.required'))
    .trim()
    .min(1, message('validation.required'))
    .max(maxLength, message('validation.tooLong'));
}

// An optional free-text field: absent, null and blank all become undefined.
export function optionalString(maxLength: number) {
  return z
    .string(message('validation.invalid'))
    .trim()
    .max(maxLength, message('validation.tooLong'))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

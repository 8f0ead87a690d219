import { z } from 'zod';
import { message } from './messages.ts';

// RFC 5321 limit for a whole address.
export const EMAIL_MAX_LENGTH = 254;

// Emails are compared case-insensitively everywhere, so they are stored trimmed and lower-cased.
export const emailSchema = z
  .string(message('validation.required'))
  .trim()
  .toLowerCase()
  .min(1, message('validation.required'))
  .max(EMAIL_MAX_LENGTH, message('validation.tooLong'))
  .pipe(z.email(message('validation.emailInvalid')));

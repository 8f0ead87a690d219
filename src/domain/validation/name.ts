import { z } from 'zod';
import { message } from './messages.ts';

export const NAME_MAX_LENGTH = 50;

// Spec §5: required, no spaces or digits. Letters of any script are accepted, plus the apostrophes, hyphens
// and dots that real names contain (O'Brien, Smith-Jones, St.John); at least one letter is required.
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}'’.-]+$/u;

export const nameSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(NAME_MAX_LENGTH, message('validation.tooLong'))
  .regex(NAME_PATTERN, message('validation.nameInvalid'));

export const firstNameSchema = nameSchema;
export const lastNameSchema = nameSchema;

import { z } from 'zod';
import { message } from './messages.ts';

export const DEFAULT_ZIP = '11201';

// US zip code: exactly 5 digits (spec §5).
export const zipSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .regex(/^\d{5}$/, message('validation.zipInvalid'));

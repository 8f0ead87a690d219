import { z } from 'zod';
import { message } from './messages.ts';

export const VERIFICATION_CODE_LENGTH = 4;

// One-time codes are exactly 4 digits (spec §5, §9).
export const verificationCodeSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .regex(/^\d{4}$/, message('validation.codeInvalid'));

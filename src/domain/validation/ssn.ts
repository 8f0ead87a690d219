import { z } from 'zod';
import { cleanIdentifier } from './identifier.ts';
import { message } from './messages.ts';

// SSA rules: 9 digits; area (first 3) not 000, 666 or 900-999; group (middle 2) not 00; serial (last 4) not
// 0000. Two numbers published in advertising are permanently void.
const VOID_SSNS: ReadonlySet<string> = new Set(['078051120', '219099999']);

export function isValidSsn(cleaned: string): boolean {
  const match = /^(\d{3})(\d{2})(\d{4})$/.exec(cleaned);
  if (!match) return false;
  const [, area = '', group = '', serial = ''] = match;
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (group === '00' || serial === '0000') return false;
  return !VOID_SSNS.has(cleaned);
}

// Input may be formatted (123-45-6789, spaces); output is the 9 digits.
export const ssnSchema = z
  .string(message('validation.required'))
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, message('validation.required')).refine(isValidSsn, message('validation.ssnInvalid')));

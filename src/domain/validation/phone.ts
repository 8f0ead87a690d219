import { z } from 'zod';
import { message } from './messages.ts';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

// NANP: 10 digits NXX-NXX-XXXX (an 11-digit form starts with country code 1). Area code and exchange start
// with 2-9 and are not N11 (211, 911...: service codes, never assigned to subscribers).
const NANP = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

function isServiceCode(part: string): boolean {
  return part[1] === '1' && part[2] === '1';
}

// The 10-digit national number, or null when the digits are not a valid US number.
export function toUsNationalNumber(input: string): string | null {
  const match = NANP.exec(digitsOnly(input));
  if (!match) return null;
  const [, area = '', exchange = '', line = ''] = match;
  if (isServiceCode(area) || isServiceCode(exchange)) return null;
  return `${area}${exchange}${line}`;
}

/**
 * The example the phone fields show: one this validation accepts (a test holds them together). 555-0100 to
 * 555-0199 are the numbers set aside for examples, so nobody's real phone is printed on the screen.
 */
export const PHONE_EXAMPLE = '(201) 555-0123';

export function isValidUsPhone(input: string): boolean {
  return toUsNationalNumber(input) !== null;
}

// Spec §5: non-digits stripped; required, digits only, valid US number. Output: 10 national digits.
export const phoneSchema = z
  .string(message('validation.required'))
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .min(1, message('validation.required'))
      .refine(isValidUsPhone, message('validation.phoneInvalid'))
      .transform((digits) => toUsNationalNumber(digits) ?? digits),
  );

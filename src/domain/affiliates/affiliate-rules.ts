// The business admin's new affiliate (issue 17): the person, the language of their invitation, their code (made
// from the name when left blank) and the commission rate, a percentage of each attributed order's value.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../language.ts';
import { emailSchema } from '../validation/email.ts';
import { message } from '../validation/messages.ts';
import { AFFILIATE_CODE_PATTERN } from './affiliate-code.ts';

/** The rate a new affiliate gets unless the admin sets another: 10 % of each attributed order's value. */
export const DEFAULT_COMMISSION_PERCENT = 10;

const personName = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(60, message('validation.tooLong'))
  .regex(/^[^\d]+$/u, message('validation.nameInvalid'));

export const affiliateInviteSchema = z.object({
  email: emailSchema,
  firstName: personName,
  lastName: personName,
  language: z.enum(SUPPORTED_LANGUAGES, message('validation.invalid')).default('en'),
  /** Blank: made from the name. */
  code: z
    .string(message('validation.invalid'))
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || AFFILIATE_CODE_PATTERN.test(value), message('validation.invalid')),
  /** Percent of the order's value, up to two decimals (12.5 = 12.5 %). */
  commissionPercent: z
    .number(message('validation.invalid'))
    .finite(message('validation.invalid'))
    .min(0, message('validation.invalid'))
    .max(50, message('validation.invalid'))
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message('validation.invalid'))
    .default(DEFAULT_COMMISSION_PERCENT),
});
export type AffiliateInviteInput = z.input<typeof affiliateInviteSchema>;

/** Basis points (1/100 of a percent) of a percentage: 12.5 -> 1250. */
export const basisPointsOf = (percent: number): number => Math.round(percent * 100);

/** The commission on an order's value in minor units: rounded down, never negative. */
export function commissionOf(valueMinor: number, basisPoints: number): number {
  return valueMinor <= 0 ? 0 : Math.floor((valueMinor * basisPoints) / 10_000);
}

/** A code made from a name and a few random characters: "MARIA-7KQ2". */
export function codeFromName(firstName: string, random: () => number = Math.random): string {
  const base =
    firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 12) || 'FRIEND';
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += alphabet[Math.floor(random() * alphabet.length)] ?? 'X';
  return `${base.length >= 2 ? base : `${base}X`}-${suffix}`;
}

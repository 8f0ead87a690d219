// The money page's form rules (zod, read by @mantine/form's schemaResolver) and the step between what a person
// types (whole currency units: 12.50) and what the API takes (integer minor units: 1250).
import { z } from 'zod';
import { minorDigits } from '../../../../domain/money.ts';
import { promoCodeSchema } from '../../../../domain/payments/gift-and-promo.ts';
import { message } from '../../../../domain/validation/messages.ts';

export const toMinor = (amount: number, currencyCode: string) => Math.round(amount * 10 ** (minorDigits(currencyCode) ?? 2));
export const fromMinor = (minor: number, currencyCode: string) => minor / 10 ** (minorDigits(currencyCode) ?? 2);

const amount = z.number(message('validation.required')).min(0, message('validation.invalid'));
const positive = z.number(message('validation.required')).positive(message('validation.invalid'));

export const settingsFormSchema = z.object({
  platformFee: amount.max(1_000_000, message('validation.invalid')),
  cancellationChargePercent: amount.max(100, message('validation.invalid')),
  cancellationWindowHours: amount.max(24 * 365, message('validation.invalid')),
});
export type SettingsFormValues = { platformFee: number | string; cancellationChargePercent: number | string; cancellationWindowHours: number | string };

/** An optional day, YYYY-MM-DD as a date input gives it; the code or card stops applying at its end (UTC). */
const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message('validation.dateInvalid'))]);
export const endOfDay = (value: string) => (value ? `${value}T23:59:59Z` : null);

export const couponFormSchema = z
  .object({ code: promoCodeSchema, savingType: z.enum(['PERCENT', 'AMOUNT']), savingValue: positive, expiresOn: day })
  .refine((c) => c.savingType !== 'PERCENT' || c.savingValue <= 100, { message: 'validation.invalid', path: ['savingValue'] });
export type CouponFormValues = { code: string; savingType: 'PERCENT' | 'AMOUNT'; savingValue: number | string; expiresOn: string };

export const giftCardFormSchema = z.object({ amount: positive.max(100_000, message('validation.invalid')), expiresOn: day });
export type GiftCardFormValues = { amount: number | string; expiresOn: string };

export const refundFormSchema = z.object({ amount: positive, reason: z.string().trim().min(1, message('validation.required')).max(500, message('validation.tooLong')) });
export type RefundFormValues = { amount: number | string; reason: string };

// The prescription form's rules (issue 6 approveTreatment): every field a string as typed, checked with zod
// whose messages are this feature's keys (translated in prescription-messages.ts), then turned into
// PrescriptionInput with the price in integer minor units of the business's currency.
import { z } from 'zod';
import { minorDigits } from '../../../domain/money.ts';
import { DOSE_UNITS, FREQUENCIES, ROUTES } from './prescription-values.ts';

export const PRESCRIPTION_MESSAGE_KEYS = [
  'prescription.medicationRequired',
  'prescription.tooLong',
  'prescription.doseInvalid',
  'prescription.unitRequired',
  'prescription.routeRequired',
  'prescription.frequencyRequired',
  'prescription.durationInvalid',
  'prescription.priceInvalid',
  'prescription.reasonRequired',
] as const;
export type PrescriptionMessageKey = (typeof PRESCRIPTION_MESSAGE_KEYS)[number];

const error = (key: PrescriptionMessageKey) => ({ error: key });

export const MAX_DOSE = 100_000;
export const MAX_DURATION_DAYS = 365;
/** In major units; a guard against a slip of the keyboard, not a business rule. */
export const MAX_PRICE = 1_000_000;

export type PrescriptionFormValues = {
  medicationName: string;
  dose: string;
  unit: string;
  route: string;
  frequency: string;
  durationDays: string;
  price: string;
  notes: string;
};

export const EMPTY_PRESCRIPTION: PrescriptionFormValues = {
  medicationName: '',
  dose: '',
  unit: '',
  route: '',
  frequency: '',
  durationDays: '',
  price: '',
  notes: '',
};

/** A decimal as typed: a comma is read as the decimal point too (es, fr, pt keyboards write 2,5). */
function decimalParts(value: string): { whole: string; fraction: string } | null {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(value.trim());
  return match ? { whole: match[1] ?? '0', fraction: match[2] ?? '' } : null;
}

function parseDose(value: string): number | null {
  const parts = decimalParts(value);
  if (!parts || parts.fraction.length > 4) return null;
  const dose = Number(`${parts.whole}.${parts.fraction || '0'}`);
  return dose > 0 && dose <= MAX_DOSE ? dose : null;
}

/** The price in minor units, or null when it is not a non-negative amount with at most the currency's digits. */
export function parsePriceMinor(value: string, currencyCode: string): number | null {
  const parts = decimalParts(value);
  const digits = minorDigits(currencyCode) ?? 2;
  if (!parts || parts.fraction.length > digits) return null;
  // Whole and fraction are read as integers, so 0.29 never becomes 28.999… minor units.
  const minor = Number(parts.whole) * 10 ** digits + Number(parts.fraction.padEnd(digits, '0') || '0');
  return minor <= MAX_PRICE * 10 ** digits ? minor : null;
}

export function prescriptionFormSchema(currencyCode: string) {
  return z.object({
    medicationName: z.string().trim().min(1, error('prescription.medicationRequired')).max(200, error('prescription.tooLong')),
    dose: z.string().refine((value) => parseDose(value) !== null, error('prescription.doseInvalid')),
    unit: z.enum(DOSE_UNITS, error('prescription.unitRequired')),
    route: z.enum(ROUTES, error('prescription.routeRequired')),
    frequency: z.enum(FREQUENCIES, error('prescription.frequencyRequired')),
    durationDays: z
      .string()
      .trim()
      .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_DURATION_DAYS, error('prescription.durationInvalid')),
    price: z.string().refine((value) => parsePriceMinor(value, currencyCode) !== null, error('prescription.priceInvalid')),
    notes: z.string().trim().max(1000, error('prescription.tooLong')),
  });
}

export type PrescriptionInputValues = {
  medicationName: string;
  dose: number;
  unit: string;
  route: string;
  frequency: string;
  durationDays: number;
  price: number;
  notes?: string;
};

/** The form's values as approveTreatment's prescription. Throws when they do not pass the schema. */
export function toPrescriptionInput(values: PrescriptionFormValues, currencyCode: string): PrescriptionInputValues {
  const parsed = prescriptionFormSchema(currencyCode).parse(values);
  const notes = parsed.notes;
  return {
    medicationName: parsed.medicationName,
    dose: parseDose(parsed.dose) ?? 0,
    unit: parsed.unit,
    route: parsed.route,
    frequency: parsed.frequency,
    durationDays: Number(parsed.durationDays),
    price: parsePriceMinor(parsed.price, currencyCode) ?? 0,
    ...(notes ? { notes } : {}),
  };
}

export const declineFormSchema = z.object({
  reason: z.string().trim().min(1, error('prescription.reasonRequired')).max(1000, error('prescription.tooLong')),
});

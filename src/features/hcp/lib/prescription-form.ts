// The prescription form's rules (issue 11 approveTreatment with PrescriptionInput): a medication name and 1..6
// dose options, every field a string as typed. The typed text is checked here (numbers, choices), turned into
// PrescriptionInput (prices in integer minor units of the business's currency) and then checked by the domain's
// prescriptionSchema, the same rules the server applies. Error keys are this feature's ('prescription.*',
// translated in prescription-messages.ts) or the domain's ('validation.*').
import { z } from 'zod';
import { minorDigits } from '../../../domain/money.ts';
import {
  MAX_DIRECTIONS,
  MAX_DOSE,
  MAX_PRICE,
  MAX_TIME_COUNT,
  prescriptionSchema,
  type PrescriptionInput,
} from '../../../domain/medication/prescription.ts';
import type { DurationUnit } from '../../../domain/medication/time-units.ts';
import { DOSE_UNITS, ROUTES } from './prescription-values.ts';

export const PRESCRIPTION_MESSAGE_KEYS = [
  'prescription.medicationRequired',
  'prescription.tooLong',
  'prescription.doseInvalid',
  'prescription.unitRequired',
  'prescription.routeRequired',
  'prescription.everyInvalid',
  'prescription.priceInvalid',
  'prescription.costInvalid',
  'prescription.reasonRequired',
  'prescription.renewalReasonRequired',
] as const;
export type PrescriptionMessageKey = (typeof PRESCRIPTION_MESSAGE_KEYS)[number];

const error = (key: PrescriptionMessageKey) => ({ error: key });

export { MAX_DIRECTIONS, MAX_TIME_COUNT };

/** How often a dose is taken: every N hours, days, weeks or months. */
export const FREQUENCY_UNITS = ['Hours', 'Day', 'Week', 'Month'] as const satisfies readonly DurationUnit[];
/** How long a dose option lasts: the "durations in days, weeks or months". */
export const PROGRAM_DURATION_UNITS = ['Day', 'Week', 'Month'] as const satisfies readonly DurationUnit[];
export type FrequencyUnit = (typeof FREQUENCY_UNITS)[number];
export type ProgramDurationUnit = (typeof PROGRAM_DURATION_UNITS)[number];

export type DirectionFormValues = {
  /** A stable React key for the row (never sent). */
  key: string;
  dose: string;
  doseUnit: string;
  route: string;
  frequencyEvery: string;
  frequencyTimeUnit: FrequencyUnit;
  durationEvery: string;
  durationTimeUnit: ProgramDurationUnit;
  sellingPrice: string;
  costToBusiness: string;
};

export type PrescriptionFormValues = { medicationName: string; directions: DirectionFormValues[]; notes: string };

let rowCounter = 0;

/** A fresh dose option: taken once a day for four weeks until the provider says otherwise. */
export function emptyDirection(): DirectionFormValues {
  rowCounter += 1;
  return {
    key: `direction-${rowCounter}`,
    dose: '',
    doseUnit: '',
    route: '',
    frequencyEvery: '1',
    frequencyTimeUnit: 'Day',
    durationEvery: '4',
    durationTimeUnit: 'Week',
    sellingPrice: '',
    costToBusiness: '',
  };
}

export function emptyPrescription(): PrescriptionFormValues {
  return { medicationName: '', directions: [emptyDirection()], notes: '' };
}

/** A decimal as typed: a comma is read as the decimal point too (es, fr, pt keyboards write 2,5). */
function decimalParts(value: string): { whole: string; fraction: string } | null {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(value.trim());
  return match ? { whole: match[1] ?? '0', fraction: match[2] ?? '' } : null;
}

export function parseDose(value: string): number | null {
  const parts = decimalParts(value);
  if (!parts || parts.fraction.length > 4) return null;
  const dose = Number(`${parts.whole}.${parts.fraction || '0'}`);
  return dose > 0 && dose <= MAX_DOSE ? dose : null;
}

/** A whole count of 1..MAX_TIME_COUNT ('every 2 weeks', 'for 3 months'), or null. */
export function parseCount(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= MAX_TIME_COUNT ? count : null;
}

/** The amount in minor units, or null when it is not a non-negative amount with at most the currency's digits. */
export function parsePriceMinor(value: string, currencyCode: string): number | null {
  const parts = decimalParts(value);
  const digits = minorDigits(currencyCode) ?? 2;
  if (!parts || parts.fraction.length > digits) return null;
  // Whole and fraction are read as integers, so 0.29 never becomes 28.999… minor units.
  const minor = Number(parts.whole) * 10 ** digits + Number(parts.fraction.padEnd(digits, '0') || '0');
  return minor <= MAX_PRICE ? minor : null;
}

function directionFieldsSchema(currencyCode: string) {
  return z.object({
    dose: z.string().refine((value) => parseDose(value) !== null, error('prescription.doseInvalid')),
    doseUnit: z.enum(DOSE_UNITS, error('prescription.unitRequired')),
    route: z.enum(ROUTES, error('prescription.routeRequired')),
    frequencyEvery: z.string().refine((value) => parseCount(value) !== null, error('prescription.everyInvalid')),
    frequencyTimeUnit: z.enum(FREQUENCY_UNITS),
    durationEvery: z.string().refine((value) => parseCount(value) !== null, error('prescription.everyInvalid')),
    durationTimeUnit: z.enum(PROGRAM_DURATION_UNITS),
    sellingPrice: z.string().refine((value) => parsePriceMinor(value, currencyCode) !== null, error('prescription.priceInvalid')),
    costToBusiness: z.string().refine((value) => value.trim() === '' || parsePriceMinor(value, currencyCode) !== null, error('prescription.costInvalid')),
  });
}

/**
 * The form's schema: the typed text first, then the domain's prescription rules on what it becomes. Issue paths
 * match the form's ('directions.1.dose'), so each message lands under its field.
 */
export function prescriptionFormSchema(currencyCode: string) {
  const typed = z.object({
    medicationName: z.string().trim().min(1, error('prescription.medicationRequired')).max(200, error('prescription.tooLong')),
    directions: z.array(directionFieldsSchema(currencyCode)).min(1).max(MAX_DIRECTIONS),
    notes: z.string().trim().max(2000, error('prescription.tooLong')),
  });
  return typed.transform((values) => toPrescriptionInput(values, currencyCode)).pipe(prescriptionSchema);
}

/** The one direction as sent, from text that passed the typed checks. */
function toDirection(row: z.output<ReturnType<typeof directionFieldsSchema>>, currencyCode: string): PrescriptionInput['directions'][number] {
  const cost = row.costToBusiness.trim();
  return {
    dosageName: null,
    dose: parseDose(row.dose) ?? 0,
    doseUnit: row.doseUnit,
    route: row.route,
    frequencyEvery: parseCount(row.frequencyEvery) ?? 0,
    frequencyTimeUnit: row.frequencyTimeUnit,
    durationEvery: parseCount(row.durationEvery) ?? 0,
    durationTimeUnit: row.durationTimeUnit,
    sellingPrice: parsePriceMinor(row.sellingPrice, currencyCode) ?? 0,
    costToBusiness: cost === '' ? null : parsePriceMinor(cost, currencyCode),
  };
}

type TypedValues = { medicationName: string; directions: z.output<ReturnType<typeof directionFieldsSchema>>[]; notes: string };

function toPrescriptionInput(values: TypedValues, currencyCode: string): PrescriptionInput {
  const notes = values.notes.trim();
  return {
    medicationName: values.medicationName.trim(),
    directions: values.directions.map((row) => toDirection(row, currencyCode)),
    notes: notes === '' ? null : notes,
  };
}

export type ApprovedPrescription = z.output<ReturnType<typeof prescriptionFormSchema>>;

/** The form's values as approveTreatment's prescription. Throws when they do not pass the schema. */
export function prescriptionFromForm(values: PrescriptionFormValues, currencyCode: string): ApprovedPrescription {
  return prescriptionFormSchema(currencyCode).parse(values);
}

/**
 * One row as a direction for the live heading preview, or null while its dose, frequency or duration cannot be
 * read yet. The unit shows as typed (or '…' before one is chosen).
 */
export function previewDirection(row: DirectionFormValues) {
  const dose = parseDose(row.dose);
  const frequencyEvery = parseCount(row.frequencyEvery);
  const durationEvery = parseCount(row.durationEvery);
  if (dose === null || frequencyEvery === null || durationEvery === null) return null;
  return { dose, doseUnit: row.doseUnit || '…', frequencyEvery, frequencyTimeUnit: row.frequencyTimeUnit, durationEvery, durationTimeUnit: row.durationTimeUnit };
}

/**
 * A BAD_USER_INPUT field path from the server ('input.prescription.directions.1.dose') as the form's own path
 * ('directions.1.dose'); null for a path the form has no field for.
 */
export function formPathOfServerField(path: string): string | null {
  const match = /(?:^|\.)(medicationName|notes|directions\.\d+\.[A-Za-z]+)$/.exec(path);
  return match?.[1] ?? null;
}

/** Declining a month of medication that waited for re-approval: the client reads the reason. */
export const declineRenewalSchema = z.object({
  reason: z.string().trim().min(1, error('prescription.renewalReasonRequired')).max(1000, error('prescription.tooLong')),
});

export const declineFormSchema = z.object({
  reason: z.string().trim().min(1, error('prescription.reasonRequired')).max(1000, error('prescription.tooLong')),
});

import { z } from 'zod';
import { message } from '../validation/messages.ts';
import { DURATION_UNITS, type DurationUnit } from './time-units.ts';

/**
 * One dose option of a prescription (spec §3 "directions"). A prescription lists 1..6 of them; in ascending dose
 * they are a titration schedule (see dose-schedule.ts). `sellingPrice` is the price of one month's supply at this
 * dose and `costToBusiness` what it costs the business, both in minor units of the prescription's currency.
 */
export type PrescriptionDirection = {
  dosageName: string | null;
  dose: number;
  doseUnit: string;
  route: string;
  frequencyEvery: number;
  frequencyTimeUnit: DurationUnit;
  durationEvery: number;
  durationTimeUnit: DurationUnit;
  sellingPrice: number;
  costToBusiness: number | null;
};

export const MEDICATION_NAME_MAX_LENGTH = 200;
export const DOSAGE_NAME_MAX_LENGTH = 100;
export const DOSE_UNIT_MAX_LENGTH = 20;
export const ROUTE_MAX_LENGTH = 60;
export const PRESCRIPTION_NOTES_MAX_LENGTH = 2000;
export const MIN_DIRECTIONS = 1;
export const MAX_DIRECTIONS = 6;
/** No bound is given by the spec ("Dosage and price fields have no numeric bounds shown"); these only stop nonsense. */
export const MAX_DOSE = 100_000;
export const MAX_TIME_COUNT = 1000;
export const MAX_PRICE = 100_000_000;

const requiredText = (max: number) =>
  z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));

const durationUnitSchema = z.enum(DURATION_UNITS, message('validation.invalid'));

const timeCountSchema = z
  .number(message('validation.required'))
  .int(message('validation.invalid'))
  .min(1, message('validation.invalid'))
  .max(MAX_TIME_COUNT, message('validation.invalid'));

const moneySchema = z.number(message('validation.required')).int(message('validation.invalid')).min(0, message('validation.invalid')).max(MAX_PRICE, message('validation.invalid'));

export const prescriptionDirectionSchema = z.object({
  dosageName: z
    .string(message('validation.invalid'))
    .trim()
    .max(DOSAGE_NAME_MAX_LENGTH, message('validation.tooLong'))
    .nullish()
    .transform((value) => (value ? value : null)),
  dose: z.number(message('validation.required')).gt(0, message('validation.invalid')).max(MAX_DOSE, message('validation.invalid')),
  doseUnit: requiredText(DOSE_UNIT_MAX_LENGTH),
  route: requiredText(ROUTE_MAX_LENGTH),
  frequencyEvery: timeCountSchema,
  frequencyTimeUnit: durationUnitSchema,
  durationEvery: timeCountSchema,
  durationTimeUnit: durationUnitSchema,
  sellingPrice: moneySchema,
  costToBusiness: moneySchema.nullish().transform((value) => value ?? null),
}) satisfies z.ZodType<PrescriptionDirection, unknown>;

export const prescriptionSchema = z.object({
  medicationName: requiredText(MEDICATION_NAME_MAX_LENGTH),
  directions: z
    .array(prescriptionDirectionSchema, message('validation.required'))
    .min(MIN_DIRECTIONS, message('validation.required'))
    .max(MAX_DIRECTIONS, message('validation.tooLong')),
  notes: z
    .string(message('validation.invalid'))
    .trim()
    .max(PRESCRIPTION_NOTES_MAX_LENGTH, message('validation.tooLong'))
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type PrescriptionInput = z.input<typeof prescriptionSchema>;
export type Prescription = z.output<typeof prescriptionSchema>;

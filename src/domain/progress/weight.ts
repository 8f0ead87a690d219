import { z } from 'zod';
import { customIssue, type ValidationMessageKey } from '../validation/messages.ts';

/** Spec §5 weight: Kg or Lb. */
export const WEIGHT_UNITS = ['Kg', 'Lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Spec §5 / §9: Kg 0.5 to 500, Lb 1 to 1100, both inclusive. */
export const WEIGHT_BOUNDS = {
  Kg: { min: 0.5, max: 500 },
  Lb: { min: 1, max: 1100 },
} as const satisfies Record<WeightUnit, { min: number; max: number }>;

/** The message of an out-of-range weight names the bounds of its unit, so there is one key per unit. */
export const WEIGHT_RANGE_MESSAGE = {
  Kg: 'validation.weightRangeKg',
  Lb: 'validation.weightRangeLb',
} as const satisfies Record<WeightUnit, ValidationMessageKey>;

/** 1 lb = 0.45359237 kg exactly (international avoirdupois pound). */
export const KG_PER_LB = 0.45359237;

const UNIT_SET: ReadonlySet<string> = new Set(WEIGHT_UNITS);

export function isWeightUnit(value: unknown): value is WeightUnit {
  return typeof value === 'string' && UNIT_SET.has(value);
}

// Digits, then optionally a dot and more digits. While typing the digits after the dot may still be missing.
const PARTIAL_PATTERN = /^(\d+(\.\d*)?)?$/;
const COMPLETE_PATTERN = /^\d+(\.\d*)?$/;

/**
 * Whether the text may be kept in the field while the client types (spec §5 "partial entry such as '12.' is
 * allowed while typing"): '', '12', '12.', '12.5' yes; '12..', 'abc', '-1', '1e3', ' 12' no. The field refuses
 * a keystroke that makes it false; range is checked on submit, never by changing what was typed.
 */
export function isPartialWeight(text: string): boolean {
  return PARTIAL_PATTERN.test(text);
}

export function isWeightInRange(value: number, unit: WeightUnit): boolean {
  const { min, max } = WEIGHT_BOUNDS[unit];
  return Number.isFinite(value) && value >= min && value <= max;
}

// Nothing given is 'required'; anything else that is neither text nor a finite number (NaN, Infinity, an object)
// is 'weightFormat'.
const weightInputError = {
  error: (issue: { input?: unknown }): ValidationMessageKey => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.weightFormat'),
} as const;

/**
 * A weight as typed (text) or sent (number) in `unit`, to its number. Text is trimmed; a trailing dot ('12.')
 * reads as 12. Empty -> 'validation.required'; not digits with optional decimals -> 'validation.weightFormat';
 * outside the unit's bounds -> 'validation.weightRangeKg' / 'validation.weightRangeLb'.
 */
export function weightValueSchema(unit: WeightUnit) {
  return z.union([z.string(), z.number()], weightInputError).transform((raw, ctx) => {
    const value = parseWeightText(raw);
    if (value === 'empty') {
      ctx.issues.push(customIssue('validation.required', raw));
      return z.NEVER;
    }
    if (value === 'format') {
      ctx.issues.push(customIssue('validation.weightFormat', raw));
      return z.NEVER;
    }
    if (!isWeightInRange(value, unit)) {
      ctx.issues.push(customIssue(WEIGHT_RANGE_MESSAGE[unit], raw));
      return z.NEVER;
    }
    return value;
  });
}

function parseWeightText(raw: string | number): number | 'empty' | 'format' {
  if (typeof raw === 'number') return raw;
  const text = raw.trim();
  if (text === '') return 'empty';
  if (!COMPLETE_PATTERN.test(text)) return 'format';
  return Number(text);
}

/**
 * A weight with its unit: `{ value, unit }` -> `{ value, unit, valueKg }`. The value is checked against its own
 * unit's bounds (never converted first), so what the client typed is what is judged.
 */
export const weightSchema = z
  .object({
    value: z.union([z.string(), z.number()], weightInputError),
    unit: z.enum(WEIGHT_UNITS, { error: 'validation.invalid' }),
  })
  .transform(({ value, unit }, ctx) => {
    const result = weightValueSchema(unit).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', input: value, message: issue.message, path: ['value'] });
      return z.NEVER;
    }
    return { value: result.data, unit, valueKg: toKg(result.data, unit) };
  });

export type Weight = z.output<typeof weightSchema>;

export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'Kg' ? value : value * KG_PER_LB;
}

export function fromKg(kg: number, unit: WeightUnit): number {
  return unit === 'Kg' ? kg : kg / KG_PER_LB;
}

/** A stored weight shown in another unit, rounded for display (one decimal by default). */
export function displayWeight(kg: number, unit: WeightUnit, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(fromKg(kg, unit) * factor) / factor;
}

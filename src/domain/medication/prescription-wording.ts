import type { PrescriptionDirection } from './prescription.ts';
import { HOURS_PER, toHours, type DurationUnit } from './time-units.ts';

/**
 * Spec §9 prescription wording as pure data: the UI and the mail render it with their own i18n (plural rules,
 * number formats). `prescriptionHeadingEnglish` shows the intended English and is what the tests read.
 */
export type DisplayDuration = { count: number; unit: DurationUnit };

/** Whole weeks from 1 to 12 are shown in weeks (§9). */
export const MAX_DISPLAY_WEEKS = 12;
/** A duration within a tenth of a whole number of months (at least one) is "near-whole" and shown in months. */
export const NEAR_WHOLE_MONTH_TOLERANCE = 0.1;
/** Per-week amounts are rounded to at most this many decimals. */
export const PER_WEEK_DECIMALS = 3;

// Floating point slack for the comparisons below (hours are exact for integer input, months are not).
const EPSILON = 1e-9;

function isWhole(value: number): boolean {
  return Math.abs(value - Math.round(value)) < EPSILON;
}

/**
 * A duration in the unit §9 shows it in. The input is converted to hours (1 day 24 h, 1 week 7 days, 1 month
 * 30 days), then: whole weeks 1..12 -> weeks; near-whole months (|months - round(months)| <= 0.1, round >= 1)
 * -> months, rounded; whole days -> days; else hours. So 28 days is 4 weeks, 30 days 1 month, 13 weeks 3 months,
 * 24 weeks 168 days, 36 hours 36 hours.
 */
export function displayDuration(every: number, unit: DurationUnit): DisplayDuration {
  const hours = toHours(every, unit);
  const weeks = hours / HOURS_PER.Week;
  if (isWhole(weeks) && Math.round(weeks) >= 1 && Math.round(weeks) <= MAX_DISPLAY_WEEKS) return { count: Math.round(weeks), unit: 'Week' };
  const months = hours / HOURS_PER.Month;
  const roundMonths = Math.round(months);
  if (roundMonths >= 1 && Math.abs(months - roundMonths) <= NEAR_WHOLE_MONTH_TOLERANCE + EPSILON) return { count: roundMonths, unit: 'Month' };
  const days = hours / HOURS_PER.Day;
  if (isWhole(days) && Math.round(days) >= 1) return { count: Math.round(days), unit: 'Day' };
  return { count: roundTo(hours, PER_WEEK_DECIMALS), unit: 'Hours' };
}

/**
 * How often a dose is taken, in the largest unit that states it exactly (whole months, then whole weeks, then
 * whole days, else hours): 7 days reads "every week", 48 hours "every 2 days". Unlike a duration it is never
 * rounded to a near-whole month, since a dosing interval must stay exact.
 */
export function displayFrequency(every: number, unit: DurationUnit): DisplayDuration {
  const hours = toHours(every, unit);
  for (const candidate of ['Month', 'Week', 'Day'] as const) {
    const count = hours / HOURS_PER[candidate];
    if (isWhole(count) && Math.round(count) >= 1) return { count: Math.round(count), unit: candidate };
  }
  return { count: roundTo(hours, PER_WEEK_DECIMALS), unit: 'Hours' };
}

export type PrescriptionHeading = {
  dose: number;
  doseUnit: string;
  /** null when the dose is taken once daily (every 1 Day, or 24 Hours). */
  frequency: { every: number; unit: DurationUnit } | null;
  duration: DisplayDuration;
  /** Set when doses are less frequent than daily and the duration is at least one week. */
  perWeek: { amount: number; doseUnit: string } | null;
};

/** Spec §9 heading '{dose} {unit} {frequency} for {duration}', with the per-week figure where it applies. */
export function prescriptionHeading(d: PrescriptionDirection): PrescriptionHeading {
  const frequencyHours = toHours(d.frequencyEvery, d.frequencyTimeUnit);
  const durationHours = toHours(d.durationEvery, d.durationTimeUnit);
  const onceDaily = Math.abs(frequencyHours - HOURS_PER.Day) < EPSILON;
  const frequency = onceDaily ? null : displayFrequency(d.frequencyEvery, d.frequencyTimeUnit);
  const lessThanDaily = frequencyHours > HOURS_PER.Day + EPSILON;
  const atLeastAWeek = durationHours >= HOURS_PER.Week - EPSILON;
  const perWeek =
    lessThanDaily && atLeastAWeek ? { amount: roundTo((d.dose * HOURS_PER.Week) / frequencyHours, PER_WEEK_DECIMALS), doseUnit: d.doseUnit } : null;
  return {
    dose: d.dose,
    doseUnit: d.doseUnit,
    frequency: frequency ? { every: frequency.count, unit: frequency.unit } : null,
    duration: displayDuration(d.durationEvery, d.durationTimeUnit),
    perWeek,
  };
}

/** Rounds to at most `decimals` decimals (0.2333.. -> 0.233, 3.5 -> 3.5). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

const ENGLISH_UNIT = {
  Hours: ['hour', 'hours'],
  Day: ['day', 'days'],
  Week: ['week', 'weeks'],
  Month: ['month', 'months'],
} as const satisfies Record<DurationUnit, readonly [string, string]>;

function englishCount({ count, unit }: DisplayDuration): string {
  return `${count} ${ENGLISH_UNIT[unit][count === 1 ? 0 : 1]}`;
}

function englishEvery({ count, unit }: DisplayDuration): string {
  return count === 1 ? `every ${ENGLISH_UNIT[unit][0]}` : `every ${englishCount({ count, unit })}`;
}

/**
 * The heading in plain English, e.g. '0.25 mg every week for 4 weeks (0.25 mg per week)', '1 mg for 1 month',
 * '500 mg every 12 hours for 10 days'. For tests and as the reference wording; screens and mail translate the
 * parts of prescriptionHeading instead of using this.
 */
export function prescriptionHeadingEnglish(d: PrescriptionDirection): string {
  const h = prescriptionHeading(d);
  const frequency = h.frequency ? ` ${englishEvery({ count: h.frequency.every, unit: h.frequency.unit })}` : '';
  const perWeek = h.perWeek ? ` (${h.perWeek.amount} ${h.perWeek.doseUnit} per week)` : '';
  return `${h.dose} ${h.doseUnit}${frequency} for ${englishCount(h.duration)}${perWeek}`;
}

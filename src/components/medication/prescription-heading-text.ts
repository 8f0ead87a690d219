// The words of a prescription heading (spec §9 "'{dose} {unit} {frequency} for {duration}'; frequency omitted
// when once daily; a per-week figure when doses are less frequent than daily and the duration is at least one
// week"). The domain decides the parts (prescriptionHeading); this turns them into the reader's language, with
// plural forms for every count. Shared by the client's booking screens and the provider console.
import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { DurationUnit } from '../../domain/medication/time-units.ts';
import type { PrescriptionHeading } from '../../domain/medication/prescription-wording.ts';

/** 'every 2 weeks' (never 'every 1 day': a once-daily dose has no frequency part). */
export function frequencyText(i18n: I18n, every: number, unit: DurationUnit): string {
  switch (unit) {
    case 'Hours':
      return t(i18n)({ message: plural(every, { one: 'every hour', other: 'every # hours' }), comment: 'How often a dose is taken' });
    case 'Day':
      return t(i18n)({ message: plural(every, { one: 'every day', other: 'every # days' }), comment: 'How often a dose is taken' });
    case 'Week':
      return t(i18n)({ message: plural(every, { one: 'every week', other: 'every # weeks' }), comment: 'How often a dose is taken' });
    case 'Month':
      return t(i18n)({ message: plural(every, { one: 'every month', other: 'every # months' }), comment: 'How often a dose is taken' });
  }
}

/** '4 weeks', '1 month', '36 hours'. */
export function durationText(i18n: I18n, count: number, unit: DurationUnit): string {
  switch (unit) {
    case 'Hours':
      return t(i18n)({ message: plural(count, { one: '# hour', other: '# hours' }), comment: 'How long a dose is taken' });
    case 'Day':
      return t(i18n)({ message: plural(count, { one: '# day', other: '# days' }), comment: 'How long a dose is taken' });
    case 'Week':
      return t(i18n)({ message: plural(count, { one: '# week', other: '# weeks' }), comment: 'How long a dose is taken' });
    case 'Month':
      return t(i18n)({ message: plural(count, { one: '# month', other: '# months' }), comment: 'How long a dose is taken' });
  }
}

/**
 * The dose unit in the reader's language, agreeing with the amount: '1 tablet', '2 tablets'. Measures (mg, mL,
 * IU...) are symbols and stay as they are, like a unit stored by another client that is not in this list.
 */
export function doseUnitText(i18n: I18n, unit: string, amount: number): string {
  switch (unit) {
    case 'unit':
      return t(i18n)({ message: plural(amount, { one: 'unit', other: 'units' }), comment: 'Dose unit after a number' });
    case 'tablet':
      return t(i18n)({ message: plural(amount, { one: 'tablet', other: 'tablets' }), comment: 'Dose unit after a number' });
    case 'capsule':
      return t(i18n)({ message: plural(amount, { one: 'capsule', other: 'capsules' }), comment: 'Dose unit after a number' });
    case 'drop':
      return t(i18n)({ message: plural(amount, { one: 'drop', other: 'drops' }), comment: 'Dose unit after a number' });
    case 'puff':
      return t(i18n)({ message: plural(amount, { one: 'puff', other: 'puffs' }), comment: 'Dose unit after a number' });
    case 'application':
      return t(i18n)({ message: plural(amount, { one: 'application', other: 'applications' }), comment: 'Dose unit after a number' });
    default:
      return unit;
  }
}

/** A dose as the reader writes numbers (0.25 in English, 0,25 in Spanish). */
export function doseNumber(i18n: I18n, value: number): string {
  return i18n.number(value, { maximumFractionDigits: 3 });
}

/** The heading's main line: '0.25 mg every week for 4 weeks', or '10 mg for 30 days' when taken once a day. */
export function headingText(i18n: I18n, heading: PrescriptionHeading): string {
  const dose = doseNumber(i18n, heading.dose);
  const doseUnit = doseUnitText(i18n, heading.doseUnit, heading.dose);
  const duration = durationText(i18n, heading.duration.count, heading.duration.unit);
  if (!heading.frequency) return t(i18n)`${dose} ${doseUnit} for ${duration}`;
  const frequency = frequencyText(i18n, heading.frequency.every, heading.frequency.unit);
  return t(i18n)`${dose} ${doseUnit} ${frequency} for ${duration}`;
}

/** The per-week figure ('0.5 mg per week'), or null when the heading has none. */
export function perWeekText(i18n: I18n, heading: PrescriptionHeading): string | null {
  if (!heading.perWeek) return null;
  const amount = i18n.number(heading.perWeek.amount, { maximumFractionDigits: 2 });
  const doseUnit = doseUnitText(i18n, heading.perWeek.doseUnit, heading.perWeek.amount);
  return t(i18n)`${amount} ${doseUnit} per week`;
}

/** The whole heading as one line, for labels and lists: '0.25 mg every 3 days for 2 weeks (0.58 mg per week)'. */
export function fullHeadingText(i18n: I18n, heading: PrescriptionHeading): string {
  const main = headingText(i18n, heading);
  const perWeek = perWeekText(i18n, heading);
  return perWeek ? t(i18n)`${main} (${perWeek})` : main;
}

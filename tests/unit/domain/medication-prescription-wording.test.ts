import { describe, expect, it } from 'vitest';
import type { PrescriptionDirection } from '../../../src/domain/medication/prescription.ts';
import {
  displayDuration,
  displayFrequency,
  prescriptionHeading,
  prescriptionHeadingEnglish,
  roundTo,
  type DisplayDuration,
} from '../../../src/domain/medication/prescription-wording.ts';
import { HOURS_PER, type DurationUnit } from '../../../src/domain/medication/time-units.ts';

const direction = (overrides: Partial<PrescriptionDirection>): PrescriptionDirection => ({
  dosageName: null,
  dose: 1,
  doseUnit: 'mg',
  route: 'Subcutaneous',
  frequencyEvery: 1,
  frequencyTimeUnit: 'Day',
  durationEvery: 30,
  durationTimeUnit: 'Day',
  sellingPrice: 24900,
  costToBusiness: null,
  ...overrides,
});

describe('§9 conversions: 1 day = 24 h, 1 week = 7 days, 1 month = 30 days', () => {
  it('HOURS_PER', () => {
    expect(HOURS_PER).toEqual({ Hours: 1, Day: 24, Week: 168, Month: 720 });
  });
});

describe('displayDuration (§9: whole weeks 1..12 in weeks, near-whole months in months, whole days in days, else hours)', () => {
  it.each<[number, DurationUnit, DisplayDuration, string]>([
    [1, 'Hours', { count: 1, unit: 'Hours' }, 'less than a day: hours'],
    [20, 'Hours', { count: 20, unit: 'Hours' }, 'not a whole day: hours'],
    [36, 'Hours', { count: 36, unit: 'Hours' }, 'a day and a half stays in hours'],
    [24, 'Hours', { count: 1, unit: 'Day' }, '24 hours is a whole day'],
    [48, 'Hours', { count: 2, unit: 'Day' }, '48 hours is 2 days'],
    [168, 'Hours', { count: 1, unit: 'Week' }, '168 hours is a whole week'],
    [1, 'Day', { count: 1, unit: 'Day' }, 'one day'],
    [6, 'Day', { count: 6, unit: 'Day' }, 'under a week: days'],
    [7, 'Day', { count: 1, unit: 'Week' }, '7 days is 1 week'],
    [10, 'Day', { count: 10, unit: 'Day' }, 'not whole weeks: days'],
    [14, 'Day', { count: 2, unit: 'Week' }, '14 days is 2 weeks'],
    [28, 'Day', { count: 4, unit: 'Week' }, 'whole weeks win over the near-whole month (28 days = 0.93 months)'],
    [30, 'Day', { count: 1, unit: 'Month' }, '30 days is 1 month'],
    [27, 'Day', { count: 1, unit: 'Month' }, '27 days = 0.9 months: near-whole, the lower edge'],
    [33, 'Day', { count: 1, unit: 'Month' }, '33 days = 1.1 months: near-whole, the upper edge'],
    [26, 'Day', { count: 26, unit: 'Day' }, '26 days = 0.87 months: not near-whole, whole days'],
    [34, 'Day', { count: 34, unit: 'Day' }, '34 days = 1.13 months: not near-whole, whole days'],
    [84, 'Day', { count: 12, unit: 'Week' }, '84 days is 12 weeks, the last shown in weeks'],
    [90, 'Day', { count: 3, unit: 'Month' }, '90 days is 3 months'],
    [1, 'Week', { count: 1, unit: 'Week' }, 'one week'],
    [5, 'Week', { count: 5, unit: 'Week' }, 'whole weeks win over months (35 days = 1.17 months)'],
    [8, 'Week', { count: 8, unit: 'Week' }, '8 weeks stay weeks (1.87 months)'],
    [12, 'Week', { count: 12, unit: 'Week' }, '12 weeks stay weeks'],
    [13, 'Week', { count: 3, unit: 'Month' }, '13 weeks is past 12: 91 days = 3.03 months'],
    [24, 'Week', { count: 168, unit: 'Day' }, '24 weeks: past 12 weeks, 5.6 months is not near-whole, 168 whole days'],
    [26, 'Week', { count: 6, unit: 'Month' }, '26 weeks = 182 days = 6.07 months'],
    [1, 'Month', { count: 1, unit: 'Month' }, 'one month'],
    [2, 'Month', { count: 2, unit: 'Month' }, 'two months'],
    [12, 'Month', { count: 12, unit: 'Month' }, 'a year of months'],
    [720, 'Hours', { count: 1, unit: 'Month' }, '720 hours is a month'],
  ])('%s %s -> %o (%s)', (every, unit, expected) => {
    expect(displayDuration(every, unit)).toEqual(expected);
  });
});

describe('displayFrequency: the exact largest unit (never a near-whole month)', () => {
  it.each<[number, DurationUnit, DisplayDuration]>([
    [12, 'Hours', { count: 12, unit: 'Hours' }],
    [36, 'Hours', { count: 36, unit: 'Hours' }],
    [48, 'Hours', { count: 2, unit: 'Day' }],
    [7, 'Day', { count: 1, unit: 'Week' }],
    [14, 'Day', { count: 2, unit: 'Week' }],
    [29, 'Day', { count: 29, unit: 'Day' }],
    [30, 'Day', { count: 1, unit: 'Month' }],
    [4, 'Week', { count: 4, unit: 'Week' }],
    [210, 'Day', { count: 7, unit: 'Month' }],
    [1, 'Month', { count: 1, unit: 'Month' }],
  ])('every %s %s -> %o', (every, unit, expected) => {
    expect(displayFrequency(every, unit)).toEqual(expected);
  });
});

describe("prescription heading '{dose} {unit} {frequency} for {duration}' (§9)", () => {
  it.each<[string, Partial<PrescriptionDirection>, string]>([
    ['weekly injection, a per-week figure', { dose: 0.25, frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week' }, '0.25 mg every week for 4 weeks (0.25 mg per week)'],
    ['once daily (1 Day): frequency omitted, no per-week figure', { dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Day', durationEvery: 30, durationTimeUnit: 'Day' }, '1 mg for 1 month'],
    ['once daily written as 24 Hours: frequency omitted', { dose: 1, frequencyEvery: 24, frequencyTimeUnit: 'Hours', durationEvery: 10, durationTimeUnit: 'Day' }, '1 mg for 10 days'],
    ['more often than daily: no per-week figure', { dose: 500, frequencyEvery: 12, frequencyTimeUnit: 'Hours', durationEvery: 10, durationTimeUnit: 'Day' }, '500 mg every 12 hours for 10 days'],
    ['every hour', { dose: 2.5, frequencyEvery: 1, frequencyTimeUnit: 'Hours', durationEvery: 1, durationTimeUnit: 'Day' }, '2.5 mg every hour for 1 day'],
    ['a unit other than mg', { dose: 1, doseUnit: 'tablet', frequencyEvery: 8, frequencyTimeUnit: 'Hours', durationEvery: 3, durationTimeUnit: 'Day' }, '1 tablet every 8 hours for 3 days'],
    ['every 2 days for 2 weeks: 3.5 doses a week', { dose: 2, frequencyEvery: 2, frequencyTimeUnit: 'Day', durationEvery: 2, durationTimeUnit: 'Week' }, '2 mg every 2 days for 2 weeks (7 mg per week)'],
    ['less often than daily but shorter than a week: no per-week figure', { dose: 2, frequencyEvery: 2, frequencyTimeUnit: 'Day', durationEvery: 6, durationTimeUnit: 'Day' }, '2 mg every 2 days for 6 days'],
    ['exactly one week: per-week figure', { dose: 2, frequencyEvery: 2, frequencyTimeUnit: 'Day', durationEvery: 7, durationTimeUnit: 'Day' }, '2 mg every 2 days for 1 week (7 mg per week)'],
    ['48 hours reads every 2 days', { dose: 1, frequencyEvery: 48, frequencyTimeUnit: 'Hours', durationEvery: 1, durationTimeUnit: 'Month' }, '1 mg every 2 days for 1 month (3.5 mg per week)'],
    ['every 2 weeks', { dose: 5, frequencyEvery: 2, frequencyTimeUnit: 'Week', durationEvery: 8, durationTimeUnit: 'Week' }, '5 mg every 2 weeks for 8 weeks (2.5 mg per week)'],
    ['every 4 weeks is not a month', { dose: 1, frequencyEvery: 4, frequencyTimeUnit: 'Week', durationEvery: 12, durationTimeUnit: 'Week' }, '1 mg every 4 weeks for 12 weeks (0.25 mg per week)'],
    ['monthly: per week rounded to 3 decimals', { dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Month', durationEvery: 3, durationTimeUnit: 'Month' }, '1 mg every month for 3 months (0.233 mg per week)'],
    ['30 days reads every month', { dose: 1, frequencyEvery: 30, frequencyTimeUnit: 'Day', durationEvery: 6, durationTimeUnit: 'Month' }, '1 mg every month for 6 months (0.233 mg per week)'],
    ['7 days reads every week', { dose: 10, frequencyEvery: 7, frequencyTimeUnit: 'Day', durationEvery: 12, durationTimeUnit: 'Week' }, '10 mg every week for 12 weeks (10 mg per week)'],
    ['every 3 days: 0.583', { dose: 0.25, frequencyEvery: 3, frequencyTimeUnit: 'Day', durationEvery: 4, durationTimeUnit: 'Week' }, '0.25 mg every 3 days for 4 weeks (0.583 mg per week)'],
    ['every 36 hours: 4.667', { dose: 1, frequencyEvery: 36, frequencyTimeUnit: 'Hours', durationEvery: 2, durationTimeUnit: 'Week' }, '1 mg every 36 hours for 2 weeks (4.667 mg per week)'],
    ['no floating-point noise in the per-week figure', { dose: 0.3, frequencyEvery: 2, frequencyTimeUnit: 'Day', durationEvery: 2, durationTimeUnit: 'Week' }, '0.3 mg every 2 days for 2 weeks (1.05 mg per week)'],
    ['13 weeks reads 3 months', { dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 13, durationTimeUnit: 'Week' }, '1 mg every week for 3 months (1 mg per week)'],
    ['36 hours of a daily dose', { dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Day', durationEvery: 36, durationTimeUnit: 'Hours' }, '1 mg for 36 hours'],
    ['once daily for 12 weeks', { dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Day', durationEvery: 84, durationTimeUnit: 'Day' }, '1 mg for 12 weeks'],
  ])('%s', (_name, overrides, english) => {
    expect(prescriptionHeadingEnglish(direction(overrides))).toBe(english);
  });

  it('the parts the screens and mail translate', () => {
    expect(prescriptionHeading(direction({ dose: 0.25, frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week' }))).toEqual({
      dose: 0.25,
      doseUnit: 'mg',
      frequency: { every: 1, unit: 'Week' },
      duration: { count: 4, unit: 'Week' },
      perWeek: { amount: 0.25, doseUnit: 'mg' },
    });
    expect(prescriptionHeading(direction({ frequencyEvery: 24, frequencyTimeUnit: 'Hours', durationEvery: 2, durationTimeUnit: 'Week' }))).toEqual({
      dose: 1,
      doseUnit: 'mg',
      frequency: null,
      duration: { count: 2, unit: 'Week' },
      perWeek: null,
    });
  });

  it('roundTo keeps at most the given decimals', () => {
    expect(roundTo(1 / 3, 3)).toBe(0.333);
    expect(roundTo(2 / 3, 3)).toBe(0.667);
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(3.5, 3)).toBe(3.5);
  });
});

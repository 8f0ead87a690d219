import { describe, expect, it } from 'vitest';
import { formatIsoDate, utcDateParts } from '../../../src/domain/calendar-date.ts';
import { ADMINISTERED_BY, FEELINGS, makeWeeklyProgressSchema, weeklyProgressSchema } from '../../../src/domain/progress/weekly-progress.ts';
import { check, fail } from './check.ts';

const schema = makeWeeklyProgressSchema({ today: () => '2026-03-10' });
const valid = { weight: { value: '82.4', unit: 'Kg' }, feeling: 'GOOD', dosage: ' 0.25 mg ', administeredBy: 'SELF', recordedOn: '2026-03-10' };

describe('weekly progress record', () => {
  it('its choices', () => {
    expect(FEELINGS).toEqual(['GREAT', 'GOOD', 'OKAY', 'UNWELL', 'POOR']);
    expect(ADMINISTERED_BY).toEqual(['SELF', 'PROVIDER', 'CAREGIVER']);
  });

  it('a valid record: weight with kg, trimmed dosage, the date as given', () => {
    const result = schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ weight: { value: 82.4, unit: 'Kg', valueKg: 82.4 }, feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-10' });
  });

  it.each([
    { name: 'weight in Lb out of range', input: { ...valid, weight: { value: '1200', unit: 'Lb' } }, expected: fail('validation.weightRangeLb') },
    { name: 'weight not a number', input: { ...valid, weight: { value: '8x', unit: 'Kg' } }, expected: fail('validation.weightFormat') },
    { name: 'feeling not chosen', input: { ...valid, feeling: undefined }, expected: fail('validation.required') },
    { name: 'feeling unknown', input: { ...valid, feeling: 'AMAZING' }, expected: fail('validation.invalid') },
    { name: 'dosage blank', input: { ...valid, dosage: '  ' }, expected: fail('validation.required') },
    { name: 'dosage over 120 characters', input: { ...valid, dosage: 'x'.repeat(121) }, expected: fail('validation.tooLong') },
    { name: 'administered by not chosen', input: { ...valid, administeredBy: '' }, expected: fail('validation.required') },
    { name: 'administered by unknown', input: { ...valid, administeredBy: 'NURSE' }, expected: fail('validation.invalid') },
    { name: 'date missing', input: { ...valid, recordedOn: '' }, expected: fail('validation.required') },
    { name: 'date not a real date', input: { ...valid, recordedOn: '2026-02-30' }, expected: fail('validation.dateInvalid') },
    { name: 'date in another format', input: { ...valid, recordedOn: '03/10/2026' }, expected: fail('validation.dateInvalid') },
    { name: 'date tomorrow', input: { ...valid, recordedOn: '2026-03-11' }, expected: fail('validation.dateInFuture') },
  ])('$name', ({ input, expected }) => {
    expect(check(schema, input)).toEqual(expected);
  });

  it('120 characters of dosage and an earlier date are fine', () => {
    expect(schema.safeParse({ ...valid, dosage: 'x'.repeat(120), recordedOn: '2025-12-31' }).success).toBe(true);
  });

  it('by default (the server) today is the latest calendar date on earth: UTC today passes, two days ahead does not', () => {
    const now = Date.now();
    const utcToday = formatIsoDate(utcDateParts(new Date(now)));
    const twoDaysAhead = formatIsoDate(utcDateParts(new Date(now + 2 * 24 * 60 * 60 * 1000)));
    expect(weeklyProgressSchema.safeParse({ ...valid, recordedOn: utcToday }).success).toBe(true);
    expect(check(weeklyProgressSchema, { ...valid, recordedOn: twoDaysAhead })).toEqual(fail('validation.dateInFuture'));
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_DIRECTIONS, prescriptionDirectionSchema, prescriptionSchema } from '../../../src/domain/medication/prescription.ts';
import { DURATION_UNITS, isDurationUnit, toHours } from '../../../src/domain/medication/time-units.ts';
import { check, fail, ok } from './check.ts';

const direction = {
  dosageName: 'Starter',
  dose: 0.25,
  doseUnit: 'mg',
  route: 'Subcutaneous',
  frequencyEvery: 1,
  frequencyTimeUnit: 'Week',
  durationEvery: 4,
  durationTimeUnit: 'Week',
  sellingPrice: 24900,
  costToBusiness: 9000,
};

describe('time units', () => {
  it('the four units and their hours', () => {
    expect(DURATION_UNITS).toEqual(['Hours', 'Day', 'Week', 'Month']);
    expect(toHours(2, 'Week')).toBe(336);
    expect(isDurationUnit('Month')).toBe(true);
    expect(isDurationUnit('Year')).toBe(false);
  });
});

describe('prescriptionDirectionSchema', () => {
  it.each([
    { name: 'a full direction', input: direction, expected: ok(direction) },
    { name: 'no dosage name and no cost: both null', input: { ...direction, dosageName: undefined, costToBusiness: undefined }, expected: ok({ ...direction, dosageName: null, costToBusiness: null }) },
    { name: 'a blank dosage name is null, text is trimmed', input: { ...direction, dosageName: '  ', doseUnit: ' mg ' }, expected: ok({ ...direction, dosageName: null, doseUnit: 'mg' }) },
    { name: 'a free price (0) is allowed', input: { ...direction, sellingPrice: 0 }, expected: ok({ ...direction, sellingPrice: 0 }) },
    { name: 'dose missing', input: { ...direction, dose: undefined }, expected: fail('validation.required') },
    { name: 'dose 0', input: { ...direction, dose: 0 }, expected: fail('validation.invalid') },
    { name: 'dose negative', input: { ...direction, dose: -1 }, expected: fail('validation.invalid') },
    { name: 'dose unit blank', input: { ...direction, doseUnit: ' ' }, expected: fail('validation.required') },
    { name: 'route missing', input: { ...direction, route: undefined }, expected: fail('validation.required') },
    { name: 'frequency not whole', input: { ...direction, frequencyEvery: 1.5 }, expected: fail('validation.invalid') },
    { name: 'frequency 0', input: { ...direction, frequencyEvery: 0 }, expected: fail('validation.invalid') },
    { name: 'duration unit unknown', input: { ...direction, durationTimeUnit: 'Year' }, expected: fail('validation.invalid') },
    { name: 'price in fractions of a cent', input: { ...direction, sellingPrice: 249.5 }, expected: fail('validation.invalid') },
    { name: 'negative cost', input: { ...direction, costToBusiness: -1 }, expected: fail('validation.invalid') },
  ])('$name', ({ input, expected }) => {
    expect(check(prescriptionDirectionSchema, input)).toEqual(expected);
  });
});

describe('prescriptionSchema: medication name 1..200, directions 1..6, notes up to 2000', () => {
  const valid = { medicationName: ' Semaglutide ', directions: [direction], notes: ' Take with water ' };
  it.each([
    { name: 'valid, trimmed', input: valid, expected: ok({ medicationName: 'Semaglutide', directions: [direction], notes: 'Take with water' }) },
    { name: 'no notes', input: { ...valid, notes: undefined }, expected: ok({ medicationName: 'Semaglutide', directions: [direction], notes: null }) },
    { name: 'six directions', input: { ...valid, directions: Array.from({ length: MAX_DIRECTIONS }, () => direction) }, expected: ok({ medicationName: 'Semaglutide', directions: Array.from({ length: MAX_DIRECTIONS }, () => direction), notes: 'Take with water' }) },
    { name: 'name blank', input: { ...valid, medicationName: '  ' }, expected: fail('validation.required') },
    { name: 'name too long', input: { ...valid, medicationName: 'x'.repeat(201) }, expected: fail('validation.tooLong') },
    { name: 'no directions', input: { ...valid, directions: [] }, expected: fail('validation.required') },
    { name: 'seven directions', input: { ...valid, directions: Array.from({ length: 7 }, () => direction) }, expected: fail('validation.tooLong') },
    { name: 'notes too long', input: { ...valid, notes: 'x'.repeat(2001) }, expected: fail('validation.tooLong') },
    { name: 'a bad direction inside', input: { ...valid, directions: [direction, { ...direction, dose: 0 }] }, expected: fail('validation.invalid') },
  ])('$name', ({ input, expected }) => {
    expect(check(prescriptionSchema, input)).toEqual(expected);
  });

  it('names the path of a bad direction field', () => {
    const result = prescriptionSchema.safeParse({ ...valid, directions: [direction, { ...direction, route: '' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['directions', 1, 'route']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  displayWeight,
  fromKg,
  isPartialWeight,
  isWeightInRange,
  isWeightUnit,
  KG_PER_LB,
  toKg,
  WEIGHT_BOUNDS,
  WEIGHT_UNITS,
  weightSchema,
  weightValueSchema,
} from '../../../src/domain/progress/weight.ts';
import { check, fail, ok } from './check.ts';

describe('weight units and bounds (spec §5)', () => {
  it('Kg 0.5..500, Lb 1..1100', () => {
    expect(WEIGHT_UNITS).toEqual(['Kg', 'Lb']);
    expect(WEIGHT_BOUNDS).toEqual({ Kg: { min: 0.5, max: 500 }, Lb: { min: 1, max: 1100 } });
    expect(isWeightUnit('Lb')).toBe(true);
    expect(isWeightUnit('lb')).toBe(false);
  });

  it.each([
    ['Kg', 0.5, true],
    ['Kg', 0.49, false],
    ['Kg', 500, true],
    ['Kg', 500.01, false],
    ['Lb', 1, true],
    ['Lb', 0.99, false],
    ['Lb', 1100, true],
    ['Lb', 1100.01, false],
    ['Kg', Number.NaN, false],
    ['Lb', Number.POSITIVE_INFINITY, false],
  ] as const)('%s %s in range: %s', (unit, value, expected) => {
    expect(isWeightInRange(value, unit)).toBe(expected);
  });
});

describe("isPartialWeight: what may stay in the field while typing ('12.' yes)", () => {
  it.each([
    ['', true],
    ['1', true],
    ['12', true],
    ['12.', true],
    ['12.5', true],
    ['0.05', true],
    ['1100', true],
    ['12..', false],
    ['12.5.', false],
    ['abc', false],
    ['12a', false],
    ['-1', false],
    ['+1', false],
    ['.5', false],
    ['1e3', false],
    [' 12', false],
    ['12,5', false],
  ])('%j -> %s', (text, expected) => {
    expect(isPartialWeight(text)).toBe(expected);
  });
});

describe('weightValueSchema: required, digits with optional decimals, the unit bounds', () => {
  it.each([
    { unit: 'Kg', input: '70', expected: ok(70) },
    { unit: 'Kg', input: ' 70.25 ', expected: ok(70.25) },
    { unit: 'Kg', input: '12.', expected: ok(12) },
    { unit: 'Kg', input: '0.5', expected: ok(0.5) },
    { unit: 'Kg', input: '500', expected: ok(500) },
    { unit: 'Kg', input: '0.4', expected: fail('validation.weightRangeKg') },
    { unit: 'Kg', input: '0', expected: fail('validation.weightRangeKg') },
    { unit: 'Kg', input: '500.1', expected: fail('validation.weightRangeKg') },
    { unit: 'Kg', input: '700', expected: fail('validation.weightRangeKg') },
    { unit: 'Lb', input: '1', expected: ok(1) },
    { unit: 'Lb', input: '1100', expected: ok(1100) },
    { unit: 'Lb', input: '700', expected: ok(700) },
    { unit: 'Lb', input: '0.5', expected: fail('validation.weightRangeLb') },
    { unit: 'Lb', input: '1100.5', expected: fail('validation.weightRangeLb') },
    { unit: 'Kg', input: '', expected: fail('validation.required') },
    { unit: 'Kg', input: '   ', expected: fail('validation.required') },
    { unit: 'Kg', input: undefined, expected: fail('validation.required') },
    { unit: 'Kg', input: 'abc', expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: '12..', expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: '-1', expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: '1e2', expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: '.5', expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: 72.5, expected: ok(72.5) },
    { unit: 'Lb', input: 1200, expected: fail('validation.weightRangeLb') },
    { unit: 'Kg', input: -1, expected: fail('validation.weightRangeKg') },
    { unit: 'Kg', input: Number.NaN, expected: fail('validation.weightFormat') },
    { unit: 'Lb', input: Number.POSITIVE_INFINITY, expected: fail('validation.weightFormat') },
    { unit: 'Kg', input: null, expected: fail('validation.required') },
    { unit: 'Kg', input: { kg: 70 }, expected: fail('validation.weightFormat') },
  ] as const)('$unit $input', ({ unit, input, expected }) => {
    expect(check(weightValueSchema(unit), input)).toEqual(expected);
  });
});

describe('conversions: 1 lb = 0.45359237 kg, stored in kg', () => {
  it('toKg and fromKg', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(toKg(70, 'Kg')).toBe(70);
    expect(toKg(1, 'Lb')).toBe(0.45359237);
    expect(toKg(220, 'Lb')).toBeCloseTo(99.79032, 5);
    expect(fromKg(100, 'Lb')).toBeCloseTo(220.46226, 5);
    expect(fromKg(100, 'Kg')).toBe(100);
  });

  it.each([1, 154.3, 220, 1100])('%s lb round-trips through kg', (lb) => {
    expect(fromKg(toKg(lb, 'Lb'), 'Lb')).toBeCloseTo(lb, 9);
  });

  it('the bounds of the two units are not the same weight: each value is judged in its own unit', () => {
    // 1100 lb is 498.95 kg (inside Kg's bounds); 500 kg is 1102.3 lb (outside Lb's bounds, but entered in kg it is fine).
    expect(check(weightValueSchema('Kg'), '500')).toEqual(ok(500));
    expect(isWeightInRange(fromKg(500, 'Lb'), 'Lb')).toBe(false);
  });

  it('displayWeight rounds for display only', () => {
    expect(displayWeight(70, 'Lb')).toBe(154.3);
    expect(displayWeight(toKg(154.3, 'Lb'), 'Lb')).toBe(154.3);
    expect(displayWeight(70.26, 'Kg')).toBe(70.3);
    expect(displayWeight(70.26, 'Kg', 2)).toBe(70.26);
  });
});

describe('weightSchema: value and unit to value, unit and kg', () => {
  it('keeps what was entered and adds kg', () => {
    const result = weightSchema.safeParse({ value: '154.3', unit: 'Lb' });
    expect(result.success).toBe(true);
    expect(result.data?.value).toBe(154.3);
    expect(result.data?.unit).toBe('Lb');
    expect(result.data?.valueKg).toBeCloseTo(69.9893, 4);
  });

  it('an out-of-range value is reported on value with its unit message', () => {
    const result = weightSchema.safeParse({ value: 600, unit: 'Kg' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['value'], 'validation.weightRangeKg']]);
  });

  it.each([
    { input: { value: '70', unit: 'Stone' }, expected: fail('validation.invalid') },
    { input: { value: '', unit: 'Kg' }, expected: fail('validation.required') },
    { input: { unit: 'Kg' }, expected: fail('validation.required') },
  ])('$input', ({ input, expected }) => {
    expect(check(weightSchema, input)).toEqual(expected);
  });
});

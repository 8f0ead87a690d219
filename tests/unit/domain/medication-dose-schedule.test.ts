import { describe, expect, it } from 'vitest';
import { directionForMonth, sortedDirections, startingDirection } from '../../../src/domain/medication/dose-schedule.ts';
import type { PrescriptionDirection } from '../../../src/domain/medication/prescription.ts';
import type { DurationUnit } from '../../../src/domain/medication/time-units.ts';

type Direction = PrescriptionDirection & { id: string };

const direction = (id: string, dose: number, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice = 10000): Direction => ({
  id,
  dosageName: null,
  dose,
  doseUnit: 'mg',
  route: 'Subcutaneous',
  frequencyEvery: 1,
  frequencyTimeUnit: 'Week',
  durationEvery,
  durationTimeUnit,
  sellingPrice,
  costToBusiness: null,
});

// The demo prescription (brief): 0.25 mg 4 weeks $249, 0.5 mg 4 weeks $299, 1 mg 8 weeks $349, given out of order.
const semaglutide = [direction('1mg', 1, 8, 'Week', 34900), direction('0.25mg', 0.25, 4, 'Week', 24900), direction('0.5mg', 0.5, 4, 'Week', 29900)];

describe('sortedDirections and startingDirection: lowest dose first (§9)', () => {
  it('ascending dose', () => {
    expect(sortedDirections(semaglutide).map((d) => d.id)).toEqual(['0.25mg', '0.5mg', '1mg']);
  });

  it('does not change its input', () => {
    sortedDirections(semaglutide);
    expect(semaglutide.map((d) => d.id)).toEqual(['1mg', '0.25mg', '0.5mg']);
  });

  it('equal doses: the cheaper first, then the prescriber order', () => {
    const ds = [direction('b', 1, 4, 'Week', 200), direction('a', 1, 4, 'Week', 100), direction('c', 1, 4, 'Week', 200)];
    expect(sortedDirections(ds).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('the starting direction is the lowest dose, with its own fields', () => {
    expect(startingDirection(semaglutide)).toMatchObject({ id: '0.25mg', sellingPrice: 24900 });
  });

  it('no directions: an error, never a made-up dose', () => {
    expect(() => startingDirection([])).toThrow(RangeError);
    expect(() => directionForMonth([], 0)).toThrow(RangeError);
  });
});

describe('directionForMonth: month k uses the direction in effect on day 30·k; past the end the last continues', () => {
  it.each([
    { month: 0, id: '0.25mg', why: 'day 0: the first 4 weeks' },
    { month: 1, id: '0.5mg', why: 'day 30 is past day 28' },
    { month: 2, id: '1mg', why: 'day 60 is past day 56' },
    { month: 3, id: '1mg', why: 'day 90 is within the 8 weeks that end on day 112' },
    { month: 4, id: '1mg', why: 'day 120: past the end, the last dose continues' },
    { month: 24, id: '1mg', why: 'two years on' },
  ])('month $month -> $id ($why)', ({ month, id }) => {
    expect(directionForMonth(semaglutide, month).id).toBe(id);
  });

  it.each([
    { ds: [direction('a', 1, 1, 'Month'), direction('b', 2, 1, 'Month')], months: ['a', 'b', 'b'] },
    { ds: [direction('a', 1, 45, 'Day'), direction('b', 2, 30, 'Day'), direction('c', 3, 1, 'Day')], months: ['a', 'a', 'b', 'c'] },
    { ds: [direction('a', 1, 2, 'Week'), direction('b', 2, 2, 'Week')], months: ['a', 'b', 'b'] },
    { ds: [direction('only', 1, 10, 'Day')], months: ['only', 'only', 'only'] },
  ])('schedule $months', ({ ds, months }) => {
    expect(months.map((_, k) => directionForMonth(ds, k).id)).toEqual(months);
  });

  it.each([-1, 1.5, Number.NaN])('month %s is refused', (month) => {
    expect(() => directionForMonth(semaglutide, month)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { checkWorkingHours, WORKING_HOURS_PROBLEM_TEXT, type WorkingHours, type WorkingHoursCheck } from '../../../src/domain/scheduling/working-hours.ts';

const h = (weekday: number, start: string, end: string): WorkingHours => ({ weekday, start, end });

type Case = { name: string; hours: WorkingHours[]; expected: WorkingHoursCheck };

const cases: Case[] = [
  { name: 'no hours at all', hours: [], expected: { ok: true } },
  { name: 'the demo week (Mon-Fri 09-17, Sat 10-14)', hours: [1, 2, 3, 4, 5].map((d) => h(d, '09:00', '17:00')).concat(h(6, '10:00', '14:00')), expected: { ok: true } },
  { name: 'a lunch break: two stretches that do not touch', hours: [h(1, '09:00', '12:00'), h(1, '13:00', '17:00')], expected: { ok: true } },
  { name: 'stretches that only touch', hours: [h(1, '09:00', '12:00'), h(1, '12:00', '17:00')], expected: { ok: true } },
  { name: 'the same hours on different days', hours: [h(1, '09:00', '17:00'), h(2, '09:00', '17:00')], expected: { ok: true } },
  { name: 'until midnight', hours: [h(0, '18:00', '24:00'), h(1, '00:00', '06:00')], expected: { ok: true } },
  { name: 'overlapping by a minute', hours: [h(1, '09:00', '12:01'), h(1, '12:00', '17:00')], expected: { ok: false, problem: 'overlap', index: 1 } },
  { name: 'one inside another', hours: [h(3, '08:00', '18:00'), h(2, '08:00', '09:00'), h(3, '10:00', '11:00')], expected: { ok: false, problem: 'overlap', index: 2 } },
  { name: 'the same stretch twice', hours: [h(5, '09:00', '17:00'), h(5, '09:00', '17:00')], expected: { ok: false, problem: 'overlap', index: 1 } },
  { name: 'ends before it starts', hours: [h(1, '17:00', '09:00')], expected: { ok: false, problem: 'endNotAfterStart', index: 0 } },
  { name: 'ends when it starts', hours: [h(1, '09:00', '09:00')], expected: { ok: false, problem: 'endNotAfterStart', index: 0 } },
  { name: 'a malformed time', hours: [h(1, '9:00', '17:00')], expected: { ok: false, problem: 'timeInvalid', index: 0 } },
  { name: 'an impossible time', hours: [h(1, '09:00', '24:30')], expected: { ok: false, problem: 'timeInvalid', index: 0 } },
  { name: 'starting at 24:00', hours: [h(1, '24:00', '24:00')], expected: { ok: false, problem: 'timeInvalid', index: 0 } },
  { name: 'weekday 7', hours: [h(7, '09:00', '17:00')], expected: { ok: false, problem: 'weekdayInvalid', index: 0 } },
  { name: 'weekday 1.5', hours: [h(1.5, '09:00', '17:00')], expected: { ok: false, problem: 'weekdayInvalid', index: 0 } },
];

describe('checkWorkingHours', () => {
  it.each(cases)('$name', ({ hours, expected }) => {
    expect(checkWorkingHours(hours)).toEqual(expected);
  });

  it("words the overlap as the spec does: 'Working hours cannot overlap'", () => {
    expect(WORKING_HOURS_PROBLEM_TEXT.overlap).toBe('Working hours cannot overlap');
  });
});

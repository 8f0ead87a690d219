import { describe, expect, it } from 'vitest';
import { canReschedule, holdExpiresAt, isHoldActive, rescheduleCutOff } from '../../../src/domain/scheduling/hold.ts';
import { defaultSessionMode, occupiesTime, offersSessionMode } from '../../../src/domain/scheduling/provider.ts';
import { calendarDaysBetween, freeSlots, occupancyOf, offeredSlotAt, slotDays, workingSlots, type ProviderSchedule, type TimeRange } from '../../../src/domain/scheduling/slots.ts';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string): TimeRange => ({ start: at(start), end: at(end) });
const starts = (slots: readonly { start: Date }[]) => slots.map((s) => s.start.toISOString().slice(0, 16));

const demo: ProviderSchedule = {
  timezone: 'America/New_York',
  durationMinutes: 20,
  bufferMinutes: 10,
  workingHours: [...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), { weekday: 6, start: '10:00', end: '14:00' }],
};

/** Hourly consults round the small hours of each Sunday, to walk over the clock changes. */
const nightOwl = (timezone: string): ProviderSchedule => ({ timezone, durationMinutes: 60, bufferMinutes: 0, workingHours: [{ weekday: 0, start: '00:00', end: '06:00' }] });

describe('workingSlots', () => {
  it('steps by duration + buffer from the start of the hours; the last slot ends within them', () => {
    // Monday 2026-03-09 09:00-17:00 EDT: 09:00, 09:30, ... 16:30 (16:30 + 20 min = 16:50 <= 17:00).
    const slots = workingSlots(demo, range('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z'));
    expect(slots).toHaveLength(16);
    expect(starts(slots).slice(0, 2)).toEqual(['2026-03-09T13:00', '2026-03-09T13:30']);
    expect(slots.at(-1)).toEqual({ start: at('2026-03-09T20:30:00Z'), end: at('2026-03-09T20:50:00Z') });
  });

  it('Saturday 10:00-14:00 gives 8 slots and Sunday none', () => {
    expect(workingSlots(demo, range('2026-03-07T05:00:00Z', '2026-03-08T05:00:00Z'))).toHaveLength(8);
    expect(workingSlots(demo, range('2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z'))).toHaveLength(0);
  });

  it('09:00 stays 09:00 on the provider clock across the March change (14:00Z before, 13:00Z after)', () => {
    const friday = workingSlots(demo, range('2026-03-06T00:00:00Z', '2026-03-07T00:00:00Z'));
    const monday = workingSlots(demo, range('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z'));
    expect(friday[0]?.start.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(monday[0]?.start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('America/New_York 2026-03-08: 00:00-06:00 lasts 5 real hours, so 5 hourly slots (02:00 does not exist)', () => {
    expect(starts(workingSlots(nightOwl('America/New_York'), range('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z')))).toEqual([
      '2026-03-08T05:00', // 00:00 EST
      '2026-03-08T06:00', // 01:00 EST
      '2026-03-08T07:00', // 03:00 EDT
      '2026-03-08T08:00',
      '2026-03-08T09:00', // 05:00 EDT
    ]);
  });

  it('America/New_York 2026-11-01: 00:00-06:00 lasts 7 real hours, 01:00 happens twice', () => {
    expect(starts(workingSlots(nightOwl('America/New_York'), range('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')))).toEqual([
      '2026-11-01T04:00', // 00:00 EDT
      '2026-11-01T05:00', // 01:00 EDT
      '2026-11-01T06:00', // 01:00 EST
      '2026-11-01T07:00',
      '2026-11-01T08:00',
      '2026-11-01T09:00',
      '2026-11-01T10:00', // 05:00 EST
    ]);
  });

  it('Europe/Lisbon 2026-03-29 and 2026-10-25: 6 wall hours last 5 and 7', () => {
    expect(workingSlots(nightOwl('Europe/Lisbon'), range('2026-03-28T12:00:00Z', '2026-03-29T12:00:00Z'))).toHaveLength(5);
    expect(workingSlots(nightOwl('Europe/Lisbon'), range('2026-10-24T12:00:00Z', '2026-10-25T12:00:00Z'))).toHaveLength(7);
  });

  it('keeps only slots starting in the range', () => {
    expect(starts(workingSlots(demo, range('2026-03-09T13:15:00Z', '2026-03-09T14:01:00Z')))).toEqual(['2026-03-09T13:30', '2026-03-09T14:00']);
  });
});

describe('freeSlots', () => {
  const monday = range('2026-03-09T04:00:00Z', '2026-03-10T04:00:00Z');
  const base = { schedule: demo, range: monday, now: at('2026-03-01T00:00:00Z'), timeOff: [], occupied: [] };

  it('drops the past: a slot starting at or before now', () => {
    expect(freeSlots({ ...base, now: at('2026-03-09T13:30:00Z') })[0]?.start.toISOString()).toBe('2026-03-09T14:00:00.000Z');
  });

  it('drops slots touching time off', () => {
    const slots = freeSlots({ ...base, timeOff: [range('2026-03-09T13:10:00Z', '2026-03-09T14:00:00Z')] });
    expect(starts(slots).slice(0, 2)).toEqual(['2026-03-09T14:00', '2026-03-09T14:30']);
  });

  it('drops slots whose consult plus buffer overlaps an occupied range', () => {
    const booked = occupancyOf({ start: at('2026-03-09T14:00:00Z'), end: at('2026-03-09T14:20:00Z') }, 10);
    expect(booked.end.toISOString()).toBe('2026-03-09T14:30:00.000Z');
    const slots = starts(freeSlots({ ...base, occupied: [booked] }));
    expect(slots).not.toContain('2026-03-09T14:00');
    expect(slots).toContain('2026-03-09T13:30');
    expect(slots).toContain('2026-03-09T14:30');
    // A session placed off the grid blocks both neighbours.
    const odd = starts(freeSlots({ ...base, occupied: [range('2026-03-09T13:45:00Z', '2026-03-09T14:15:00Z')] }));
    expect(odd).not.toContain('2026-03-09T13:30');
    expect(odd).not.toContain('2026-03-09T14:00');
  });
});

describe('offeredSlotAt', () => {
  const now = at('2026-03-01T00:00:00Z');
  it('accepts a start on the grid only', () => {
    expect(offeredSlotAt(demo, at('2026-03-09T13:30:00Z'), [], now)?.end.toISOString()).toBe('2026-03-09T13:50:00.000Z');
    expect(offeredSlotAt(demo, at('2026-03-09T13:20:00Z'), [], now)).toBeNull();
    expect(offeredSlotAt(demo, at('2026-03-08T15:00:00Z'), [], now)).toBeNull();
  });
  it('refuses the past and time off', () => {
    expect(offeredSlotAt(demo, at('2026-03-09T13:30:00Z'), [], at('2026-03-09T13:30:00Z'))).toBeNull();
    expect(offeredSlotAt(demo, at('2026-03-09T13:30:00Z'), [range('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z')], now)).toBeNull();
  });
});

describe('slotDays', () => {
  const slot = (iso: string) => ({ startsAt: at(iso), id: iso });

  it('lists every day of the range in the client zone with morning, afternoon and evening', () => {
    const days = slotDays([slot('2026-03-09T13:00:00Z'), slot('2026-03-09T17:00:00Z'), slot('2026-03-09T22:30:00Z'), slot('2026-03-10T03:30:00Z')], 'America/New_York', '2026-03-08', '2026-03-10');
    expect(days.map((d) => d.date)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(days[0]).toEqual({ date: '2026-03-08', morning: [], afternoon: [], evening: [] });
    // 03:30Z on the 10th is 23:30 on the 9th in New York.
    expect(days[1]?.morning.map((s) => s.time)).toEqual(['09:00']);
    expect(days[1]?.afternoon.map((s) => s.time)).toEqual(['13:00']);
    expect(days[1]?.evening.map((s) => s.time)).toEqual(['18:30', '23:30']);
    expect(days[2]?.morning).toEqual([]);
  });

  it('a New York provider seen from Lisbon: 09:00 EDT is 13:00 WET on 2026-03-28 and 14:00 WEST on 2026-03-30', () => {
    const days = slotDays([slot('2026-03-28T13:00:00Z'), slot('2026-03-30T13:00:00Z')], 'Europe/Lisbon', '2026-03-28', '2026-03-30');
    expect(days.map((d) => [d.date, d.afternoon.map((s) => s.time)])).toEqual([
      ['2026-03-28', ['13:00']],
      ['2026-03-29', []],
      ['2026-03-30', ['14:00']],
    ]);
  });

  it('drops slots outside the dates and answers nothing for malformed dates', () => {
    expect(slotDays([slot('2026-04-01T13:00:00Z')], 'UTC', '2026-03-01', '2026-03-01')).toEqual([{ date: '2026-03-01', morning: [], afternoon: [], evening: [] }]);
    expect(slotDays([], 'UTC', '2026-13-01', '2026-03-01')).toEqual([]);
  });

  it('counts calendar days', () => {
    expect([calendarDaysBetween('2026-03-01', '2026-03-01'), calendarDaysBetween('2026-03-01', '2026-03-31'), calendarDaysBetween('2026-03-02', '2026-03-01'), calendarDaysBetween('x', '2026-03-01')]).toEqual([1, 31, 0, null]);
  });
});

describe('holds, reschedule cut-off and modes', () => {
  const now = at('2026-03-01T12:00:00Z');
  it('a hold lasts 10 minutes, the expiry itself is too late', () => {
    const expires = holdExpiresAt(now);
    expect(expires.toISOString()).toBe('2026-03-01T12:10:00.000Z');
    expect(isHoldActive({ status: 'PENDING', holdExpiresAt: expires }, at('2026-03-01T12:09:59Z'))).toBe(true);
    expect(isHoldActive({ status: 'PENDING', holdExpiresAt: expires }, expires)).toBe(false);
    expect(isHoldActive({ status: 'SCHEDULED', holdExpiresAt: expires }, now)).toBe(false);
  });

  it('rescheduling closes at the cut-off and only a booked session moves', () => {
    const cutOff = rescheduleCutOff(at('2026-03-02T12:00:00Z'), 12);
    expect(cutOff.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(canReschedule({ status: 'SCHEDULED', rescheduleCutOffAt: cutOff }, at('2026-03-01T23:59:59Z'))).toBe(true);
    expect(canReschedule({ status: 'SCHEDULED', rescheduleCutOffAt: cutOff }, cutOff)).toBe(false);
    expect(canReschedule({ status: 'PENDING', rescheduleCutOffAt: cutOff }, now)).toBe(false);
    expect(canReschedule({ status: 'CANCELLED', rescheduleCutOffAt: cutOff }, now)).toBe(false);
  });

  it('session modes follow the location mode; holds, bookings and calls occupy time', () => {
    expect([defaultSessionMode('HYBRID'), defaultSessionMode('IN_PERSON'), defaultSessionMode('VIRTUAL')]).toEqual(['VIRTUAL', 'IN_PERSON', 'VIRTUAL']);
    expect([offersSessionMode('HYBRID', 'IN_PERSON'), offersSessionMode('VIRTUAL', 'IN_PERSON'), offersSessionMode('IN_PERSON', 'IN_PERSON')]).toEqual([true, false, true]);
    expect((['PENDING', 'SCHEDULED', 'INPROGRESS', 'LAPSED', 'CANCELLED', 'COMPLETED'] as const).map(occupiesTime)).toEqual([true, true, true, false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupSlotsByPartOfDay, partOfDayOf, type PartOfDay } from '../../../src/domain/scheduling/part-of-day.ts';
import { isoDateInZone, longDateInZone, scheduledForValues, timeInZone, usDateInZone, zonedParts } from '../../../src/domain/scheduling/zoned-time.ts';

type Case = { startsAt: string; zone: string; date: string; time: string; part: PartOfDay };

// Each daylight-saving day next to the day before, at the same UTC instant, so the offset change shows.
const cases: Case[] = [
  // America/New_York springs forward on 2026-03-08 at 02:00 EST (07:00 UTC) to 03:00 EDT.
  { startsAt: '2026-03-08T06:30:00Z', zone: 'America/New_York', date: '2026-03-08', time: '01:30', part: 'morning' },
  { startsAt: '2026-03-08T07:00:00Z', zone: 'America/New_York', date: '2026-03-08', time: '03:00', part: 'morning' },
  { startsAt: '2026-03-07T16:30:00Z', zone: 'America/New_York', date: '2026-03-07', time: '11:30', part: 'morning' },
  { startsAt: '2026-03-08T15:59:00Z', zone: 'America/New_York', date: '2026-03-08', time: '11:59', part: 'morning' },
  { startsAt: '2026-03-08T16:00:00Z', zone: 'America/New_York', date: '2026-03-08', time: '12:00', part: 'afternoon' },
  { startsAt: '2026-03-08T16:30:00Z', zone: 'America/New_York', date: '2026-03-08', time: '12:30', part: 'afternoon' },
  { startsAt: '2026-03-07T21:30:00Z', zone: 'America/New_York', date: '2026-03-07', time: '16:30', part: 'afternoon' },
  { startsAt: '2026-03-08T20:59:00Z', zone: 'America/New_York', date: '2026-03-08', time: '16:59', part: 'afternoon' },
  { startsAt: '2026-03-08T21:00:00Z', zone: 'America/New_York', date: '2026-03-08', time: '17:00', part: 'evening' },
  { startsAt: '2026-03-08T21:30:00Z', zone: 'America/New_York', date: '2026-03-08', time: '17:30', part: 'evening' },
  // America/New_York falls back on 2026-11-01 at 02:00 EDT (06:00 UTC) to 01:00 EST: 01:30 happens twice.
  { startsAt: '2026-11-01T05:30:00Z', zone: 'America/New_York', date: '2026-11-01', time: '01:30', part: 'morning' },
  { startsAt: '2026-11-01T06:30:00Z', zone: 'America/New_York', date: '2026-11-01', time: '01:30', part: 'morning' },
  { startsAt: '2026-10-31T16:30:00Z', zone: 'America/New_York', date: '2026-10-31', time: '12:30', part: 'afternoon' },
  { startsAt: '2026-11-01T16:30:00Z', zone: 'America/New_York', date: '2026-11-01', time: '11:30', part: 'morning' },
  { startsAt: '2026-11-01T17:00:00Z', zone: 'America/New_York', date: '2026-11-01', time: '12:00', part: 'afternoon' },
  { startsAt: '2026-10-31T21:30:00Z', zone: 'America/New_York', date: '2026-10-31', time: '17:30', part: 'evening' },
  { startsAt: '2026-11-01T21:30:00Z', zone: 'America/New_York', date: '2026-11-01', time: '16:30', part: 'afternoon' },
  { startsAt: '2026-11-01T22:00:00Z', zone: 'America/New_York', date: '2026-11-01', time: '17:00', part: 'evening' },
  // Europe/Lisbon springs forward on 2026-03-29 at 01:00 WET (01:00 UTC) to 02:00 WEST.
  { startsAt: '2026-03-29T00:30:00Z', zone: 'Europe/Lisbon', date: '2026-03-29', time: '00:30', part: 'morning' },
  { startsAt: '2026-03-29T01:30:00Z', zone: 'Europe/Lisbon', date: '2026-03-29', time: '02:30', part: 'morning' },
  { startsAt: '2026-03-28T11:30:00Z', zone: 'Europe/Lisbon', date: '2026-03-28', time: '11:30', part: 'morning' },
  { startsAt: '2026-03-29T11:30:00Z', zone: 'Europe/Lisbon', date: '2026-03-29', time: '12:30', part: 'afternoon' },
  { startsAt: '2026-03-28T16:00:00Z', zone: 'Europe/Lisbon', date: '2026-03-28', time: '16:00', part: 'afternoon' },
  { startsAt: '2026-03-29T16:00:00Z', zone: 'Europe/Lisbon', date: '2026-03-29', time: '17:00', part: 'evening' },
  // Europe/Lisbon falls back on 2026-10-25 at 02:00 WEST (01:00 UTC) to 01:00 WET: 01:30 happens twice.
  { startsAt: '2026-10-25T00:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-25', time: '01:30', part: 'morning' },
  { startsAt: '2026-10-25T01:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-25', time: '01:30', part: 'morning' },
  { startsAt: '2026-10-24T11:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-24', time: '12:30', part: 'afternoon' },
  { startsAt: '2026-10-25T11:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-25', time: '11:30', part: 'morning' },
  { startsAt: '2026-10-24T16:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-24', time: '17:30', part: 'evening' },
  { startsAt: '2026-10-25T16:30:00Z', zone: 'Europe/Lisbon', date: '2026-10-25', time: '16:30', part: 'afternoon' },
  { startsAt: '2026-10-25T17:00:00Z', zone: 'Europe/Lisbon', date: '2026-10-25', time: '17:00', part: 'evening' },
  // The zone is the client's, not UTC's: late evening in New York is already tomorrow in UTC.
  { startsAt: '2026-06-02T03:30:00Z', zone: 'America/New_York', date: '2026-06-01', time: '23:30', part: 'evening' },
];

describe('groupSlotsByPartOfDay across daylight-saving changes', () => {
  it.each(cases)('$startsAt in $zone -> $date $time, $part', ({ startsAt, zone, date, time, part }) => {
    const groups = groupSlotsByPartOfDay([{ startsAt, id: 'slot' }], zone);
    expect(groups[part]).toEqual([{ slot: { startsAt, id: 'slot' }, date, time }]);
    expect(Object.values(groups).flat()).toHaveLength(1);
  });

  it('groups a day of slots in time order, whatever the input order; Date or string starts', () => {
    const slots = [
      { startsAt: '2026-03-08T21:00:00Z' },
      { startsAt: new Date('2026-03-08T13:00:00Z') },
      { startsAt: '2026-03-08T16:00:00Z' },
      { startsAt: '2026-03-08T07:30:00Z' },
      { startsAt: '2026-03-08T20:30:00Z' },
    ];
    const groups = groupSlotsByPartOfDay(slots, 'America/New_York');
    expect({
      morning: groups.morning.map((s) => s.time),
      afternoon: groups.afternoon.map((s) => s.time),
      evening: groups.evening.map((s) => s.time),
    }).toEqual({ morning: ['03:30', '09:00'], afternoon: ['12:00', '16:30'], evening: ['17:00'] });
  });

  it('no slots -> three empty groups', () => {
    expect(groupSlotsByPartOfDay([], 'Europe/Lisbon')).toEqual({ morning: [], afternoon: [], evening: [] });
  });

  it('an unknown zone throws, as Intl does', () => {
    expect(() => groupSlotsByPartOfDay([{ startsAt: '2026-03-08T12:00:00Z' }], 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('partOfDayOf', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ] as const)('%i h -> %s', (hour, part) => {
    expect(partOfDayOf(hour)).toBe(part);
  });
});

describe('zoned formatting', () => {
  const instant = new Date('2026-03-08T04:30:00Z');

  it.each([
    { zone: 'America/New_York', iso: '2026-03-07', us: '03/07/2026', time: '23:30' },
    { zone: 'Europe/Lisbon', iso: '2026-03-08', us: '03/08/2026', time: '04:30' },
    { zone: 'Asia/Kolkata', iso: '2026-03-08', us: '03/08/2026', time: '10:00' },
  ])('$zone', ({ zone, iso, us, time }) => {
    expect(isoDateInZone(instant, zone)).toBe(iso);
    expect(usDateInZone(instant, zone)).toBe(us);
    expect(timeInZone(instant, zone)).toBe(time);
  });

  it('midnight is hour 0', () => {
    expect(zonedParts(new Date('2026-01-01T05:00:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
  });

  it.each([
    { locale: 'en-US', expected: 'March 8, 2026' },
    { locale: 'es', expected: '8 de marzo de 2026' },
    { locale: 'pt', expected: '8 de março de 2026' },
    { locale: 'fr', expected: '8 mars 2026' },
  ])('day, month in words and year as $locale writes them', ({ locale, expected }) => {
    expect(longDateInZone(new Date('2026-03-08T16:00:00Z'), 'America/New_York', locale)).toBe(expected);
  });

  it.each([
    { at: '2026-03-07T16:30:00Z', expected: { date: 'March 7, 2026', time: '11:30 AM', zone: 'EST' } },
    { at: '2026-03-08T16:30:00Z', expected: { date: 'March 8, 2026', time: '12:30 PM', zone: 'EDT' } },
    { at: '2026-11-01T16:30:00Z', expected: { date: 'November 1, 2026', time: '11:30 AM', zone: 'EST' } },
  ])('Scheduled for {date} at {time} {zone} values at $at in New York', ({ at, expected }) => {
    const values = scheduledForValues(new Date(at), 'America/New_York', 'en-US');
    // Some ICU versions put a narrow no-break space before AM/PM.
    expect({ ...values, time: values.time.replace(/\s/u, ' ') }).toEqual(expected);
  });
});

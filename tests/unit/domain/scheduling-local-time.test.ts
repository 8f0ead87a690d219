import { describe, expect, it } from 'vitest';
import { addDays, clockMinutes, clockText, isoDatesBetween, weekdayOf, zonedDateTimeToUtc, zonedDayRange, zoneOffsetMs } from '../../../src/domain/scheduling/local-time.ts';

type Case = { zone: string; date: string; time: string; utc: string; note: string };

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

const cases: Case[] = [
  { zone: 'America/New_York', date: '2026-03-07', time: '09:00', utc: '2026-03-07T14:00:00.000Z', note: 'EST the day before' },
  { zone: 'America/New_York', date: '2026-03-08', time: '01:59', utc: '2026-03-08T06:59:00.000Z', note: 'just before the gap' },
  { zone: 'America/New_York', date: '2026-03-08', time: '02:30', utc: '2026-03-08T07:30:00.000Z', note: 'in the gap: moves on by the gap (03:30 EDT)' },
  { zone: 'America/New_York', date: '2026-03-08', time: '03:00', utc: '2026-03-08T07:00:00.000Z', note: 'just after the gap' },
  { zone: 'America/New_York', date: '2026-03-08', time: '09:00', utc: '2026-03-08T13:00:00.000Z', note: 'EDT on the change day' },
  { zone: 'America/New_York', date: '2026-11-01', time: '00:30', utc: '2026-11-01T04:30:00.000Z', note: 'before the overlap' },
  { zone: 'America/New_York', date: '2026-11-01', time: '01:30', utc: '2026-11-01T05:30:00.000Z', note: 'twice: the first (EDT)' },
  { zone: 'America/New_York', date: '2026-11-01', time: '02:00', utc: '2026-11-01T07:00:00.000Z', note: 'after the overlap (EST)' },
  { zone: 'America/New_York', date: '2026-11-01', time: '09:00', utc: '2026-11-01T14:00:00.000Z', note: 'EST on the change day' },
  { zone: 'America/New_York', date: '2026-10-31', time: '24:00', utc: '2026-11-01T04:00:00.000Z', note: 'midnight at the end of the day' },
  { zone: 'Europe/Lisbon', date: '2026-03-29', time: '00:30', utc: '2026-03-29T00:30:00.000Z', note: 'WET before the gap' },
  { zone: 'Europe/Lisbon', date: '2026-03-29', time: '01:30', utc: '2026-03-29T01:30:00.000Z', note: 'in the gap: 02:30 WEST' },
  { zone: 'Europe/Lisbon', date: '2026-03-29', time: '09:00', utc: '2026-03-29T08:00:00.000Z', note: 'WEST on the change day' },
  { zone: 'Europe/Lisbon', date: '2026-10-25', time: '01:30', utc: '2026-10-25T00:30:00.000Z', note: 'twice: the first (WEST)' },
  { zone: 'Europe/Lisbon', date: '2026-10-25', time: '09:00', utc: '2026-10-25T09:00:00.000Z', note: 'WET on the change day' },
  { zone: 'UTC', date: '2026-06-01', time: '12:00', utc: '2026-06-01T12:00:00.000Z', note: 'no offset' },
];

describe('zonedDateTimeToUtc', () => {
  it.each(cases)('$date $time in $zone -> $utc ($note)', ({ zone, date, time, utc }) => {
    expect(zonedDateTimeToUtc(d(date), clockMinutes(time) ?? -1, zone).toISOString()).toBe(utc);
  });
});

describe('local time helpers', () => {
  it('reads and writes clock times', () => {
    expect([clockMinutes('00:00'), clockMinutes('09:30'), clockMinutes('24:00'), clockMinutes('24:01'), clockMinutes('9:30'), clockMinutes('12:60')]).toEqual([0, 570, 1440, null, null, null]);
    expect([clockText(0), clockText(570), clockText(1440)]).toEqual(['00:00', '09:30', '24:00']);
  });

  it('knows offsets on both sides of a change', () => {
    expect(zoneOffsetMs(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-03-29T01:00:00Z'), 'Europe/Lisbon')).toBe(3_600_000);
  });

  it('counts weekdays and days', () => {
    expect(weekdayOf(d('2026-03-08'))).toBe(0);
    expect(weekdayOf(d('2026-11-07'))).toBe(6);
    expect(addDays(d('2026-02-28'), 1)).toEqual(d('2026-03-01'));
    expect(addDays(d('2026-01-01'), -1)).toEqual(d('2025-12-31'));
    expect(isoDatesBetween(d('2026-10-30'), d('2026-11-02'))).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(isoDatesBetween(d('2026-11-02'), d('2026-11-01'))).toEqual([]);
  });

  it('bounds calendar days in a zone: the change day is 23 or 25 hours long', () => {
    const spring = zonedDayRange('2026-03-08', '2026-03-08', 'America/New_York');
    expect(spring && (spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const fall = zonedDayRange('2026-11-01', '2026-11-01', 'America/New_York');
    expect(fall && (fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
    expect(zonedDayRange('2026-02-30', '2026-03-01', 'UTC')).toBeNull();
  });
});

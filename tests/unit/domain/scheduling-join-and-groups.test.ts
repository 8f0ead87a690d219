import { describe, expect, it } from 'vitest';
import { canJoin, JOIN_LEAD_TIME_MINUTES } from '../../../src/domain/scheduling/join-window.ts';
import { RELATIVE_DATE_GROUP_TEXT, RELATIVE_DATE_GROUPS, relativeDateGroup } from '../../../src/domain/scheduling/relative-date-group.ts';

describe('canJoin: from 15 minutes before the start until the session ends', () => {
  const start = new Date('2026-03-08T15:00:00Z');
  const end = new Date('2026-03-08T15:30:00Z');

  it('lead time is the spec §9 15 minutes', () => {
    expect(JOIN_LEAD_TIME_MINUTES).toBe(15);
  });

  it.each([
    { now: '2026-03-08T14:00:00Z', expected: false },
    { now: '2026-03-08T14:44:59.999Z', expected: false },
    { now: '2026-03-08T14:45:00Z', expected: true },
    { now: '2026-03-08T15:00:00Z', expected: true },
    { now: '2026-03-08T15:29:59.999Z', expected: true },
    { now: '2026-03-08T15:30:00Z', expected: false },
    { now: '2026-03-09T15:00:00Z', expected: false },
  ])('at $now -> $expected', ({ now, expected }) => {
    expect(canJoin(start, end, new Date(now))).toBe(expected);
  });
});

describe('relativeDateGroup', () => {
  it('has a key and an English text for each group, spec §9 words', () => {
    expect(RELATIVE_DATE_GROUPS.map((group) => RELATIVE_DATE_GROUP_TEXT[group].text)).toEqual([
      'Later',
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'Last month',
      'Older',
    ]);
  });

  // Wednesday 2026-03-11, 11:00 in New York; weeks start on Sunday (2026-03-08) by default.
  const now = new Date('2026-03-11T15:00:00Z');
  const zone = 'America/New_York';

  it.each([
    { date: '2026-03-11T12:00:00Z', expected: 'today' },
    { date: '2026-03-12T03:59:00Z', expected: 'today' },
    { date: '2026-03-11T03:30:00Z', expected: 'yesterday' },
    { date: '2026-03-11T04:00:00Z', expected: 'today' },
    { date: '2026-03-10T05:00:00Z', expected: 'yesterday' },
    { date: '2026-03-09T15:00:00Z', expected: 'thisWeek' },
    { date: '2026-03-08T15:00:00Z', expected: 'thisWeek' },
    { date: '2026-03-13T15:00:00Z', expected: 'thisWeek' },
    { date: '2026-03-14T23:00:00Z', expected: 'thisWeek' },
    { date: '2026-03-15T15:00:00Z', expected: 'later' },
    { date: '2026-03-07T15:00:00Z', expected: 'lastWeek' },
    { date: '2026-03-01T15:00:00Z', expected: 'lastWeek' },
    { date: '2026-02-28T15:00:00Z', expected: 'lastMonth' },
    { date: '2026-02-11T15:00:00Z', expected: 'lastMonth' },
    { date: '2026-02-10T15:00:00Z', expected: 'older' },
    { date: '2025-03-11T15:00:00Z', expected: 'older' },
  ])('$date -> $expected', ({ date, expected }) => {
    expect(relativeDateGroup(new Date(date), now, zone)).toBe(expected);
  });

  it.each([
    { date: '2026-03-09T15:00:00Z', expected: 'thisWeek' },
    { date: '2026-03-08T15:00:00Z', expected: 'lastWeek' },
    { date: '2026-03-02T15:00:00Z', expected: 'lastWeek' },
    { date: '2026-03-01T15:00:00Z', expected: 'lastMonth' },
    { date: '2026-03-16T15:00:00Z', expected: 'later' },
  ])('weeks from Monday: $date -> $expected', ({ date, expected }) => {
    expect(relativeDateGroup(new Date(date), now, zone, 1)).toBe(expected);
  });

  it.each([
    { name: 'yesterday wins over last week on a Sunday', now: '2026-03-08T16:00:00Z', date: '2026-03-07T16:00:00Z', zone, expected: 'yesterday' },
    { name: 'the spring-forward day in New York: 23:59 EST the day before', now: '2026-03-08T16:00:00Z', date: '2026-03-08T04:59:00Z', zone, expected: 'yesterday' },
    { name: 'the spring-forward day in New York: midnight EST', now: '2026-03-08T16:00:00Z', date: '2026-03-08T05:00:00Z', zone, expected: 'today' },
    { name: 'the fall-back day in New York: 00:30 EDT', now: '2026-11-01T23:00:00Z', date: '2026-11-01T04:30:00Z', zone, expected: 'today' },
    { name: 'the fall-back day in Lisbon: 23:30 WEST the day before', now: '2026-10-25T12:00:00Z', date: '2026-10-24T22:30:00Z', zone: 'Europe/Lisbon', expected: 'yesterday' },
    { name: 'the fall-back day in Lisbon: 00:30 WEST', now: '2026-10-25T12:00:00Z', date: '2026-10-24T23:30:00Z', zone: 'Europe/Lisbon', expected: 'today' },
    { name: 'a month back from 31 March is 28 February', now: '2026-03-31T12:00:00Z', date: '2026-02-28T12:00:00Z', zone, expected: 'lastMonth' },
    { name: 'and the day before that is older', now: '2026-03-31T12:00:00Z', date: '2026-02-27T12:00:00Z', zone, expected: 'older' },
    { name: 'a month back across the year', now: '2026-01-15T12:00:00Z', date: '2025-12-15T12:00:00Z', zone, expected: 'lastMonth' },
    { name: 'older across the year', now: '2026-01-15T12:00:00Z', date: '2025-12-14T12:00:00Z', zone, expected: 'older' },
  ])('$name -> $expected', ({ now: at, date, zone: tz, expected }) => {
    expect(relativeDateGroup(new Date(date), new Date(at), tz)).toBe(expected);
  });
});

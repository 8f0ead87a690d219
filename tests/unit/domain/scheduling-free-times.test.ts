import { describe, expect, it } from 'vitest';
import { freeStarts, freeTimesDays, mergedIntervals } from '../../../src/domain/scheduling/free-times.ts';
import { freeSlots, type ProviderSchedule, type TimeRange } from '../../../src/domain/scheduling/slots.ts';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string): TimeRange => ({ start: at(start), end: at(end) });

const demo: ProviderSchedule = {
  timezone: 'America/New_York',
  durationMinutes: 20,
  bufferMinutes: 10,
  workingHours: [...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), { weekday: 6, start: '10:00', end: '14:00' }],
};

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` ranges of 5 minutes to 3 hours starting anywhere in the week of 2026-03-02 (New York), overlapping at will. */
function randomRanges(next: () => number, count: number): TimeRange[] {
  const week = at('2026-03-02T05:00:00Z').getTime();
  return Array.from({ length: count }, () => {
    const start = week + Math.floor(next() * 7 * 24 * 12) * 300_000;
    return { start: new Date(start), end: new Date(start + (1 + Math.floor(next() * 36)) * 300_000) };
  });
}

describe('mergedIntervals', () => {
  it('joins overlapping ranges, keeps touching and separate ones apart, drops empty ones, sorts', () => {
    const merged = mergedIntervals([range('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'), range('2026-03-02T10:00:00Z', '2026-03-02T12:00:00Z'), range('2026-03-02T11:00:00Z', '2026-03-02T13:00:00Z'), range('2026-03-02T13:00:00Z', '2026-03-02T14:00:00Z'), range('2026-03-02T17:00:00Z', '2026-03-02T17:00:00Z')]);
    expect(merged.map((m) => [new Date(m.start).toISOString().slice(11, 16), new Date(m.end).toISOString().slice(11, 16)])).toEqual([
      ['10:00', '13:00'],
      ['13:00', '14:00'],
      ['15:00', '16:00'],
    ]);
  });
});

describe('freeStarts: one sweep over merged busy intervals gives what freeSlots gives', () => {
  const week = range('2026-03-02T05:00:00Z', '2026-03-09T04:00:00Z');
  it.each([0, 1, 5, 20, 80])('%i random occupied ranges and as many off, now mid-week', (count) => {
    const next = random(count + 7);
    const input = { schedule: demo, range: week, now: at('2026-03-04T16:10:00Z'), timeOff: randomRanges(next, Math.ceil(count / 4)), occupied: randomRanges(next, count) };
    expect(freeStarts(input).map((ms) => new Date(ms).toISOString())).toEqual(freeSlots(input).map((slot) => slot.start.toISOString()));
  });

  it('a booked 09:00 takes 09:00 only; its buffer ends where the 09:30 slot starts', () => {
    const monday = range('2026-03-09T04:00:00Z', '2026-03-10T04:00:00Z');
    const starts = freeStarts({ schedule: demo, range: monday, now: at('2026-03-01T00:00:00Z'), timeOff: [], occupied: [range('2026-03-09T13:00:00Z', '2026-03-09T13:30:00Z')] });
    expect(starts.slice(0, 2).map((ms) => new Date(ms).toISOString())).toEqual(['2026-03-09T13:30:00.000Z', '2026-03-09T14:00:00.000Z']);
    expect(starts).toHaveLength(15);
  });
});

describe('freeTimesDays: each start once with every provider free then, by day and part of day', () => {
  it('lists every day of the range, puts shared starts together in provider order, groups on the client clock', () => {
    const nine = at('2026-03-09T13:00:00Z').getTime(); // 09:00 EDT
    const one = at('2026-03-09T17:00:00Z').getTime(); // 13:00 EDT
    const six = at('2026-03-10T22:00:00Z').getTime(); // 18:00 EDT on the 10th
    const days = freeTimesDays([[nine, one], [nine], [six]], 'America/New_York', '2026-03-09', '2026-03-11');
    expect(days.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(days[0]?.morning).toEqual([{ startsAt: new Date(nine), providers: [0, 1] }]);
    expect(days[0]?.afternoon).toEqual([{ startsAt: new Date(one), providers: [0] }]);
    expect(days[1]?.evening).toEqual([{ startsAt: new Date(six), providers: [2] }]);
    expect(days[2]).toEqual({ date: '2026-03-11', morning: [], afternoon: [], evening: [] });
  });
});

import { describe, expect, test } from 'vitest';
import { parseSlotValue, slotValue, slotWindow, uniqueStarts, withHeldSlot } from '../../src/components/scheduling/slot-days.ts';

describe('checkout slot picker helpers', () => {
  test('the window is a week from today on the client’s clock, and the weeks after it', () => {
    // 02:00 UTC on the 1st is still the 28th of February in New York.
    expect(slotWindow(new Date('2026-03-01T02:00:00Z'), 'America/New_York')).toEqual({ from: '2026-02-28', to: '2026-03-06' });
    expect(slotWindow(new Date('2026-03-01T02:00:00Z'), 'Europe/Lisbon')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(slotWindow(new Date('2026-03-01T02:00:00Z'), 'America/New_York', 1)).toEqual({ from: '2026-03-07', to: '2026-03-13' });
    // Across month and year ends.
    expect(slotWindow(new Date('2026-12-25T12:00:00Z'), 'UTC', 1)).toEqual({ from: '2027-01-01', to: '2027-01-07' });
    expect(slotWindow(new Date('2028-02-20T12:00:00Z'), 'UTC', 1)).toEqual({ from: '2028-02-27', to: '2028-03-04' });
  });

  test('a slot value carries the provider and the start, and reads back', () => {
    const value = slotValue({ startTime: '2026-03-09T13:00:00.000Z', provider: { id: 'p1' } });
    expect(parseSlotValue(value)).toEqual({ providerId: 'p1', startTime: '2026-03-09T13:00:00.000Z' });
    expect(parseSlotValue('nonsense')).toBeNull();
  });

  test('one slot per start time, the first provider kept, in time order', () => {
    const slots = [
      { startTime: '2026-03-09T14:00:00.000Z', provider: { id: 'b' } },
      { startTime: '2026-03-09T13:00:00.000Z', provider: { id: 'a' } },
      { startTime: '2026-03-09T13:00:00.000Z', provider: { id: 'c' } },
    ];
    expect(uniqueStarts(slots).map((slot) => slotValue(slot))).toEqual(['a|2026-03-09T13:00:00.000Z', 'b|2026-03-09T14:00:00.000Z']);
  });
});

describe('the held slot stays in the grid', () => {
  const day = {
    date: '2026-03-09',
    morning: [{ startTime: '2026-03-09T13:00:00.000Z', provider: { id: 'a' } }, { startTime: '2026-03-09T15:00:00.000Z', provider: { id: 'a' } }],
    afternoon: [],
    evening: [],
  };

  test('a held time the server now counts as busy is put back in its part of the day, in order', () => {
    const held = { startTime: '2026-03-09T14:00:00.000Z', provider: { id: 'a' } };
    expect(withHeldSlot(day, held, 'America/New_York').morning.map((s) => s.startTime)).toEqual(['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z', '2026-03-09T15:00:00.000Z']);
    // 17:30 UTC is 13:30 in New York (EDT): the afternoon.
    expect(withHeldSlot(day, { startTime: '2026-03-09T17:30:00.000Z', provider: { id: 'a' } }, 'America/New_York').afternoon).toHaveLength(1);
  });

  test('nothing changes without a hold, for another day, or when the time is listed already', () => {
    expect(withHeldSlot(day, null, 'America/New_York')).toBe(day);
    expect(withHeldSlot(day, { startTime: '2026-03-10T14:00:00.000Z', provider: { id: 'a' } }, 'America/New_York')).toBe(day);
    expect(withHeldSlot(day, { startTime: '2026-03-09T13:00:00.000Z', provider: { id: 'a' } }, 'America/New_York')).toBe(day);
    // 03:00 UTC on the 10th is still the 9th in New York, but the 10th in Lisbon.
    expect(withHeldSlot(day, { startTime: '2026-03-10T03:00:00.000Z', provider: { id: 'a' } }, 'America/New_York').evening).toHaveLength(1);
    expect(withHeldSlot(day, { startTime: '2026-03-10T03:00:00.000Z', provider: { id: 'a' } }, 'Europe/Lisbon')).toBe(day);
  });
});

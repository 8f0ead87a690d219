import { isoDateInZone, zonedParts } from './zoned-time.ts';

/** The time-slot picker's groups, by the slot's start on the client's wall clock. */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Morning before 12:00, afternoon 12:00 to before 17:00, evening from 17:00. */
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 17;

export type SlotStart = { readonly startsAt: Date | string };

/** A slot with its start on the client's wall clock: `date` 'YYYY-MM-DD', `time` 'HH:mm'. */
export type LocalSlot<T extends SlotStart> = { readonly slot: T; readonly date: string; readonly time: string };

export function partOfDayOf(hour: number): PartOfDay {
  if (hour < AFTERNOON_FROM_HOUR) return 'morning';
  return hour < EVENING_FROM_HOUR ? 'afternoon' : 'evening';
}

/**
 * Groups slots (instants, `startsAt` as a Date or an ISO string with offset) by part of day in the client's IANA
 * time zone, each group in time order. The wall clock comes from Intl for each instant, so a slot on a
 * daylight-saving day gets that day's offset: 16:30 UTC is 12:30 in New York on 2026-03-08 (EDT) but was 11:30
 * the day before (EST). Slots from several days share the groups; `date` tells them apart.
 */
export function groupSlotsByPartOfDay<T extends SlotStart>(slots: readonly T[], timeZone: string): Record<PartOfDay, LocalSlot<T>[]> {
  const groups: Record<PartOfDay, LocalSlot<T>[]> = { morning: [], afternoon: [], evening: [] };
  const timed = slots.map((slot) => ({ slot, at: new Date(slot.startsAt) })).sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { slot, at } of timed) {
    const { hour, minute } = zonedParts(at, timeZone);
    groups[partOfDayOf(hour)].push({ slot, date: isoDateInZone(at, timeZone), time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` });
  }
  return groups;
}

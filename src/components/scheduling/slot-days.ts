// The picker's days and slots: a week at a time starting today on the client's clock (what the picker shows and
// asks the server for), and one button per start time (with 'Any available provider' several providers may be
// free at once; the first one is taken).
import { formatIsoDate } from '../../domain/calendar-date.ts';
import { addDays, zonedDate } from '../../domain/scheduling/local-time.ts';
import { partOfDayOf } from '../../domain/scheduling/part-of-day.ts';
import { isoDateInZone, zonedParts } from '../../domain/scheduling/zoned-time.ts';

export const SLOT_WINDOW_DAYS = 7;
/** How many weeks ahead the picker goes. */
export const SLOT_WEEKS = 8;

/** The picker's `week`-th week (0: the seven days from today on the client's calendar). */
export function slotWindow(now: Date, timeZone: string, week = 0): { from: string; to: string } {
  const first = addDays(zonedDate(now, timeZone), week * SLOT_WINDOW_DAYS);
  return { from: formatIsoDate(first), to: formatIsoDate(addDays(first, SLOT_WINDOW_DAYS - 1)) };
}

export type SlotLike = { readonly startTime: string; readonly provider: { readonly id: string } };

/** A slot's value in the picker: the provider and the start, both of which holdSlot needs. */
export const slotValue = (slot: SlotLike) => `${slot.provider.id}|${slot.startTime}`;

export function parseSlotValue(value: string): { providerId: string; startTime: string } | null {
  const [providerId, startTime] = value.split('|');
  return providerId && startTime ? { providerId, startTime } : null;
}

/** One slot per start time, first provider wins, in time order. */
export function uniqueStarts<T extends SlotLike>(slots: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime)).filter((slot) => (seen.has(slot.startTime) ? false : (seen.add(slot.startTime), true)));
}

type DayGroups<T> = { readonly date: string; readonly morning: readonly T[]; readonly afternoon: readonly T[]; readonly evening: readonly T[] };

/**
 * The day with the client's own held slot in it. The server counts a hold as busy, so once the times are asked
 * again (after the hold, on focus, after another hold failed) the held time would vanish from the grid and the
 * choice with it; it is put back in its part of the day, in time order.
 */
export function withHeldSlot<T extends SlotLike, D extends DayGroups<T>>(day: D, held: T | null, timeZone: string): D {
  if (!held) return day;
  const at = new Date(held.startTime);
  if (isoDateInZone(at, timeZone) !== day.date) return day;
  const part = partOfDayOf(zonedParts(at, timeZone).hour);
  if (day[part].some((slot) => slot.startTime === held.startTime && slot.provider.id === held.provider.id)) return day;
  return { ...day, [part]: [...day[part], held].sort((a, b) => a.startTime.localeCompare(b.startTime)) };
}

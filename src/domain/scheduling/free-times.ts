// Free times for the time-slot picker, computed from busy intervals in one sweep per provider, and laid out in the
// compact shape the picker reads: each start time once, with the providers free then as indexes into one list.
import { parseIsoDate } from '../calendar-date.ts';
import { isoDatesBetween, zoneOffsetMs } from './local-time.ts';
import { partOfDayOf, type PartOfDay } from './part-of-day.ts';
import { workingStretches, type ProviderSchedule, type TimeRange } from './slots.ts';

const MINUTE_MS = 60_000;

/** Half-open [start, end) in epoch milliseconds. */
type Interval = { start: number; end: number };

/** Sorted, disjoint intervals covering the same instants as `ranges`, so their ends are in order too. */
export function mergedIntervals(ranges: readonly TimeRange[]): Interval[] {
  const sorted = ranges.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() })).filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start < last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** A cursor over sorted disjoint intervals: asked in ascending order, it tells whether [start, end) overlaps any. */
function overlapCursor(intervals: readonly Interval[]): (start: number, end: number) => boolean {
  let index = 0;
  return (start, end) => {
    while (index < intervals.length && (intervals[index]?.end ?? 0) <= start) index += 1;
    const next = intervals[index];
    return next !== undefined && next.start < end;
  };
}

export type FreeStartsInput = {
  readonly schedule: ProviderSchedule;
  readonly range: TimeRange;
  readonly now: Date;
  readonly timeOff: readonly TimeRange[];
  readonly occupied: readonly TimeRange[];
};

/**
 * The starts (epoch ms, ascending) of the slots a client can book with one provider: the same answer as
 * `freeSlots` (slots.ts) — working slots after `now`, clear of time off, their consult plus buffer clear of
 * occupied time — but each busy list is merged and walked once, so the cost is slots + intervals rather than
 * slots × intervals.
 */
export function freeStarts({ schedule, range, now, timeOff, occupied }: FreeStartsInput): number[] {
  const durationMs = schedule.durationMinutes * MINUTE_MS;
  const stepMs = (schedule.durationMinutes + schedule.bufferMinutes) * MINUTE_MS;
  const bufferMs = schedule.bufferMinutes * MINUTE_MS;
  const from = range.start.getTime();
  const to = range.end.getTime();
  if (durationMs <= 0 || to <= from) return [];
  const offOverlaps = overlapCursor(mergedIntervals(timeOff));
  const busyOverlaps = overlapCursor(mergedIntervals(occupied));
  const after = now.getTime();
  const starts: number[] = [];
  // Stretches come in start order and do not overlap (working hours never do), so the slots come in order too.
  for (const stretch of workingStretches(schedule, range)) {
    const stretchEnd = stretch.end.getTime();
    for (let at = stretch.start.getTime(); at + durationMs <= stretchEnd; at += stepMs) {
      if (at < from || at >= to || at <= after) continue;
      if (offOverlaps(at, at + durationMs) || busyOverlaps(at, at + durationMs + bufferMs)) continue;
      starts.push(at);
    }
  }
  return starts;
}

/** One start time of the picker and the providers free then (indexes into the answer's provider list, in its order). */
export type FreeTime = { readonly startsAt: Date; readonly providers: readonly number[] };

/** One calendar day of the picker on the client's clock: its free times by part of day, each in time order. */
export type FreeTimesDay = { readonly date: string } & Record<PartOfDay, FreeTime[]>;

/**
 * The picker's days from `from` to `to` ('YYYY-MM-DD' on the client's calendar, both included, empty days too):
 * each distinct start once, with every provider free then. `startsByProvider[i]` are provider i's free starts.
 */
export function freeTimesDays(startsByProvider: readonly (readonly number[])[], timeZone: string, from: string, to: string): FreeTimesDay[] {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) return [];
  const providersAt = new Map<number, number[]>();
  startsByProvider.forEach((starts, provider) => {
    for (const at of starts) {
      const free = providersAt.get(at);
      if (free) free.push(provider);
      else providersAt.set(at, [provider]);
    }
  });
  const days = new Map<string, FreeTimesDay>(isoDatesBetween(first, last).map((date) => [date, { date, morning: [], afternoon: [], evening: [] }]));
  // The client's wall clock from the zone's offset at each instant (remembered across requests, see zoneOffsetMs)
  // rather than an Intl call per start time: the same grouping as groupSlotsByPartOfDay.
  for (const at of [...providersAt.keys()].sort((a, b) => a - b)) {
    const startsAt = new Date(at);
    const wall = new Date(at + zoneOffsetMs(startsAt, timeZone));
    days.get(wall.toISOString().slice(0, 10))?.[partOfDayOf(wall.getUTCHours())].push({ startsAt, providers: providersAt.get(at) ?? [] });
  }
  return [...days.values()];
}

/** A free time as the packed week carries it: [startTime (ISO 8601, UTC), the providers free then (indexes)]. */
export type PackedFreeTime = readonly [startTime: string, providers: readonly number[]];
/** One day of the packed week: the same content as a FreeTimesDay, each time a PackedFreeTime. */
export type PackedFreeTimesDay = { readonly date: string } & Record<PartOfDay, readonly PackedFreeTime[]>;

const packedOf = new WeakMap<readonly FreeTimesDay[], PackedFreeTimesDay[]>();

/**
 * The days as one plain JSON value (freeTimes' `packedDays`): made once per list of days and remembered with it, so
 * a week kept by the server's cache is answered with no per-time work (GraphQL completes one leaf, not 1,760 slots).
 * The value is shared: never change it.
 */
export function packedFreeTimesDays(days: readonly FreeTimesDay[]): PackedFreeTimesDay[] {
  let packed = packedOf.get(days);
  if (!packed) {
    const pack = (times: readonly FreeTime[]): PackedFreeTime[] => times.map((time) => [time.startsAt.toISOString(), time.providers]);
    packed = days.map((day) => ({ date: day.date, morning: pack(day.morning), afternoon: pack(day.afternoon), evening: pack(day.evening) }));
    packedOf.set(days, packed);
  }
  return packed;
}

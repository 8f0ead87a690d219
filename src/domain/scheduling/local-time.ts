import { formatIsoDate, parseIsoDate, type DateParts } from '../calendar-date.ts';
import { dayNumber, zonedParts } from './zoned-time.ts';

// Wall-clock times to instants, the other direction of zoned-time.ts; Intl only, so the platform's zone data
// decides every offset, daylight-saving days included.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_CACHE_SIZE = 20_000;
const offsetCache = new Map<string, number>();

/** 'HH:mm' to minutes after midnight (00:00 to 24:00; 24:00 is the end of the day); null when malformed. */
export function clockMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** Minutes after midnight to 'HH:mm'. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  // Slot generation asks for the same instants again and again (every provider, every working day), and Intl is
  // slow; remember exact answers, a bounded number of them.
  const key = `${timeZone}|${instant.getTime()}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  // The parts have whole seconds, so compare with the instant truncated to its second.
  const offset = wall - Math.floor(instant.getTime() / 1000) * 1000;
  if (offsetCache.size >= OFFSET_CACHE_SIZE) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * The instant at which the zone's clocks show `minutes` after midnight of the calendar `date`, resolved like
 * Temporal's 'compatible' disambiguation: a time skipped by a spring-forward gap moves later by the gap
 * (02:30 on 2026-03-08 in New York is 03:30 EDT), and a time that happens twice in a fall-back overlap is its
 * first occurrence (01:30 on 2026-11-01 in New York is 01:30 EDT). `minutes` may be 1440 (the next midnight).
 */
export function zonedDateTimeToUtc(date: DateParts, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  // At most one offset change happens around a given wall time; the offsets a day either side bracket it.
  const before = zoneOffsetMs(new Date(wall - DAY_MS), timeZone);
  const after = zoneOffsetMs(new Date(wall + DAY_MS), timeZone);
  const candidates = [wall - before, wall - after].filter((at) => zoneOffsetMs(new Date(at), timeZone) === wall - at);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: the wall time read with the offset in force before the change lands after the gap.
  return new Date(wall - before);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(date: DateParts): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The calendar date `days` after `date` (negative for before). */
export function addDays(date: DateParts, days: number): DateParts {
  const at = new Date((dayNumber(date) + days) * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** Every calendar date from `from` to `to`, both included, as 'YYYY-MM-DD'. */
export function isoDatesBetween(from: DateParts, to: DateParts): string[] {
  const count = dayNumber(to) - dayNumber(from) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => formatIsoDate(addDays(from, index)));
}

/** The calendar date of an instant in a zone, as parts. */
export function zonedDate(instant: Date, timeZone: string): DateParts {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

/**
 * The instants bounding calendar days `from` to `to` (both included, 'YYYY-MM-DD') in a zone: from the first
 * day's midnight up to, not including, the midnight after the last day. Null for a malformed date.
 */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } | null {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) return null;
  return { start: zonedDateTimeToUtc(first, 0, timeZone), end: zonedDateTimeToUtc(addDays(last, 1), 0, timeZone) };
}

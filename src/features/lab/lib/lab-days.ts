// The collector's list by day: a week from a first day (today unless the address names another), on the
// collector's calendar, every day present even when empty so "nothing booked" reads as such.
import { formatIsoDate, parseIsoDate } from '../../../domain/calendar-date.ts';
import { addDays, zonedDate, zonedDateTimeToUtc } from '../../../domain/scheduling/local-time.ts';
import { isoDateInZone } from '../../../domain/scheduling/zoned-time.ts';

/** How many days one page shows. */
export const LAB_DAYS_SHOWN = 7;

export type LabRange = { from: string; to: string; firstDay: string; today: string };

/** The week starting `firstDay` (YYYY-MM-DD; today when absent or invalid) as UTC instants of its midnights. */
export function labRange(now: Date, timeZone: string, firstDay?: string): LabRange {
  const today = zonedDate(now, timeZone);
  const first = (firstDay ? parseIsoDate(firstDay) : null) ?? today;
  return {
    from: zonedDateTimeToUtc(first, 0, timeZone).toISOString(),
    to: zonedDateTimeToUtc(addDays(first, LAB_DAYS_SHOWN), 0, timeZone).toISOString(),
    firstDay: formatIsoDate(first),
    today: formatIsoDate(today),
  };
}

/** The first day of the week before or after. */
export function shiftWeek(firstDay: string, weeks: number): string {
  const parsed = parseIsoDate(firstDay);
  return parsed ? formatIsoDate(addDays(parsed, weeks * LAB_DAYS_SHOWN)) : firstDay;
}

export type LabDay<T> = { date: string; isToday: boolean; visits: T[] };

/** Each of the shown days with its visits, earliest first. */
export function visitsByDay<T extends { startsAt: string }>(visits: readonly T[], range: LabRange, timeZone: string): LabDay<T>[] {
  const first = parseIsoDate(range.firstDay);
  if (!first) return [];
  const days = Array.from({ length: LAB_DAYS_SHOWN }, (_, i) => formatIsoDate(addDays(first, i)));
  const sorted = [...visits].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return days.map((date) => ({ date, isToday: date === range.today, visits: sorted.filter((v) => isoDateInZone(new Date(v.startsAt), timeZone) === date) }));
}

/** A first day from the address (?day=YYYY-MM-DD), or undefined. */
export function validateLabSearch(search: Record<string, unknown>): { day?: string } {
  const day = typeof search['day'] === 'string' && parseIsoDate(search['day']) ? search['day'] : undefined;
  return day ? { day } : {};
}

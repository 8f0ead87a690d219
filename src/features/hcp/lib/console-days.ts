// The console's list (issue 6 "/hcp"): today and the next days in the provider's zone. Sessions are grouped by
// the provider's calendar day, and today always has a group, so an empty morning says so instead of vanishing.
import { formatIsoDate } from '../../../domain/calendar-date.ts';
import { addDays, zonedDate, zonedDateTimeToUtc } from '../../../domain/scheduling/local-time.ts';
import { isoDateInZone } from '../../../domain/scheduling/zoned-time.ts';

/** How far ahead the console looks: today plus this many days. */
export const UPCOMING_DAYS = 14;

export type ConsoleRange = { from: string; to: string; today: string };

/** The UTC instants (ISO) of today's midnight and of the midnight after the last upcoming day, in the zone. */
export function consoleRange(now: Date, timeZone: string): ConsoleRange {
  const today = zonedDate(now, timeZone);
  return {
    from: zonedDateTimeToUtc(today, 0, timeZone).toISOString(),
    to: zonedDateTimeToUtc(addDays(today, UPCOMING_DAYS + 1), 0, timeZone).toISOString(),
    today: formatIsoDate(today),
  };
}

export type DayGroup<T> = { date: string; isToday: boolean; sessions: T[] };

/** Sessions by calendar day in the zone, earliest first; today's group is present even when empty. */
export function groupByDay<T extends { startTime: string }>(sessions: readonly T[], timeZone: string, today: string): DayGroup<T>[] {
  const byDate = new Map<string, T[]>([[today, []]]);
  const sorted = [...sessions].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const session of sorted) {
    const date = isoDateInZone(new Date(session.startTime), timeZone);
    // A session started before today (an overnight one still open) is shown with today's.
    const key = date < today ? today : date;
    const list = byDate.get(key) ?? [];
    list.push(session);
    byDate.set(key, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, isToday: date === today, sessions: list }));
}

import { dayNumber, zonedParts } from './zoned-time.ts';

/**
 * Spec §9 relative group labels for the bookings list, plus `older` for anything before them and `later` for
 * dates after the current week (the Upcoming tab lists future bookings, which none of the spec's labels fit).
 */
export const RELATIVE_DATE_GROUPS = ['later', 'today', 'yesterday', 'thisWeek', 'lastWeek', 'lastMonth', 'older'] as const;
export type RelativeDateGroup = (typeof RELATIVE_DATE_GROUPS)[number];

/** Lingui ids of the groups and their English source text. */
export const RELATIVE_DATE_GROUP_TEXT = {
  later: { key: 'dateGroup.later', text: 'Later' },
  today: { key: 'dateGroup.today', text: 'Today' },
  yesterday: { key: 'dateGroup.yesterday', text: 'Yesterday' },
  thisWeek: { key: 'dateGroup.thisWeek', text: 'This week' },
  lastWeek: { key: 'dateGroup.lastWeek', text: 'Last week' },
  lastMonth: { key: 'dateGroup.lastMonth', text: 'Last month' },
  older: { key: 'dateGroup.older', text: 'Older' },
} as const satisfies Record<RelativeDateGroup, { key: string; text: string }>;

/** 0 = Sunday (the default: the US convention, and date-fns's), 1 = Monday (ISO, most of Europe). */
export type WeekStart = 0 | 1;

/**
 * The group of a date relative to now, both read as calendar dates in the client's zone (so 23:30 in New York is
 * still that day, whatever the UTC date). The first matching rule wins:
 * today; yesterday; the current week (also its later days); `later` after the current week; the previous
 * week; the last month, meaning on or after the same day of the previous month (clamped to that month's
 * length); otherwise older.
 */
export function relativeDateGroup(date: Date, now: Date, timeZone: string, weekStartsOn: WeekStart = 0): RelativeDateGroup {
  const todayParts = zonedParts(now, timeZone);
  const today = dayNumber(todayParts);
  const day = dayNumber(zonedParts(date, timeZone));
  // 1970-01-01 was a Thursday (4).
  const weekday = (((today + 4) % 7) + 7) % 7;
  const weekStart = today - ((weekday - weekStartsOn + 7) % 7);

  if (day === today) return 'today';
  if (day === today - 1) return 'yesterday';
  if (day >= weekStart && day < weekStart + 7) return 'thisWeek';
  if (day >= weekStart + 7) return 'later';
  if (day >= weekStart - 7) return 'lastWeek';
  if (day >= oneMonthBefore(todayParts)) return 'lastMonth';
  return 'older';
}

function oneMonthBefore({ year, month, day }: { year: number; month: number; day: number }): number {
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  return dayNumber({ year: previousYear, month: previousMonth, day: Math.min(day, lastDay) });
}

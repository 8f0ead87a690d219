import { clockMinutes } from './local-time.ts';

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One stretch of a provider's working week on the provider's own wall clock: `start` and `end` are 'HH:mm'
 * (end '24:00' for midnight), start before end on the same day. A day can have several stretches (a lunch break).
 */
export type WorkingHours = { readonly weekday: number; readonly start: string; readonly end: string };

export const WORKING_HOURS_PROBLEMS = ['weekdayInvalid', 'timeInvalid', 'endNotAfterStart', 'overlap'] as const;
export type WorkingHoursProblem = (typeof WORKING_HOURS_PROBLEMS)[number];

/** English text of each problem, shown by the provider's account setup (the spec words the overlap one). */
export const WORKING_HOURS_PROBLEM_TEXT = {
  weekdayInvalid: 'Choose a day of the week',
  timeInvalid: 'Enter times as HH:mm',
  endNotAfterStart: 'Working hours must end after they start',
  overlap: 'Working hours cannot overlap',
} as const satisfies Record<WorkingHoursProblem, string>;

export type WorkingHoursCheck = { ok: true } | { ok: false; problem: WorkingHoursProblem; index: number };

function isWeekday(value: number): value is Weekday {
  return Number.isInteger(value) && value >= 0 && value <= 6;
}

/**
 * Checks a provider's weekly hours: each stretch well formed, and no two stretches of the same weekday sharing a
 * minute. Stretches that only touch (09:00-12:00 and 12:00-17:00) do not overlap. `index` names the first
 * offending stretch (for an overlap, the later of the two in the list).
 */
export function checkWorkingHours(hours: readonly WorkingHours[]): WorkingHoursCheck {
  const seen: { weekday: number; start: number; end: number }[] = [];
  for (const [index, entry] of hours.entries()) {
    if (!isWeekday(entry.weekday)) return { ok: false, problem: 'weekdayInvalid', index };
    const start = clockMinutes(entry.start);
    const end = clockMinutes(entry.end);
    if (start === null || end === null || start >= 24 * 60) return { ok: false, problem: 'timeInvalid', index };
    if (end <= start) return { ok: false, problem: 'endNotAfterStart', index };
    if (seen.some((other) => other.weekday === entry.weekday && start < other.end && other.start < end)) return { ok: false, problem: 'overlap', index };
    seen.push({ weekday: entry.weekday, start, end });
  }
  return { ok: true };
}

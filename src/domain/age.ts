import { parseIsoDate, utcDateParts, type DateParts } from './calendar-date.ts';

// Spec §9: age in whole years from the birth date, minimum 0. `dob` is 'YYYY-MM-DD'; `today` is a Date (its
// UTC calendar date is used) or a 'YYYY-MM-DD' string. An unreadable date is a programming error: it throws.
export function ageInYears(dob: string, today: Date | string): number {
  const birth = parseIsoDate(dob);
  if (!birth) throw new RangeError(`ageInYears: not a YYYY-MM-DD date: ${dob}`);
  const now: DateParts | null = typeof today === 'string' ? parseIsoDate(today) : utcDateParts(today);
  if (!now) throw new RangeError(`ageInYears: not a YYYY-MM-DD date: ${String(today)}`);
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return Math.max(0, now.year - birth.year - (birthdayPassed ? 0 : 1));
}

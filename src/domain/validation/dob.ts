import { z } from 'zod';
import { ageInYears } from '../age.ts';
import { compareDates, formatIsoDate, isRealDate, parseIsoDate, utcDateParts } from '../calendar-date.ts';
import { customIssue, message } from './messages.ts';

export const CLIENT_MIN_AGE = 1;
export const CLIENT_MAX_AGE = 120;

// Spec §5: MM/DD/YYYY parsed strictly (two-digit month and day, four-digit year, a real calendar date) and
// converted to YYYY-MM-DD; anything else gives ''.
export function parseDob(input: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return '';
  const parts = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDate(parts) ? formatIsoDate(parts) : '';
}

// The form sends MM/DD/YYYY; the API carries YYYY-MM-DD. Both strict forms are accepted, anything else is ''.
export function normalizeDob(input: string): string {
  const trimmed = input.trim();
  const iso = parseIsoDate(trimmed);
  return iso ? formatIsoDate(iso) : parseDob(trimmed);
}

// 'YYYY-MM-DD' to the form's MM/DD/YYYY, or '' when not a real date.
export function formatDobForInput(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  return `${String(parts.month).padStart(2, '0')}/${String(parts.day).padStart(2, '0')}/${String(parts.year).padStart(4, '0')}`;
}

type DobOptions = { now?: () => Date; minAge?: number; maxAge?: number };

// A client's date of birth: a real date, not in the future, age within 1..120. Output is YYYY-MM-DD.
// `now` is injectable so the server can use its clock and tests a fixed day.
export function makeDobSchema({ now = () => new Date(), minAge = CLIENT_MIN_AGE, maxAge = CLIENT_MAX_AGE }: DobOptions = {}) {
  return z.string(message('validation.required')).transform((raw, ctx) => {
    if (raw.trim() === '') {
      ctx.issues.push(customIssue('validation.required', raw));
      return z.NEVER;
    }
    const iso = normalizeDob(raw);
    const birth = parseIsoDate(iso);
    if (!birth) {
      ctx.issues.push(customIssue('validation.dobInvalid', raw));
      return z.NEVER;
    }
    const today = now();
    if (compareDates(birth, utcDateParts(today)) > 0) {
      ctx.issues.push(customIssue('validation.dobInFuture', raw));
      return z.NEVER;
    }
    const age = ageInYears(iso, today);
    if (age < minAge || age > maxAge) {
      ctx.issues.push(customIssue('validation.ageOutOfRange', raw));
      return z.NEVER;
    }
    return iso;
  });
}

export const dobSchema = makeDobSchema();

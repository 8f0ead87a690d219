import { z } from 'zod';
import { formatIsoDate, parseIsoDate, utcDateParts } from '../calendar-date.ts';
import { customIssue, message, type ValidationMessageKey } from '../validation/messages.ts';
import { weightSchema } from './weight.ts';

/** How the client felt this week (spec §3 weekly progress record). */
export const FEELINGS = ['GREAT', 'GOOD', 'OKAY', 'UNWELL', 'POOR'] as const;
export type Feeling = (typeof FEELINGS)[number];

/** Who gave the dose. */
export const ADMINISTERED_BY = ['SELF', 'PROVIDER', 'CAREGIVER'] as const;
export type AdministeredBy = (typeof ADMINISTERED_BY)[number];

export const DOSAGE_MAX_LENGTH = 120;

/** The latest time zone on earth is UTC+14: no one's calendar is further ahead than this. */
// A choice not made is 'required'; a value that is not one of the choices is 'invalid'.
const choiceError = { error: (issue: { input?: unknown }): ValidationMessageKey => (issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid') } as const;

const LATEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

type WeeklyProgressOptions = {
  /**
   * Today's date (YYYY-MM-DD) for the one recording. The client passes its own calendar date; by default (the
   * server, which does not know the device's zone) it is the date in the latest zone on earth, so a client
   * just past midnight anywhere is never told its today is in the future.
   */
  today?: () => string;
};

function latestToday(): string {
  return formatIsoDate(utcDateParts(new Date(Date.now() + LATEST_ZONE_OFFSET_MS)));
}

/** A weekly progress record as the client enters it: weight + unit, feeling, dosage, administered by, recorded on. */
export function makeWeeklyProgressSchema({ today = latestToday }: WeeklyProgressOptions = {}) {
  return z.object({
    weight: weightSchema,
    feeling: z.enum(FEELINGS, choiceError),
    dosage: z.string(message('validation.required')).trim().min(1, message('validation.required')).max(DOSAGE_MAX_LENGTH, message('validation.tooLong')),
    administeredBy: z.enum(ADMINISTERED_BY, choiceError),
    recordedOn: z.string(message('validation.required')).transform((raw, ctx) => {
      const text = raw.trim();
      if (text === '') {
        ctx.issues.push(customIssue('validation.required', raw));
        return z.NEVER;
      }
      const parts = parseIsoDate(text);
      if (!parts) {
        ctx.issues.push(customIssue('validation.dateInvalid', raw));
        return z.NEVER;
      }
      const iso = formatIsoDate(parts);
      // ISO dates compare as strings.
      if (iso > today()) {
        ctx.issues.push(customIssue('validation.dateInFuture', raw));
        return z.NEVER;
      }
      return iso;
    }),
  });
}

export const weeklyProgressSchema = makeWeeklyProgressSchema();

export type WeeklyProgressInput = z.input<typeof weeklyProgressSchema>;
export type WeeklyProgress = z.output<typeof weeklyProgressSchema>;

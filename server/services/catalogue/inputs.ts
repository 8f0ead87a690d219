import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import { isUuid } from '../db-errors.ts';

/** Ids arrive as GraphQL ID strings; a malformed one is the caller's mistake (BAD_USER_INPUT), not a miss. */
export const idSchema = z.string(message('validation.required')).refine(isUuid, message('validation.invalid'));

/** Spec §9: list page size 10; a page never exceeds 100 rows. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

function boundedInt(min: number, max: number) {
  return z.number(message('validation.invalid')).int(message('validation.invalid')).min(min, message('validation.invalid')).max(max, message('validation.invalid'));
}

export const pageSchema = z.object({
  limit: boundedInt(1, MAX_PAGE_SIZE).nullish().transform((v) => v ?? DEFAULT_PAGE_SIZE),
  offset: boundedInt(0, 100_000).nullish().transform((v) => v ?? 0),
});

export type Page = z.output<typeof pageSchema>;

/** Free-text search: trimmed, at most 100 characters, empty meaning "no search". */
export const searchSchema = z
  .string()
  .max(100, message('validation.tooLong'))
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A LIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

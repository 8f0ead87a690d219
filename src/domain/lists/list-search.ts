// A list's address parameters (?q=&page=, and a tab of fixed values), read one way by every list: the client's
// bookings, the fulfilment queue and the front desk's lists. A list can then be reloaded, shared and walked back
// with Back. Plain functions rather than zod: route search validation runs on the first load.

export type ListSearch = { q?: string; page?: number };

/** The highest page an address may name; anything larger is taken as the first. */
const MAX_PAGE = 10_000;

/** ?q= trimmed and cut to what the search box accepts, and ?page= when it is a page past the first. */
export function listSearchOf(search: Record<string, unknown>, maxQueryLength: number): ListSearch {
  const result: ListSearch = {};
  const { q: rawQuery, page: rawPage } = search;
  const q = typeof rawQuery === 'string' || typeof rawQuery === 'number' ? String(rawQuery).trim().slice(0, maxQueryLength) : '';
  if (q) result.q = q;
  const page = Number(rawPage);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) result.page = page;
  return result;
}

/** The value when it is one of `values` (a tab, a stage), else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

// The bookings list's search parameters: ?tab=UPCOMING&q=CB-10001&page=2, so a list can be shared, reloaded
// and walked back with Back. A plain function rather than zod: route search validation runs on first load.
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';

export type BookingsSearch = { tab?: BookingTab; q?: string; page?: number };

/** The search box accepts at most this much (the server's limit). */
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_TAB: BookingTab = 'INPROGRESS';

function isTab(value: unknown): value is BookingTab {
  return typeof value === 'string' && (BOOKING_TABS as readonly string[]).includes(value);
}

export function validateBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const result: BookingsSearch = {};
  if (isTab(search.tab)) result.tab = search.tab;
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, MAX_SEARCH_LENGTH) : '';
  if (q) result.q = q;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) result.page = page;
  return result;
}

// The bookings list's search parameters: ?tab=UPCOMING&q=CB-10001&page=2 (src/domain/lists/list-search.ts).
import { listSearchOf, oneOf } from '../../../domain/lists/list-search.ts';
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';

export type BookingsSearch = { tab?: BookingTab; q?: string; page?: number };

/** The search box accepts at most this much (the server's limit). */
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_TAB: BookingTab = 'INPROGRESS';

export function validateBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const tab = oneOf(BOOKING_TABS, search.tab);
  return { ...(tab ? { tab } : {}), ...listSearchOf(search, MAX_SEARCH_LENGTH) };
}

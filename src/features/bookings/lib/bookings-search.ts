// The bookings list's search parameters: ?tab=UPCOMING&q=CB-10001 and where the page stands: ?after=<cursor>
// (the page after a row), ?before=<cursor> (the page before one) or ?last=1 (the last page); none is the first.
import { listSearchOf, oneOf } from '../../../domain/lists/list-search.ts';
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';

/** Where a keyset page of the list stands; `{}` is the first page. */
export type BookingsPageAt = { after?: string; before?: string; last?: true };

export type BookingsSearch = { tab?: BookingTab; q?: string } & BookingsPageAt;

/** The search box accepts at most this much (the server's limit). */
export const MAX_SEARCH_LENGTH = 100;

/** A cursor is short opaque text (base64url); anything else in the address is taken as the first page. */
const CURSOR = /^[\w-]{1,400}$/;

export const DEFAULT_TAB: BookingTab = 'INPROGRESS';

export function pageAtOf(search: Record<string, unknown>): BookingsPageAt {
  const cursor = (value: unknown) => (typeof value === 'string' && CURSOR.test(value) ? value : undefined);
  const after = cursor(search.after);
  if (after) return { after };
  const before = cursor(search.before);
  if (before) return { before };
  return search.last === 1 || search.last === '1' || search.last === true ? { last: true } : {};
}

export function validateBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const tab = oneOf(BOOKING_TABS, search.tab);
  const { q } = listSearchOf(search, MAX_SEARCH_LENGTH);
  return { ...(tab ? { tab } : {}), ...(q ? { q } : {}), ...pageAtOf(search) };
}

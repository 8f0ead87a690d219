// The front desk lists' search parameters (?q=&page=, bookings also ?stage=; src/domain/lists/list-search.ts).
import { listSearchOf, oneOf, type ListSearch } from '../../../domain/lists/list-search.ts';
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';
import { RECEPTION_SEARCH_MAX_LENGTH } from '../../../domain/reception/reception-constants.ts';

export type { ListSearch };

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return listSearchOf(search, RECEPTION_SEARCH_MAX_LENGTH);
}

/** The client a booking is for, the service, and the pre-assessment answered for it, carried between the steps. */
export type NewBookingSearch = { clientId?: string; productId?: string; responseId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateNewBookingSearch(search: Record<string, unknown>): NewBookingSearch {
  const result: NewBookingSearch = {};
  if (typeof search.clientId === 'string' && UUID.test(search.clientId)) result.clientId = search.clientId;
  if (typeof search.productId === 'string' && UUID.test(search.productId)) result.productId = search.productId;
  if (typeof search.responseId === 'string' && UUID.test(search.responseId)) result.responseId = search.responseId;
  return result;
}

export type BookingsListSearch = ListSearch & { stage?: BookingTab };

export function validateBookingsSearch(search: Record<string, unknown>): BookingsListSearch {
  const stage = oneOf(BOOKING_TABS, search.stage);
  return { ...validateListSearch(search), ...(stage ? { stage } : {}) };
}

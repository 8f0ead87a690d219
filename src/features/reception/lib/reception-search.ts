// The front desk lists' search parameters (?q=&page=, bookings also ?stage=), so a list can be reloaded, shared
// and walked back. Plain functions rather than zod: route search validation runs on first load.
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';
import { RECEPTION_SEARCH_MAX_LENGTH } from '../../../domain/reception/reception-constants.ts';

export type ListSearch = { q?: string; page?: number };

function readQuery(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, RECEPTION_SEARCH_MAX_LENGTH) : '';
}

function readPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined;
}

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const result: ListSearch = {};
  const q = readQuery(search.q);
  if (q) result.q = q;
  const page = readPage(search.page);
  if (page) result.page = page;
  return result;
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
  const result: BookingsListSearch = validateListSearch(search);
  const stage = BOOKING_TABS.find((tab) => tab === search.stage);
  if (stage) result.stage = stage;
  return result;
}

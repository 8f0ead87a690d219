// The fulfilment queue's search parameters: ?status=PREPARING&q=CB-10001&page=2 (src/domain/lists/list-search.ts).
import { listSearchOf, oneOf } from '../../../domain/lists/list-search.ts';
import type { MedicationOrderStatus } from '../../../domain/medication/medication-order-status.ts';

/** The queue's tabs in the order the work flows: 'To prepare' is ORDERED. */
export const FULFILMENT_TABS = ['ORDERED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'MISSING_REPORTED'] as const satisfies readonly MedicationOrderStatus[];
export type FulfilmentTab = (typeof FULFILMENT_TABS)[number];

export const DEFAULT_FULFILMENT_TAB: FulfilmentTab = 'ORDERED';
/** Spec §9 "list page size 10". */
export const FULFILMENT_PAGE_SIZE = 10;
/** The search box accepts at most this much. */
export const MAX_FULFILMENT_SEARCH_LENGTH = 100;

export type FulfilmentSearch = { status?: FulfilmentTab; q?: string; page?: number };
export type FulfilmentView = { status: FulfilmentTab; search: string; page: number };

export function validateFulfilmentSearch(search: Record<string, unknown>): FulfilmentSearch {
  const status = oneOf(FULFILMENT_TABS, search.status);
  return { ...(status ? { status } : {}), ...listSearchOf(search, MAX_FULFILMENT_SEARCH_LENGTH) };
}

export function viewOf(search: FulfilmentSearch): FulfilmentView {
  return { status: search.status ?? DEFAULT_FULFILMENT_TAB, search: search.q ?? '', page: search.page ?? 1 };
}

/** The address's search for a view: defaults are left out, so the plain /fulfilment is the first tab. */
export function searchOf(view: FulfilmentView): FulfilmentSearch {
  return {
    status: view.status === DEFAULT_FULFILMENT_TAB ? undefined : view.status,
    q: view.search || undefined,
    page: view.page > 1 ? view.page : undefined,
  };
}

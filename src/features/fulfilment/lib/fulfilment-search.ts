// The fulfilment queue's search parameters: ?status=PREPARING&q=CB-10001&page=2, so a view can be reloaded,
// shared with a colleague and walked back with Back. A plain function rather than zod: route search validation
// runs on the first load.
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

function isTab(value: unknown): value is FulfilmentTab {
  return typeof value === 'string' && (FULFILMENT_TABS as readonly string[]).includes(value);
}

export function validateFulfilmentSearch(search: Record<string, unknown>): FulfilmentSearch {
  const result: FulfilmentSearch = {};
  if (isTab(search.status)) result.status = search.status;
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, MAX_FULFILMENT_SEARCH_LENGTH) : '';
  if (q) result.q = q;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) result.page = page;
  return result;
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

// The public answers the server put into the page for its first render (server/http/prerender-first-route.ts):
// the business home's and the services list's queries, answered before the app's code even arrived. They go into
// the query cache under the keys the screens read, so the first render asks the network for nothing. Absent (the
// service worker's cached shell, any other page) or in another language than the app starts in: nothing is seeded
// and the screens fetch as always.
import type { QueryClient } from '@tanstack/react-query';
import { businessAndLocationQueryOptions, type BusinessAndLocation } from '../../../app/api/decode-business-and-location.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { categoriesByLocationQueryOptions, type CatalogueCategory } from './category-by-location.ts';
import { productsByLocationQueryOptions, type CatalogueProductSummary } from './products-by-location.ts';

/** The id of the JSON block (FIRST_ROUTE_DATA_ID on the server). */
export const FIRST_ROUTE_DATA_ID = 'carebook-first-route-data';

export type FirstRouteData = {
  language: string;
  businessCode: string;
  locationCode: string;
  decode: BusinessAndLocation;
  categories?: CatalogueCategory[];
  products?: CatalogueProductSummary[];
};

/** The page's block, read once (and removed); null when there is none or it does not parse. */
export function readFirstRouteData(doc: Document = document): FirstRouteData | null {
  const element = doc.getElementById(FIRST_ROUTE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as FirstRouteData | null;
    return data && typeof data === 'object' && data.decode ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers into the cache under the screens' keys (which name the active language): call once the
 * language is active. Returns false, seeding nothing, when the answers are in another language.
 */
export function seedFirstRouteData(client: QueryClient, data: FirstRouteData): boolean {
  if (data.language !== activeLanguage()) return false;
  client.setQueryData(businessAndLocationQueryOptions(data.businessCode, data.locationCode).queryKey, data.decode);
  const locationId = data.decode.location.id;
  if (data.categories) client.setQueryData(categoriesByLocationQueryOptions(locationId).queryKey, data.categories);
  if (data.products) client.setQueryData(productsByLocationQueryOptions(locationId).queryKey, data.products);
  return true;
}

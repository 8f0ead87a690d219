// The server's answers in the page (server/http/prerender-first-route.ts) land under the keys the screens read, in
// the active language only.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessAndLocation } from '../../src/app/api/decode-business-and-location.ts';
import type { FirstRouteData } from '../../src/features/catalogue/api/first-route-data.ts';

// The query options name the transport only in their fetch functions, which seeding never calls.
vi.mock('../../src/app/graphql-client.ts', () => ({ request: vi.fn() }));

const { businessAndLocationQueryOptions } = await import('../../src/app/api/decode-business-and-location.ts');
const { i18n } = await import('../../src/app/i18n.ts');
const { categoriesByLocationQueryOptions } = await import('../../src/features/catalogue/api/category-by-location.ts');
const { productsByLocationQueryOptions } = await import('../../src/features/catalogue/api/products-by-location.ts');
const { FIRST_ROUTE_DATA_ID, readFirstRouteData, seedFirstRouteData } = await import('../../src/features/catalogue/api/first-route-data.ts');

/** A page holding at most one element, the block (unit tests run without a DOM). */
function pageWith(text: string | null) {
  let element: { id: string; textContent: string; remove(): void } | null =
    text === null ? null : { id: FIRST_ROUTE_DATA_ID, textContent: text, remove: () => (element = null) };
  return { getElementById: (id: string) => (element?.id === id ? element : null) } as unknown as Document;
}

const decode = { business: { id: 'b1', shortId: 'demo', name: 'Demo' }, location: { id: 'loc-1', shortId: 'main', name: 'Main' } } as unknown as BusinessAndLocation;
const data: FirstRouteData = {
  language: 'es',
  businessCode: 'demo',
  locationCode: 'main',
  decode,
  categories: [],
  products: [],
};

describe('first-route data', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('is seeded under the home’s and the services list’s keys when its language is the active one', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const client = new QueryClient();
    expect(seedFirstRouteData(client, data)).toBe(true);
    expect(client.getQueryData(businessAndLocationQueryOptions('demo', 'main').queryKey)).toBe(decode);
    expect(client.getQueryData(categoriesByLocationQueryOptions('loc-1').queryKey)).toBe(data.categories);
    expect(client.getQueryData(productsByLocationQueryOptions('loc-1').queryKey)).toBe(data.products);
  });

  it('is not seeded in another language', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const client = new QueryClient();
    expect(seedFirstRouteData(client, data)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('is read once from the page, and a broken block is ignored', () => {
    const page = pageWith(JSON.stringify(data));
    expect(readFirstRouteData(page)).toEqual(data);
    expect(readFirstRouteData(page)).toBeNull();
    expect(readFirstRouteData(pageWith('{"language":'))).toBeNull();
    expect(readFirstRouteData(pageWith('null'))).toBeNull();
  });
});

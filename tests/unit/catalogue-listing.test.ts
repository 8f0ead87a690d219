import { describe, expect, it } from 'vitest';
import {
  groupByCategory,
  locationOffer,
  productPicture,
  productPictures,
  visibleListings,
} from '../../src/features/catalogue/lib/catalogue-listing.ts';
import { validateServicesSearch } from '../../src/features/catalogue/lib/services-search.ts';
import { SERVICES_STALE_TIME_MS } from '../../src/features/catalogue/api/stale-time.ts';

const category = (id: string, sortOrder: number) => ({ id, name: id.toUpperCase(), sortOrder });
const product = (id: string, categories: string[], sortOrder: number | null, images: string[] = [], locationImages: string[] = []) => ({
  id,
  name: id,
  images: images.map((url) => ({ url })),
  categories: categories.map((c) => ({ id: c })),
  productLocations:
    sortOrder === null ? [] : [{ startingPrice: 4900, currencyCode: 'USD', sortOrder, images: locationImages.map((url) => ({ url })) }],
});

describe('groupByCategory', () => {
  it('lists categories in their order, each with its products in the location order', () => {
    const listings = groupByCategory(
      [category('labs', 2), category('weight', 0), category('hair', 1)],
      [product('lipids', ['labs'], 5), product('semaglutide', ['weight'], 1), product('consult', ['weight'], 0), product('a1c', ['labs'], 4)],
    );
    expect(listings.map((l) => [l.category.id, l.products.map((p) => p.id)])).toEqual([
      ['weight', ['consult', 'semaglutide']],
      ['labs', ['a1c', 'lipids']],
    ]);
  });

  it('shows a product in each of its categories and leaves out products not offered at the location', () => {
    const listings = groupByCategory(
      [category('a', 0), category('b', 1)],
      [product('both', ['a', 'b'], 0), product('elsewhere', ['a'], null)],
    );
    expect(listings.map((l) => [l.category.id, l.products.map((p) => p.id)])).toEqual([
      ['a', ['both']],
      ['b', ['both']],
    ]);
  });

  it('gives no listings when nothing is offered (the empty state)', () => {
    expect(groupByCategory([category('a', 0)], [])).toEqual([]);
    expect(groupByCategory([], [product('x', ['a'], 0)])).toEqual([]);
  });
});

describe('visibleListings: the ?category= choice', () => {
  const listings = [{ category: { id: 'a' } }, { category: { id: 'b' } }];
  it('shows the chosen category alone', () => {
    expect(visibleListings(listings, 'b')).toEqual([{ category: { id: 'b' } }]);
  });
  it('shows all when none or an unknown one is chosen', () => {
    expect(visibleListings(listings, undefined)).toEqual(listings);
    expect(visibleListings(listings, 'gone')).toEqual(listings);
  });
});

describe('pictures and offer', () => {
  it("prefers the location's own picture, then the product's", () => {
    expect(productPicture(product('p', [], 0, ['/p.svg'], ['/loc.svg']))).toBe('/loc.svg');
    expect(productPicture(product('p', [], 0, ['/p.svg']))).toBe('/p.svg');
    expect(productPicture(product('p', [], 0))).toBeUndefined();
    expect(productPictures(product('p', [], 0, ['/p.svg', '/loc.svg'], ['/loc.svg']))).toEqual(['/loc.svg', '/p.svg']);
  });
  it('reads the starting price from the location offer', () => {
    expect(locationOffer(product('p', [], 3))?.startingPrice).toBe(4900);
    expect(locationOffer(product('p', [], null))).toBeUndefined();
  });
});

describe('validateServicesSearch', () => {
  it.each([
    { search: { category: 'ba364264-787f-5b67-8e55-d8cf09f2cc5b' }, expected: { category: 'ba364264-787f-5b67-8e55-d8cf09f2cc5b' } },
    { search: {}, expected: {} },
    { search: { category: '' }, expected: {} },
    { search: { category: 12 }, expected: {} },
    { search: { category: '<script>alert(1)</script>' }, expected: {} },
    { search: { category: 'x'.repeat(65) }, expected: {} },
    { search: { category: 'a', other: 'dropped' }, expected: { category: 'a' } },
  ])('$search', ({ search, expected }) => {
    expect(validateServicesSearch(search)).toEqual(expected);
  });
});

describe('services stale time (spec §9)', () => {
  it('is 60 seconds', () => {
    expect(SERVICES_STALE_TIME_MS).toBe(60_000);
  });
});

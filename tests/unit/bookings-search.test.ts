import { describe, expect, it } from 'vitest';
import { validateBookingsSearch } from '../../src/features/bookings/lib/bookings-search.ts';

describe('bookings list search parameters', () => {
  it.each([
    [{}, {}],
    [{ tab: 'UPCOMING', q: ' CB-10001 ', page: 2 }, { tab: 'UPCOMING', q: 'CB-10001', page: 2 }],
    [{ tab: 'upcoming' }, {}],
    [{ tab: 'DELETED', q: '   ', page: 1 }, {}],
    [{ q: 10001 }, { q: '10001' }],
    [{ page: '3' }, { page: 3 }],
    [{ page: 0 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: 'x' }, {}],
    [{ page: 10_001 }, {}],
    [{ q: { nested: true } }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateBookingsSearch(input)).toEqual(expected);
  });

  it('cuts a search at the server’s 100 characters', () => {
    expect(validateBookingsSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

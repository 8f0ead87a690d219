import { describe, expect, it } from 'vitest';
import { validateBookingsSearch } from '../../src/features/bookings/lib/bookings-search.ts';

describe('bookings list search parameters: tab, search and where the keyset page stands', () => {
  it.each([
    [{}, {}],
    [{ tab: 'UPCOMING', q: ' CB-10001 ', after: 'WyIyMDI2IiwiQ0ItMSJd' }, { tab: 'UPCOMING', q: 'CB-10001', after: 'WyIyMDI2IiwiQ0ItMSJd' }],
    [{ tab: 'upcoming' }, {}],
    [{ tab: 'DELETED', q: '   ', last: 1 }, { last: true }],
    [{ q: 10001 }, { q: '10001' }],
    [{ before: 'abc_-9' }, { before: 'abc_-9' }],
    [{ after: 'a', before: 'b', last: '1' }, { after: 'a' }],
    [{ last: '1' }, { last: true }],
    [{ last: 2 }, {}],
    [{ after: 'not a cursor!' }, {}],
    [{ before: 'x'.repeat(401) }, {}],
    [{ after: { nested: true } }, {}],
    [{ page: 3 }, {}],
    [{ q: { nested: true } }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateBookingsSearch(input)).toEqual(expected);
  });

  it('cuts a search at the server’s 100 characters', () => {
    expect(validateBookingsSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

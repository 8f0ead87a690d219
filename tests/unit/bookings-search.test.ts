import { describe, expect, it } from 'vitest';
import { validateBookingsSearch } from '../../src/features/bookings/lib/bookings-search.ts';
import { slotRange } from '../../src/features/bookings/lib/slot-range.ts';

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

describe('slotRange: the picker’s two weeks on the client’s calendar', () => {
  it('starts today in the client’s zone, whatever the UTC date', () => {
    // 02:00 UTC on 9 March is still 8 March in New York.
    expect(slotRange(new Date('2026-03-09T02:00:00Z'), 'America/New_York')).toEqual({ from: '2026-03-08', to: '2026-03-21' });
    expect(slotRange(new Date('2026-03-09T02:00:00Z'), 'Europe/Lisbon')).toEqual({ from: '2026-03-09', to: '2026-03-22' });
  });

  it('crosses month and year ends', () => {
    expect(slotRange(new Date('2026-12-25T12:00:00Z'), 'UTC')).toEqual({ from: '2026-12-25', to: '2027-01-07' });
    expect(slotRange(new Date('2028-02-20T12:00:00Z'), 'UTC')).toEqual({ from: '2028-02-20', to: '2028-03-04' });
  });
});

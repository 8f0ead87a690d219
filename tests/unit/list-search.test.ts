import { describe, expect, it } from 'vitest';
import { listSearchOf, oneOf } from '../../src/domain/lists/list-search.ts';

describe('a list’s address parameters', () => {
  it('keeps a trimmed query cut to the box’s limit and a page past the first', () => {
    expect(listSearchOf({ q: '  CB-10001 ', page: '2' }, 100)).toEqual({ q: 'CB-10001', page: 2 });
    expect(listSearchOf({ q: 'x'.repeat(120) }, 100)).toEqual({ q: 'x'.repeat(100) });
    expect(listSearchOf({ q: 12345 }, 100)).toEqual({ q: '12345' });
  });

  it('drops what an address cannot mean: an empty query, page 1, a fraction, a huge or non-numeric page, an object', () => {
    for (const page of ['1', '0', '-3', '2.5', '10001', 'two', null]) expect(listSearchOf({ page }, 100)).toEqual({});
    expect(listSearchOf({ q: '   ', page: 10_000 }, 100)).toEqual({ page: 10_000 });
    expect(listSearchOf({ q: { toString: () => 'x' } }, 100)).toEqual({});
  });

  it('takes a tab only from its fixed values', () => {
    const tabs = ['ALL', 'UPCOMING'] as const;
    expect(oneOf(tabs, 'UPCOMING')).toBe('UPCOMING');
    expect(oneOf(tabs, 'upcoming')).toBeUndefined();
    expect(oneOf(tabs, ['UPCOMING'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../../src/components/layout/badge-count.ts';

describe('notification badge (spec §9: capped at 99+)', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d shows %j', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

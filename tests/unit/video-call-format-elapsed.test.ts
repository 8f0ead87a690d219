import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../src/features/video-call/components/overlay/format-elapsed.ts';

describe('formatElapsed (the call timer)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
    [12.9, '0:12'],
  ])('%d seconds reads %s', (seconds, shown) => {
    expect(formatElapsed(seconds)).toBe(shown);
  });
});

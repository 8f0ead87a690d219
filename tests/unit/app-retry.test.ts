import { describe, expect, it } from 'vitest';
import { BASE_RETRY_DELAY_MS, MAX_NETWORK_RETRIES, MAX_RETRY_DELAY_MS, retryDelayMs } from '../../src/app/retry.ts';

describe('network retry delay (spec §7, §9: 3 retries, 300 to 2000 ms, jitter)', () => {
  it('retries at most 3 times', () => {
    expect(MAX_NETWORK_RETRIES).toBe(3);
  });

  it.each([
    // attempt, random, expected: half of min(2000, 300 * 2^attempt) fixed plus a random share of the other half
    [0, 1, 300],
    [0, 0, 150],
    [1, 1, 600],
    [2, 1, 1200],
    [3, 1, 2000],
    [3, 0, 1000],
    [10, 1, 2000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(retryDelayMs(attempt, () => random)).toBe(expected);
  });

  it('stays within the bounds for any jitter', () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      for (const random of [0, 0.25, 0.5, 0.999]) {
        const delay = retryDelayMs(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(BASE_RETRY_DELAY_MS / 2);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      }
    }
  });

  it('spreads retries: different random draws give different delays', () => {
    expect(retryDelayMs(1, () => 0.1)).not.toBe(retryDelayMs(1, () => 0.9));
  });
});

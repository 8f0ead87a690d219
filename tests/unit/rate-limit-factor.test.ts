import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { DEFAULT_RATE_LIMITS, rateLimitsForAddressFactor } from '../../server/services/rate-limit.ts';

describe('per-address rate limit factor', () => {
  it.each([
    [{}, 1],
    [{ ADDRESS_RATE_LIMIT_FACTOR: '' }, 1],
    [{ ADDRESS_RATE_LIMIT_FACTOR: '20' }, 20],
  ])('reads %j as %d', (env, factor) => {
    expect(loadConfig(env).addressRateLimitFactor).toBe(factor);
  });

  it.each(['0', 'x', '2.5', '1001'])('refuses %s', (value) => {
    expect(() => loadConfig({ ADDRESS_RATE_LIMIT_FACTOR: value })).toThrow(/ADDRESS_RATE_LIMIT_FACTOR/);
  });

  it('scales only the per-address rules; per-account limits stay as in production', () => {
    const limits = rateLimitsForAddressFactor(10);
    expect(limits.signupsPerIp.limit).toBe(DEFAULT_RATE_LIMITS.signupsPerIp.limit * 10);
    expect(limits.codeSendsPerIp.limit).toBe(DEFAULT_RATE_LIMITS.codeSendsPerIp.limit * 10);
    expect(limits.loginFailuresPerAccount).toEqual(DEFAULT_RATE_LIMITS.loginFailuresPerAccount);
    expect(limits.codeSendsPerAccount).toEqual(DEFAULT_RATE_LIMITS.codeSendsPerAccount);
    expect(limits.codeSendsPerAccountBurst).toEqual(DEFAULT_RATE_LIMITS.codeSendsPerAccountBurst);
  });
});

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { appError } from './errors.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/** The limits of the accounts operations; tests pass smaller ones through `createGraphQL`'s options. */
export type RateLimits = {
  /** Failed sign-ins (and wrong current passwords) per account. */
  loginFailuresPerAccount: RateLimitRule;
  loginFailuresPerIp: RateLimitRule;
  /** One-time codes sent to one account (sign-up and password reset together). */
  codeSendsPerAccountBurst: RateLimitRule;
  codeSendsPerAccount: RateLimitRule;
  codeSendsPerIp: RateLimitRule;
  codeChecksPerIp: RateLimitRule;
  signupsPerIp: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailuresPerAccount: { limit: 100, windowSeconds: 3600 },
  loginFailuresPerIp: { limit: 300, windowSeconds: 3600 },
  codeSendsPerAccountBurst: { limit: 1, windowSeconds: 30 },
  codeSendsPerAccount: { limit: 5, windowSeconds: 3600 },
  codeSendsPerIp: { limit: 30, windowSeconds: 3600 },
  codeChecksPerIp: { limit: 100, windowSeconds: 3600 },
  signupsPerIp: { limit: 20, windowSeconds: 3600 },
};

/** The default limits with every per-address rule multiplied by `factor` (AppConfig.addressRateLimitFactor). */
export function rateLimitsForAddressFactor(factor: number): RateLimits {
  const scale = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: rule.limit * factor });
  return {
    ...DEFAULT_RATE_LIMITS,
    loginFailuresPerIp: scale(DEFAULT_RATE_LIMITS.loginFailuresPerIp),
    codeSendsPerIp: scale(DEFAULT_RATE_LIMITS.codeSendsPerIp),
    codeChecksPerIp: scale(DEFAULT_RATE_LIMITS.codeChecksPerIp),
    signupsPerIp: scale(DEFAULT_RATE_LIMITS.signupsPerIp),
  };
}

function windowStartOf(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Counts one event against `key` in the current fixed window and tells whether it is still within the limit.
 * A single INSERT ... ON CONFLICT DO UPDATE ... RETURNING makes the increment atomic across server processes.
 */
export async function consume(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const fullKey = `${key}:${rule.windowSeconds}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: fullKey, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  // A key's earlier windows are useless once a new one starts; dropping them keeps the table small.
  if (count === 1) {
    await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, fullKey), lt(rateLimitCounters.windowStart, windowStart)));
  }
  return count <= rule.limit;
}

/** Gives back one event (a sign-in that turned out to be correct does not count as a failure). */
export async function refund(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowStart = windowStartOf(now, rule.windowSeconds);
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, `${key}:${rule.windowSeconds}`), eq(rateLimitCounters.windowStart, windowStart)));
}

/** Consumes and throws RATE_LIMITED when over the limit. */
export async function enforce(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  if (!(await consume(db, key, rule, now))) {
    const windowEnd = windowStartOf(now, rule.windowSeconds).getTime() + rule.windowSeconds * 1000;
    throw appError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) });
  }
}

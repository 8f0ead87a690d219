// Network retry policy of spec §7/§9: up to 3 retries, delay from 300 ms doubling to at most 2000 ms, with jitter.
export const MAX_NETWORK_RETRIES = 3;
export const BASE_RETRY_DELAY_MS = 300;
export const MAX_RETRY_DELAY_MS = 2000;

/**
 * Delay before retry number `attempt` (0 for the first retry). "Equal jitter": half the exponential
 * delay is fixed, the other half random, so retries from many clients spread out but never collapse to 0.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attempt));
  const half = exponential / 2;
  return Math.round(half + random() * half);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The variables that make a mutation safe to send again: the server answers a repeat with the first result
 * (createOrder's checkoutId too: "sending it again returns the same order").
 */
export const IDEMPOTENCY_KEY_FIELDS = ['idempotencyKey', 'clientReadingId', 'clientRecordId', 'clientDraftId', 'checkoutId'] as const;

/**
 * 'auto' (default): queries, and mutations whose variables carry one of IDEMPOTENCY_KEY_FIELDS; 'keyed': the caller
 * vouches that a repeat is harmless; 'none': never (the outbox keeps its own back-off).
 */
export type RetryPolicy = 'auto' | 'keyed' | 'none';

/** The operation's kind from its first keyword; a bare `{ ... }` is a query. */
export function operationKindOf(query: string): 'query' | 'mutation' | 'subscription' {
  const keyword = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)\b/.exec(query)?.[1];
  return keyword === 'mutation' || keyword === 'subscription' ? keyword : 'query';
}

/** True when a non-empty idempotency key sits anywhere in the variables (inputs nest it: `input.clientRecordId`). */
export function carriesIdempotencyKey(value: unknown, depth = 0): boolean {
  if (depth > 4 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => carriesIdempotencyKey(item, depth + 1));
  const record = value as Record<string, unknown>;
  if (IDEMPOTENCY_KEY_FIELDS.some((field) => typeof record[field] === 'string' && record[field] !== '')) return true;
  return Object.values(record).some((item) => carriesIdempotencyKey(item, depth + 1));
}

/** Whether a network failure of this request may be sent again (a lost reply must never add something twice). */
export function mayRetry(query: string, variables: unknown, policy: RetryPolicy = 'auto'): boolean {
  if (policy === 'none') return false;
  if (policy === 'keyed') return true;
  const kind = operationKindOf(query);
  if (kind === 'query') return true;
  return kind === 'mutation' && carriesIdempotencyKey(variables);
}

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

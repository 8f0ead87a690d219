// An affiliate's code (issue 17): what their link carries as `?ref=<code>`. Letters, digits and dashes, 4 to 32
// long; case does not matter (stored and compared upper-cased). Shared by the app (the cookie) and the server.

export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,30}[A-Za-z0-9]$/;

/** The code as stored, or null when `value` cannot be one (then it is ignored, never an error). */
export function normalizeAffiliateCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return AFFILIATE_CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Where a checkout came from (spec §3 Source). */
export const ORDER_SOURCES = ['APP', 'WIDGET'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** How long the affiliateId cookie lasts (spec §5: 7 days). */
export const AFFILIATE_COOKIE_DAYS = 7;
export const AFFILIATE_COOKIE = 'affiliateId';

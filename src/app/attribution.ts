// Attribution (issue 17, spec §3 Source and the affiliateId cookie of 7 days). An affiliate's link
// (`?ref=<code>`) leaves its code in the affiliateId cookie for 7 days; a later link replaces it (last click
// wins). The booking widget opens checkout with `?source=widget`, remembered for the tab (sessionStorage). The
// checkout and the sign-up send `currentAttribution()`; the server ignores a code it does not know.
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS, normalizeAffiliateCode, type OrderSource } from '../domain/affiliates/affiliate-code.ts';
import { getCookie, setCookie } from './cookies.ts';

export type Attribution = { source: OrderSource; affiliateCode?: string };

const SOURCE_KEY = 'carebook-source';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads `?ref=` and `?source=` of the address the app was opened at (called once at start, and safe to call on
 * any later address). An invalid code is left alone: it neither replaces nor clears a valid one.
 */
export function captureAttribution(search: string = typeof location === 'undefined' ? '' : location.search): void {
  const params = new URLSearchParams(search);
  const code = normalizeAffiliateCode(params.get('ref'));
  if (code) setCookie(AFFILIATE_COOKIE, code, { days: AFFILIATE_COOKIE_DAYS });
  if (params.get('source')?.toLowerCase() === 'widget') sessionStore()?.setItem(SOURCE_KEY, 'WIDGET');
}

/** What the checkout and the sign-up send: the source of this tab and the affiliate code of the last 7 days. */
export function currentAttribution(): Attribution {
  const source: OrderSource = sessionStore()?.getItem(SOURCE_KEY) === 'WIDGET' ? 'WIDGET' : 'APP';
  const affiliateCode = normalizeAffiliateCode(getCookie(AFFILIATE_COOKIE));
  return affiliateCode ? { source, affiliateCode } : { source };
}

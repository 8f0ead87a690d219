// Card expiry (spec §5 "Card expiry cannot be in the past"). A card is valid through the last moment of its
// expiry month. Reading: "the last moment" anywhere on earth (UTC-12), so a client late on the 31st in a
// western time zone is not turned away by the server's UTC clock; the gateway still has the final word.
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/** The latest time zone's offset: a month has not ended anywhere until it has ended there. */
const LATEST_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

export type CardExpiry = { readonly month: number; readonly year: number };

/** 2 digits mean 20YY; 4 digits are taken as they are. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

export function isRealExpiry({ month, year }: CardExpiry): boolean {
  return Number.isInteger(month) && Number.isInteger(year) && month >= 1 && month <= 12 && year >= 2000;
}

/** The year and month it still is somewhere on earth at `now`. */
function latestCalendarMonth(now: Date): CardExpiry {
  const there = new Date(now.getTime() - LATEST_ZONE_OFFSET_MS);
  return { month: there.getUTCMonth() + 1, year: there.getUTCFullYear() };
}

/** True once the expiry month (4-digit year) has ended everywhere. */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const current = latestCalendarMonth(now);
  return expiry.year < current.year || (expiry.year === current.year && expiry.month < current.month);
}

/** Further ahead than any issuer prints: a typing mistake, not a real card. */
export function isExpiryTooFarAhead(expiry: CardExpiry, now: Date): boolean {
  return expiry.year > now.getUTCFullYear() + CARD_EXPIRY_MAX_YEARS_AHEAD;
}

/** 'MM/YY' or 'MM/YYYY' (a space around the slash allowed) to month and 4-digit year, or null. */
export function parseExpiryText(input: string): CardExpiry | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return null;
  const expiry = { month: Number(match[1]), year: fullExpiryYear(Number(match[2])) };
  return isRealExpiry(expiry) ? expiry : null;
}

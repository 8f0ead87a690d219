// Signed, short-lived links to a session's .ics file. A link is what "Add to calendar" opens: a plain link
// works everywhere (a phone hands a downloaded .ics straight to its calendar app) and cannot carry the access
// token, so the API signs the session id and an expiry with a key derived from the server secret instead.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to tap the button; the app asks for a fresh link each time. */
export const CALENDAR_LINK_LIFETIME_MS = 10 * 60_000;

export const calendarPath = (sessionId: string) => `/calendar/sessions/${sessionId}.ics`;

function signature(secret: Uint8Array, sessionId: string, expiresAt: number): string {
  // A key of its own (derived, labelled) so that a calendar signature can never be mistaken for a token's.
  const key = createHmac('sha256', secret).update('carebook:calendar-link:v1').digest();
  return createHmac('sha256', key).update(`${sessionId}.${expiresAt}`).digest('base64url');
}

export type CalendarLink = { url: string; expiresAt: Date };

/** The link's path and query (same origin as the app). */
export function signCalendarLink(secret: Uint8Array, sessionId: string, now: Date): CalendarLink {
  const expires = Math.floor((now.getTime() + CALENDAR_LINK_LIFETIME_MS) / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: signature(secret, sessionId, expires) });
  return { url: `${calendarPath(sessionId)}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/** True when the signature is the server's for this session and the link has not expired. */
export function verifyCalendarLink(secret: Uint8Array, sessionId: string, expires: string | undefined, given: string | undefined, now: Date): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, sessionId, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

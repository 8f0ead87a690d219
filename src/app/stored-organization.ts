// Spec §3 "Stored locally / cookies": the visited business's organization id, as the orgId cookie and in local
// storage with an expiry. The transport falls back to it for the organization header (sign-up) while the
// business of the page is still being decoded.
import { getCookie, setCookie } from './cookies.ts';

const COOKIE = 'orgId';
const STORAGE_KEY = 'organizationId';
/** How long a remembered organization counts; the spec gives none, see docs/decisions.md. */
export const ORGANIZATION_MEMORY_DAYS = 30;
const DAY_MS = 86_400_000;

type Stored = { value: string; expiresAt: number };

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.value === 'string' && record.value !== '' && typeof record.expiresAt === 'number';
}

export function rememberOrganization(organizationId: string, now: number = Date.now()): void {
  setCookie(COOKIE, organizationId, { days: ORGANIZATION_MEMORY_DAYS });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ value: organizationId, expiresAt: now + ORGANIZATION_MEMORY_DAYS * DAY_MS } satisfies Stored));
  } catch {
    // Private mode or storage full: the cookie still remembers it.
  }
}

/** The remembered organization id while it has not expired: local storage first, then the cookie. */
export function storedOrganizationId(now: number = Date.now()): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isStored(parsed) && parsed.expiresAt > now) return parsed.value;
  } catch {
    // Unreadable or not JSON: fall through to the cookie.
  }
  return getCookie(COOKIE);
}

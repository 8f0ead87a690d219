// A tiny typed cookie helper: the session lives in cookies named by the spec (accessToken, refreshToken,
// currentUser) so that they survive reloads and can be shared with sibling apps on the same site.

export type CookieOptions = {
  /** Lifetime in days; the cookie expires after it. */
  days: number;
  /** Adds `Secure`; default: true when the page is served over https. */
  secure?: boolean;
  path?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds the `document.cookie` assignment string for one cookie (pure, so it can be tested). */
export function serializeCookie(name: string, value: string, options: CookieOptions, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + options.days * DAY_MS).toUTCString();
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Expires=${expires}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie's value out of a `document.cookie` string (pure). */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    if (safeDecode(key) === name) return safeDecode(part.slice(separator + 1).trim());
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { ...options, secure: options.secure ?? isHttps() });
}

export function removeCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}; SameSite=Lax`;
}

/** Reads a JSON cookie and checks its shape; a malformed value reads as absent. */
export function getJsonCookie<T>(name: string, isValid: (value: unknown) => value is T): T | null {
  const raw = getCookie(name);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

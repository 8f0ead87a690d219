// The sites allowed to embed a business's booking widget (issue 17): the business lists their origins in the
// admin console and the widget page answers `Content-Security-Policy: frame-ancestors <origins>`. An origin goes
// into that header as it is written here, so only a plain scheme://host[:port] passes: no path, query, fragment,
// credentials, wildcard, quote, semicolon or space can ever reach the header. Pure: shared by the admin screen
// (checked while typing) and the server (checked again before storing).
import { z } from 'zod';

/** At most this many sites per business (a clinic's own site, a booking partner or two). */
export const MAX_WIDGET_ORIGINS = 10;

/** Every problem reads as 'validation.urlInvalid'; the form's description says what an origin looks like. */
export type OriginProblem = 'validation.urlInvalid';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin as the header will carry it (lower-case scheme and host, default port dropped, IDN in punycode), or
 * the problem: not `https://host[:port]` (plain http only for localhost, where a clinic tries the snippet out).
 */
export function normalizeOrigin(raw: string): { origin: string } | { problem: OriginProblem } {
  const text = raw.trim().replace(/\/$/, '');
  // Anything that a URL parser would quietly repair (spaces, quotes, a path, wildcards) is refused instead.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s'";,*\\]+$/i.test(text)) return { problem: 'validation.urlInvalid' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'validation.urlInvalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'validation.urlInvalid' };
  if (!url.hostname || url.username || url.password) return { problem: 'validation.urlInvalid' };
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return { problem: 'validation.urlInvalid' };
  // A host needs a dot (a real domain) unless it is a local one.
  if (!LOCAL_HOSTS.has(url.hostname) && !url.hostname.includes('.')) return { problem: 'validation.urlInvalid' };
  return { origin: url.origin };
}

/** One origin as typed in the admin form; the parsed value is the normalized origin. */
export const widgetOriginSchema = z.string().transform((value, ctx) => {
  const result = normalizeOrigin(value);
  if ('problem' in result) {
    ctx.addIssue({ code: 'custom', message: result.problem });
    return z.NEVER;
  }
  return result.origin;
});

/** The whole list: each origin valid, at most MAX_WIDGET_ORIGINS, duplicates (after normalizing) dropped. */
export const widgetOriginsSchema = z
  .array(widgetOriginSchema)
  .max(MAX_WIDGET_ORIGINS, { message: 'validation.invalid' })
  .transform((origins) => [...new Set(origins)]);

/** The frame-ancestors source list for a set of stored origins: `'none'` when there is none. */
export function frameAncestorsOf(origins: readonly string[]): string {
  const valid = origins.flatMap((origin) => {
    const result = normalizeOrigin(origin);
    return 'origin' in result ? [result.origin] : [];
  });
  return valid.length > 0 ? valid.join(' ') : "'none'";
}

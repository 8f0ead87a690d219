// 304 Not Modified for GraphQL GETs (issue 18): the public queries the PWA sends as GET (business, location,
// catalogue, FAQ, reference data) answer the same bytes to every visitor while the response cache holds them, so a
// browser or CDN revalidating after max-age gets an empty 304 instead of the answer again.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

// What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5); the outer middleware adds its own headers after.
const KEPT_ON_304 = [
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
];

/** The tag's opaque part: without W/ and quotes (yoga's response cache writes its tags bare, without quotes). */
const opaque = (tag: string) =>
  tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

/**
 * A weak ETag on every successful GraphQL GET: the response cache's own tag, or a digest of the answer's bytes,
 * always written as W/"..." (a bare tag becomes `W/abc` once hono's compress marks it weak, which no client sends
 * back in a form that matches). Registered inside compression, so the tag names the answer whichever encoding
 * carries it; If-None-Match is compared on the opaque part, as weak comparison does.
 */
export function graphqlETag(): MiddlewareHandler {
  return async (c, next) => {
    const ifNoneMatch = c.req.header('if-none-match');
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const own = c.res.headers.get('etag');
    // The response cache may answer a 304 itself: its tag is written as every other.
    if (c.res.status === 304 && own) {
      notModified(c, `W/"${opaque(own)}"`);
      return;
    }
    if (c.res.status !== 200) return;
    const value = own
      ? opaque(own)
      : createHash('sha1')
          .update(new Uint8Array(await c.res.clone().arrayBuffer()))
          .digest('base64url');
    const tag = `W/"${value}"`;
    const matches =
      ifNoneMatch !== undefined &&
      (ifNoneMatch.trim() === '*' ||
        ifNoneMatch
          .split(',')
          .some((candidate) => opaque(candidate) === value));
    if (!matches) {
      c.res.headers.set('etag', tag);
      return;
    }
    await c.res.body?.cancel();
    notModified(c, tag);
  };
}

/**
 * Answers a 304 standing for the current response: no body, the headers a 304 keeps, and `tag`. Hono's `c.res`
 * setter copies the replaced response's headers onto the new one, so they are trimmed after it.
 */
function notModified(c: Context, tag: string): void {
  c.res = new Response(null, { status: 304 });
  for (const name of [...c.res.headers.keys()])
    if (!KEPT_ON_304.includes(name.toLowerCase())) c.res.headers.delete(name);
  c.res.headers.set('etag', tag);
}

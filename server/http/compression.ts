// Compression of answers (issue 18's fixed cost per request). hono/compress streams every compressible answer through
// a CompressionStream, and adds its Vary with `c.header()`, which rebuilds the answer around its body as a stream:
// a GraphQL answer Yoga made from a string (a few bytes for most signed-in requests) was then read back through
// WHATWG streams to reach the socket. An answer whose text this process made (answerText) is compressed here at once
// with node's zlib, with the same decisions and headers as hono/compress; any other answer goes to hono/compress.
import { deflateSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/** The text of answers made from a string (server/graphql.ts's Response), by answer. */
const texts = new WeakMap<Response, string>();

/** Remembers that `response` was made from `text` (it is sent as it is unless compressed). */
export function rememberAnswerText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

/** The text `response` was made from, when this process made it from a string. */
export function answerText(response: Response): string | undefined {
  return texts.get(response);
}

// hono/compress's encodings in its order of preference, and its rules below (selectEncoding, shouldTransform, Vary).
const ENCODINGS = ['gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * hono/compress's selectEncoding: the first of gzip, deflate with q = 1, else the highest q above 0 (also the
 * choice of the cached public answers, server/http/public-answer.ts, which must answer as this does).
 */
export function selectEncoding(accepted: string | undefined): Encoding | undefined {
  if (accepted === undefined) return undefined;
  const accepts = parseAccept(accepted);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export type CompressionOptions = {
  /** Which content types are compressed (hono/compress's contentTypeFilter). */
  contentTypeFilter: (type: string) => boolean;
  /** Answers with a Content-Length below this are sent as they are (hono/compress's default, 1024). */
  threshold?: number;
};

/**
 * hono/compress with a synchronous path for answers made from a string: the same skips (206, already encoded,
 * chunked, HEAD, a declared length under the threshold, a type not compressed, Cache-Control no-transform), the same
 * `Vary: Accept-Encoding`, encoding choice, dropped Content-Length and weakened ETag; the bytes are gzip or deflate of
 * the same text (zlib's, in one call, instead of a CompressionStream's), with their length.
 */
export function compression(options: CompressionOptions): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const streamed = compress({ contentTypeFilter: options.contentTypeFilter, threshold });
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const res = c.res;
      const text = answerText(res);
      if (text === undefined) return;
      const headers = res.headers;
      const contentLength = headers.get('content-length');
      const type = headers.get('content-type');
      const cacheControl = headers.get('cache-control');
      if (
        res.status === 206 ||
        headers.has('content-encoding') ||
        headers.has('transfer-encoding') ||
        c.req.method === 'HEAD' ||
        (contentLength && Number(contentLength) < threshold) ||
        !type ||
        !options.contentTypeFilter(type) ||
        (cacheControl && NO_TRANSFORM.test(cacheControl))
      ) {
        // hono/compress makes the same decision from the same headers and leaves the answer alone.
        return;
      }
      const vary = headers.get('vary');
      // On the answer's own headers: c.header() would rebuild the answer around its body as a stream.
      if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = selectEncoding(c.req.header('accept-encoding'));
      // No encoding asked: hono/compress, which runs next, finds Vary set and leaves the answer as it is. An empty
      // text is left to it too (as before).
      if (!encoding || text === '') return;
      const bytes = encoding === 'gzip' ? gzipSync(text) : deflateSync(text);
      headers.delete('content-length');
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
      c.res = undefined as unknown as Response; // replaced below, without merging the old headers in again
      c.res = new Response(bytes, { status: res.status, headers });
    });
}

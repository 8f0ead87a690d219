// Cached public answers at the HTTP layer (issue 18): an anonymous GraphQL GET whose answer the public response
// cache holds is answered here, before Hono's other middleware and Yoga, with the answer's bytes serialised and
// compressed once per cached answer and encoding. Everything else (a miss, a signed-in caller, any request shape this
// file does not reproduce exactly) goes on to the usual pipeline, which computes and stores the answer.
import { deflateSync, gzipSync } from 'node:zlib';
import { Hono, type MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { AppDeps } from '../deps.ts';
import { LANGUAGE_HEADER } from '../mail/language.ts';
import { PUBLIC_CACHE_CONTROL, PUBLIC_VARY } from '../schema/plugins/cache-control.ts';
import { NOT_CACHED, publicAnswerKey } from '../schema/plugins/public-response-cache.ts';
import { publicCache } from '../services/public-cache.ts';
import { selectEncoding, type Encoding as CompressionEncoding } from './compression.ts';
import { securityHeaders } from './security-headers.ts';

type Headers = Record<string, string>;

/** A cached answer as the HTTP layer sends it: its bytes (compressed on first need) and the headers Yoga gives it. */
type Prepared = {
  /** The opaque part of the tag graphqlETag writes (the cache key). */
  tag: string;
  /** `W/"<tag>"`. */
  etag: string;
  /** The answer's own headers besides ETag (Last-Modified, as the response cache wrote them). */
  own: [string, string][];
  bytes: Record<Encoding, Buffer | undefined>;
  /** Full header sets per media type and encoding, without CORS (the same object for every request). */
  headers: Map<string, Headers>;
};
type Encoding = 'identity' | CompressionEncoding;

// Yoga's result processors in its order (graphql-yoga use-result-processor.js): the last match wins.
const PROCESSORS: [kind: 'stream' | 'regular', mediaTypes: string[]][] = [
  ['stream', ['text/event-stream']],
  ['stream', ['multipart/mixed']],
  ['regular', ['application/graphql-response+json', 'application/json']],
];
// A value Yoga's response cache itself answers with a 304 when it is a cached key (its onRequest): left to Yoga.
const BARE_CACHE_KEY = /^[0-9a-f]{64}$/;
/** Entries of the small per-header-value memos below: past it they start again (the values are few in practice). */
const MEMO_MAX = 256;

const memo = <T>(compute: (value: string) => T) => {
  const known = new Map<string, T>();
  return (value: string): T => {
    let result = known.get(value);
    if (result === undefined && !known.has(value)) {
      result = compute(value);
      if (known.size >= MEMO_MAX) known.clear();
      known.set(value, result);
    }
    return result as T;
  };
};

/**
 * The media type Yoga answers a (non-stream) result with for this Accept header, when its regular processor is the one
 * it picks; undefined when it would pick a stream processor or none (406): such requests are left to Yoga.
 */
const regularMediaType = memo((accept: string): string | undefined => {
  // graphql-yoga result-processor/accept.js getMediaTypesForRequestInOrder, then useResultProcessors' loop.
  const requested: string[] = [];
  for (const part of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = part.split(';');
    if (mediaType === undefined) continue;
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    requested.push(mediaType);
  }
  requested.reverse();
  const matching = (asked: string, processor: string) => {
    const [askedPre, askedSuf] = asked.split('/');
    const [pre, suf] = processor.split('/');
    return (pre === '*' || pre === askedPre) && (suf === '*' || suf === askedSuf);
  };
  let chosen: { kind: string; mediaType: string } | undefined;
  for (const [kind, mediaTypes] of PROCESSORS)
    for (const wanted of requested) for (const mediaType of mediaTypes) if (matching(mediaType, wanted)) chosen = { kind, mediaType };
  return chosen?.kind === 'regular' ? chosen.mediaType : undefined;
});

/** The encoding Hono's compress (and compression.ts) would choose for this Accept-Encoding. */
const selectedEncoding = memo((accepted: string): Encoding => selectEncoding(accepted) ?? 'identity');

/** The weak comparison graphqlETag makes of If-None-Match against a tag's opaque part. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
const matchesTag = (ifNoneMatch: string, tag: string) =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => opaque(candidate) === tag);

/** The headers securityHeaders() puts on an answer that has none of them, asked of the middleware itself once. */
async function probeSecurityHeaders(): Promise<[string, string][]> {
  const answer = async (withHeaders: boolean) => {
    const probe = new Hono();
    if (withHeaders) probe.use(securityHeaders());
    probe.get('/', (c) => c.body(null, 200));
    return (await probe.request('/')).headers;
  };
  const [bare, secured] = await Promise.all([answer(false), answer(true)]);
  return [...secured.entries()].filter(([name]) => !bare.has(name));
}

/** The bytes and own headers of a cached result as Yoga serialises it; undefined for a shape Yoga answers otherwise. */
function prepare(result: unknown): Prepared | undefined {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const { errors, extensions } = result as { errors?: unknown[]; extensions?: Record<string, unknown> & { http?: { status?: number; headers?: Record<string, string> } } };
  if (errors?.length || extensions?.http?.status !== undefined) return undefined;
  const httpHeaders = extensions?.http?.headers ?? {};
  const own: [string, string][] = [];
  let tag: string | undefined;
  for (const [name, value] of Object.entries(httpHeaders)) {
    if (name.toLowerCase() === 'etag') tag = opaque(String(value));
    else own.push([name.toLowerCase(), String(value)]);
  }
  if (!tag) return undefined;
  // graphql-yoga's jsonStringifyResultWithoutInternals: extensions.http is dropped, and extensions when nothing else is left.
  let sanitized = result;
  if (extensions?.http) {
    const { http: _http, ...rest } = extensions;
    sanitized = { ...result, extensions: Object.keys(rest).length ? rest : undefined };
  }
  return {
    tag,
    etag: `W/"${tag}"`,
    own,
    bytes: { identity: Buffer.from(JSON.stringify(sanitized)), gzip: undefined, deflate: undefined },
    headers: new Map(),
  };
}

function encoded(prepared: Prepared, encoding: Encoding): Buffer {
  let bytes = prepared.bytes[encoding];
  if (!bytes) {
    const identity = prepared.bytes.identity as Buffer;
    bytes = encoding === 'gzip' ? gzipSync(identity) : deflateSync(identity);
    prepared.bytes[encoding] = bytes;
  }
  return bytes;
}

/** The request's part of the key: its query string and the headers the key reads (none holds a line break). */
const KEYED_HEADERS = [LANGUAGE_HEADER, 'x-organization-id', 'x-role-name', 'x-role-target'];
/** Distinct (query string, headers) kept with their key: past it they start again. */
const KEYS_MAX = 5_000;

/**
 * The response cache's key for an anonymous GET's query string and headers, as Yoga's GET parser
 * (graphql-yoga request-parser/get.js) and the plugin's buildResponseCacheKey make it; NOT_CACHED for a request the
 * HTTP layer leaves to Yoga (no query, `extensions`, variables that are not JSON). A pure function of its inputs,
 * remembered per input: parsing the query string and hashing were most of what a hit still cost here.
 */
function publicKeys(): (search: string, headers: { get(name: string): string | null; has(name: string): boolean }) => string {
  const known = new Map<string, string>();
  return (search, headers) => {
    let id = search;
    for (const name of KEYED_HEADERS) id += `\n${headers.get(name) ?? '\r'}`;
    let key = known.get(id);
    if (key === undefined) {
      key = computeKey(search, headers);
      if (known.size >= KEYS_MAX) known.clear();
      known.set(id, key);
    }
    return key;
  };
}

function computeKey(search: string, headers: { get(name: string): string | null; has(name: string): boolean }): string {
  const params = new URLSearchParams(search);
  const query = params.get('query');
  if (!query || params.has('extensions')) return NOT_CACHED;
  const variablesText = params.get('variables');
  let variables: unknown;
  try {
    variables = variablesText ? JSON.parse(variablesText) : undefined;
  } catch {
    return NOT_CACHED;
  }
  return publicAnswerKey(query, params.get('operationName') || undefined, variables, headers);
}

/**
 * Answers an anonymous GraphQL GET from the public response cache before the rest of the app runs, with what the
 * pipeline would send for the same request: Yoga's media type and body, Cache-Control and Vary of a public answer,
 * the tag and 304 of graphqlETag, the CORS headers of `origins`, the encoding hono's compress picks, the security
 * headers. Mounted first on /graphql (server/http/create-http-app.ts); tests/server/public-answer.test.ts compares
 * its answers with the pipeline's. No rate limit applies: the pipeline's cache hits run none either (limits live in
 * resolvers).
 */
export function publicAnswers(deps: AppDeps, origins: readonly string[]): MiddlewareHandler {
  const cache = publicCache(deps);
  const allowed = new Set(origins);
  const prepared = new WeakMap<object, Prepared | null>();
  const keyOf = publicKeys();
  let security: [string, string][] | undefined;
  void probeSecurityHeaders().then((entries) => (security = entries));

  const headersFor = (entry: Prepared, mediaType: string, encoding: Encoding): Headers => {
    const id = `${mediaType}|${encoding}`;
    let headers = entry.headers.get(id);
    if (!headers) {
      const contentType = `${mediaType}; charset=utf-8`;
      headers = { 'content-type': contentType, etag: entry.etag };
      for (const [name, value] of entry.own) headers[name] = value;
      headers['cache-control'] = PUBLIC_CACHE_CONTROL;
      headers.vary = `${PUBLIC_VARY}, Origin`;
      if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) headers.vary += ', Accept-Encoding';
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      for (const [name, value] of security ?? []) headers[name] ??= value;
      headers['content-length'] = String(encoded(entry, encoding).byteLength);
      entry.headers.set(id, headers);
    }
    return headers;
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (!cache.enabled || security === undefined || request.method !== 'GET') return next();
    const requestHeaders = request.headers;
    if (requestHeaders.has('authorization')) return next();
    const accept = requestHeaders.get('accept') ?? '*/*';
    if (accept.includes('text/html')) return next(); // GraphiQL's page in development
    const mediaType = regularMediaType(accept);
    if (mediaType === undefined) return next();
    const ifNoneMatch = requestHeaders.get('if-none-match');
    if (ifNoneMatch !== null && BARE_CACHE_KEY.test(ifNoneMatch)) return next();

    const url = request.url;
    const question = url.indexOf('?');
    if (question < 0) return next();
    const key = keyOf(url.slice(question + 1), requestHeaders);
    if (key === NOT_CACHED) return next();
    const result = await cache.get(key);
    if (!result) return next();
    let entry = prepared.get(result);
    if (entry === undefined) {
      entry = prepare(result) ?? null;
      prepared.set(result, entry);
    }
    if (entry === null) return next();

    const origin = requestHeaders.get('origin');
    const cors = origin !== null && allowed.has(origin);
    if (ifNoneMatch !== null && matchesTag(ifNoneMatch, entry.tag)) {
      // graphqlETag's 304: Cache-Control, Vary and the tag, then CORS and the security headers.
      const headers: Headers = { 'cache-control': PUBLIC_CACHE_CONTROL, vary: `${PUBLIC_VARY}, Origin`, etag: entry.etag };
      if (cors) Object.assign(headers, { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' });
      for (const [name, value] of security) headers[name] ??= value;
      return new Response(null, { status: 304, headers });
    }
    const encoding = selectedEncoding(requestHeaders.get('accept-encoding') ?? '');
    const shared = headersFor(entry, mediaType, encoding);
    const headers = cors ? { ...shared, 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } : shared;
    return new Response(encoded(entry, encoding) as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}

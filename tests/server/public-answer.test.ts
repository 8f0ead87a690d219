// Cached public answers at the HTTP layer (server/http/public-answer.ts, issue 18), over a real socket as
// server/main.ts serves them: a hit answered before Yoga is the pipeline's answer byte for byte (status, headers,
// body in each encoding, media type and CORS case, and its 304), an admin change is seen at once, and every request
// the pipeline answers differently (signed in, GraphiQL, streams, Yoga's own 304, HEAD, extensions) still reaches it.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../server/db/schema/index.ts';
import { createGraphQL } from '../../server/graphql.ts';
import { allowedOrigins } from '../../server/http/cors.ts';
import { createHttpApp } from '../../server/http/create-http-app.ts';
import { invalidatePublicContent, usePublicCache } from '../../server/services/public-cache.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, MAIN, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const PRODUCT = /* GraphQL */ `query Product($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { id name } }`;
const PRODUCTS = /* GraphQL */ `query productsByLocation($locationId: ID!) { productsByLocation(locationId: $locationId) { id name tagline } }`;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
// Framing and the clock: the pipeline streams a compressed answer (chunked), the kept bytes have a length.
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const comparable = (answer: Answer) => ({
  status: answer.status,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FRAMING.has(name))),
});
const text = (answer: Answer) => {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'gzip' ? gunzipSync(answer.body) : encoding === 'deflate' ? inflateSync(answer.body) : answer.body;
  return bytes.toString('utf8');
};

describe('cached public answers before Yoga', () => {
  let deps: TestDeps;
  let server: Server;
  let base: string;
  let yogaCalls = 0;
  let allowedOrigin: string;

  const send = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  const pathOf = (query: string, variables: object, extra: Record<string, string> = {}) => {
    const url = new URL('/graphql', base);
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };
  const productPath = () => pathOf(PRODUCT, { id: WEIGHTLOSS_CONSULT, locationId: MAIN });
  const rename = (name: string) => deps.db.update(products).set({ name }).where(eq(products.id, WEIGHTLOSS_CONSULT));
  /** The pipeline's answer (a miss: Yoga computes and stores it), then the same request again (a hit). */
  const computedThenKept = async (path: string, headers: Record<string, string>) => {
    invalidatePublicContent(deps, DEMO_ORG);
    const before = yogaCalls;
    const computed = await send('GET', path, headers);
    expect(yogaCalls).toBe(before + 1);
    const kept = await send('GET', path, headers);
    return { computed, kept, yogaRan: yogaCalls - before - 1 };
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    usePublicCache(deps);
    const yoga = createGraphQL(deps);
    const app = createHttpApp(deps, { fetch: (request, serverContext) => ((yogaCalls += 1), yoga.fetch(request, serverContext)) });
    [allowedOrigin] = allowedOrigins(deps.config) as [string];
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The first answer waits for nothing: the security headers are read from their middleware when the app is built.
    await send('GET', productPath(), {});
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await deps.close();
  });

  test('a kept answer is the computed one byte for byte, in every media type, encoding and CORS case', async () => {
    const accepts = [undefined, 'application/json', 'application/graphql-response+json', 'application/graphql-response+json, application/json;q=0.9', '*/*'];
    const encodings = [undefined, 'gzip, deflate, br', 'deflate', 'br', 'gzip;q=0.5, deflate;q=0.8'];
    const origins = [undefined, allowedOrigin, 'https://elsewhere.example'];
    for (const accept of accepts)
      for (const encoding of encodings)
        for (const origin of origins) {
          const headers: Record<string, string> = {};
          if (accept) headers.accept = accept;
          if (encoding) headers['accept-encoding'] = encoding;
          if (origin) headers.origin = origin;
          const { computed, kept, yogaRan } = await computedThenKept(productPath(), headers);
          const label = JSON.stringify(headers);
          expect(yogaRan, label).toBe(0);
          expect(comparable(kept), label).toEqual(comparable(computed));
          expect(kept.body.equals(computed.body), label).toBe(true);
          expect(JSON.parse(text(kept)), label).toMatchObject({ data: { product: { id: WEIGHTLOSS_CONSULT } } });
          expect(kept.headers['cache-control']).toBe('public, max-age=60');
          expect(kept.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
          expect(kept.headers['access-control-allow-origin']).toBe(origin === allowedOrigin ? allowedOrigin : undefined);
        }
  });

  test('languages, role headers and a list answer: each its own kept answer, equal to the computed one', async () => {
    const products = pathOf(PRODUCTS, { locationId: MAIN });
    for (const headers of [{ 'x-language': 'es' }, { 'x-language': 'fr', 'accept-encoding': 'gzip' }, { 'x-role-name': 'CLIENT' }, {}] as Record<string, string>[]) {
      for (const path of [productPath(), products]) {
        const { computed, kept, yogaRan } = await computedThenKept(path, headers);
        expect(yogaRan).toBe(0);
        expect(comparable(kept)).toEqual(comparable(computed));
        expect(kept.body.equals(computed.body)).toBe(true);
      }
    }
    const spanish = await send('GET', productPath(), { 'x-language': 'es' });
    const french = await send('GET', productPath(), { 'x-language': 'fr' });
    expect(text(spanish)).not.toBe(text(french));
  });

  test("the tag sent back is the pipeline's 304, headers and all", async () => {
    const first = await send('GET', productPath(), {});
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[0-9a-f]{64}"$/);
    for (const ifNoneMatch of [tag, `"other", ${tag}`, tag.slice(2), '*'])
      for (const origin of [undefined, allowedOrigin]) {
        const headers: Record<string, string> = { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip' };
        if (origin) headers.origin = origin;
        const { computed, kept, yogaRan } = await computedThenKept(productPath(), headers);
        expect(yogaRan).toBe(0);
        expect(computed.status).toBe(304);
        expect(comparable(kept)).toEqual(comparable(computed));
        expect(kept.body.length).toBe(0);
      }
    // Another tag: the whole answer.
    const { computed, kept } = await computedThenKept(productPath(), { 'if-none-match': 'W/"other"' });
    expect(kept.status).toBe(200);
    expect(comparable(kept)).toEqual(comparable(computed));
  });

  test('an admin change is seen at once', async () => {
    await rename('Before the change');
    invalidatePublicContent(deps, DEMO_ORG);
    expect(text(await send('GET', productPath(), {}))).toContain('Before the change');
    const calls = yogaCalls;
    await rename('After the change');
    expect(text(await send('GET', productPath(), {}))).toContain('Before the change');
    expect(yogaCalls).toBe(calls);
    invalidatePublicContent(deps, DEMO_ORG);
    expect(text(await send('GET', productPath(), {}))).toContain('After the change');
    expect(yogaCalls).toBe(calls + 1);
  });

  test('requests the pipeline answers otherwise still reach it: signed in, GraphiQL, streams, HEAD, extensions, a bare cache key', async () => {
    await rename('Anonymous view');
    invalidatePublicContent(deps, DEMO_ORG);
    const anonymous = await send('GET', productPath(), {});
    expect(text(anonymous)).toContain('Anonymous view');
    await rename('Signed-in view');

    const client = await createSignedInClient(deps, DEMO_ORG);
    let calls = yogaCalls;
    const signedIn = await send('GET', productPath(), client.headers);
    expect(yogaCalls).toBe(calls + 1);
    expect(text(signedIn)).toContain('Signed-in view');
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const tag = String(anonymous.headers.etag).slice(3, -1);
    for (const headers of [{ accept: 'text/html' }, { accept: 'text/event-stream' }, { accept: 'multipart/mixed' }, { 'if-none-match': tag }] as Record<string, string>[]) {
      calls = yogaCalls;
      await send('GET', productPath(), headers);
      expect(yogaCalls, JSON.stringify(headers)).toBe(calls + 1);
    }
    calls = yogaCalls;
    await send('HEAD', productPath(), {});
    await send('GET', pathOf(PRODUCT, { id: WEIGHTLOSS_CONSULT, locationId: MAIN }, { extensions: '{}' }), {});
    expect(yogaCalls).toBe(calls + 2);
    // Still kept for visitors.
    calls = yogaCalls;
    expect(text(await send('GET', productPath(), {}))).toContain('Anonymous view');
    expect(yogaCalls).toBe(calls);
  });
});

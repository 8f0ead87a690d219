// The GraphQL endpoint over a real socket (@hono/node-server, as server/main.ts serves it) after issue 18's cuts of
// the fixed cost per request: a GET skips the body checks (it has no body), yet every answer keeps its security
// headers, and a cached public answer its Cache-Control, Vary and tag (and a 304 for the tag sent back). A body over
// 1 MB is still refused by the HTTP layer (fuzz-edges.test.ts).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { usePublicCache } from '../../server/services/public-cache.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, MAIN, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const PRODUCT = /* GraphQL */ `query Product($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { id name } }`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe('GraphQL over HTTP: headers and limits on every answer', () => {
  let deps: TestDeps;
  let server: Server;
  let base: string;

  /** One request over the socket. */
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });

  /** One request over the socket, its body as bytes (compressed answers); `chunks` are sent without a Content-Length. */
  const sendRaw = (method: string, path: string, headers: Record<string, string>, chunks: string[]) =>
    new Promise<{ status: number; headers: Answer['headers']; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  const productPath = () => {
    const url = new URL('/graphql', base);
    url.searchParams.set('query', PRODUCT);
    url.searchParams.set('variables', JSON.stringify({ id: WEIGHTLOSS_CONSULT, locationId: MAIN }));
    return `${url.pathname}${url.search}`;
  };

  const expectSecurityHeaders = (answer: Answer) => {
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    usePublicCache(deps);
    server = createServer(getRequestListener(createApp(deps).fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await deps.close();
  });

  test('a public GET, computed then cached, keeps security headers, Cache-Control, Vary and its tag; the tag sent back is a 304', async () => {
    const computed = await send('GET', productPath(), { accept: 'application/json' });
    const cached = await send('GET', productPath(), { accept: 'application/json' });
    for (const answer of [computed, cached]) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ data: { product: { id: WEIGHTLOSS_CONSULT } } });
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      expect(answer.headers.vary).toMatch(/x-language/);
      expect(answer.headers.etag).toMatch(/^W\/"[^"]+"$/);
      expectSecurityHeaders(answer);
    }
    const notModified = await send('GET', productPath(), { accept: 'application/json', 'if-none-match': String(cached.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['cache-control']).toBe('public, max-age=60');
    expectSecurityHeaders(notModified);
  });

  test("a signed-in POST keeps security headers and no-store; and so does a GET's error", async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    const me = await send('POST', '/graphql', { 'content-type': 'application/json', ...client.headers }, JSON.stringify({ query: '{ me { id } }' }));
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ data: { me: { id: client.userId } } });
    expect(me.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(me);

    const broken = await send('GET', '/graphql?query=%7B', { accept: 'application/json' });
    expect((JSON.parse(broken.body) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    expect(broken.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(broken);
  });

  test('a POST body over 1 MB is refused before Yoga whether its length is declared or it comes in chunks', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { s: 'x'.repeat(1024 * 1024) } });
    const declared = await send('POST', '/graphql', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) }, big);
    const chunked = await sendRaw('POST', '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [big.slice(0, 600_000), big.slice(600_000)]);
    for (const answer of [declared, { ...chunked, body: chunked.body.toString('utf8') }]) {
      expect(answer.status).toBe(413);
      expect((JSON.parse(answer.body) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
      expectSecurityHeaders(answer);
    }
    // Just under the limit, in chunks, the body still reaches Yoga whole.
    const fits = JSON.stringify({ query: '{ __typename }', variables: { s: 'y'.repeat(1000) } });
    const ok = await sendRaw('POST', '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [fits.slice(0, 10), fits.slice(10)]);
    expect(JSON.parse(ok.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  test('a signed-in answer asked with gzip is gzip of the same JSON, with Vary: Accept-Encoding; without it, plain with the same Vary', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    const body = JSON.stringify({ query: '{ me { id email firstName lastName status roleGrants { id roleName targetId organizationId } } }' });
    const headers = { 'content-type': 'application/json', ...client.headers };
    const plain = await sendRaw('POST', '/graphql', headers, [body]);
    const zipped = await sendRaw('POST', '/graphql', { ...headers, 'accept-encoding': 'gzip' }, [body]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ data: { me: { id: client.userId } } });
    for (const answer of [plain, zipped]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.vary).toMatch(/Origin/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expectSecurityHeaders({ ...answer, body: '' });
    }
  });
});

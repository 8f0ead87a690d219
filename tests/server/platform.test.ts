import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createHttpApp } from '../../server/http/create-http-app.ts';
import type { GraphQLServerContext } from '../../server/http/graphql-route.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Carebook</title></head><body><div id="root"></div></body></html>';

function buildStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'carebook-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Carebook"}');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml' };
const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://localhost${path}`, { headers }));

describe('HTTP platform', () => {
  let deps: TestDeps;
  let staticDir: string;
  let app: Hono;
  const seenByGraphQL: GraphQLServerContext[] = [];

  beforeAll(async () => {
    deps = await createTestDeps();
    staticDir = buildStaticDir();
    deps.config.staticDir = staticDir;
    // A stand-in GraphQL handler shows what the HTTP layer does around any schema.
    app = createHttpApp(deps, {
      fetch: (request, serverContext) => {
        seenByGraphQL.push(serverContext);
        const url = new URL(request.url);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (url.searchParams.get('public') === '1') headers['cache-control'] = 'public, max-age=60';
        return new Response(JSON.stringify({ data: { method: request.method } }), { headers });
      },
    });
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await deps.close();
  });

  test('GET /healthz answers 200 {"status":"ok"} once the database answers', async () => {
    const res = await get(app, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test.each(['/healthz', '/', '/assets/app-abc123.js', '/graphql', '/no-such-thing.txt'])('security headers on %s', async (path) => {
    const res = await get(app, path, html);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob:",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(self)');
  });

  test('hashed assets are cached for a year, immutable', async () => {
    const res = await get(app, '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('console.log("app");');
  });

  test.each([
    ['/', INDEX_HTML],
    ['/index.html', INDEX_HTML],
    ['/sw.js', 'self.addEventListener("install", () => {});'],
    ['/manifest.webmanifest', '{"name":"Carebook"}'],
  ])('%s is served but revalidated on every use (no-cache)', async (path, body) => {
    const res = await get(app, path, html);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(body);
  });

  test('an unknown page address that accepts HTML gets the app shell', async () => {
    const res = await get(app, '/business/demo/main/faq?lng=es', html);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  test('no app shell for non-HTML requests, missing assets or traversal attempts', async () => {
    expect((await get(app, '/business/demo/main', { accept: 'application/json' })).status).toBe(404);
    const missing = await get(app, '/assets/app-missing.js', html);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect((await get(app, '/assets/..%2f..%2fpackage.json', html)).status).toBe(404);
    expect((await get(app, '/graphql/extra', html)).status).toBe(404);
    expect((await get(app, '/dev/anything', html)).status).toBe(404);
  });

  test('GraphQL is reached by GET and POST, never by the app shell, and is not cached unless marked public', async () => {
    const viaGet = await get(app, '/graphql?query=%7B__typename%7D', html);
    expect(await viaGet.json()).toEqual({ data: { method: 'GET' } });
    expect(viaGet.headers.get('cache-control')).toBe('no-store');

    const viaPost = await app.fetch(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }),
    );
    expect(await viaPost.json()).toEqual({ data: { method: 'POST' } });
    expect(viaPost.headers.get('cache-control')).toBe('no-store');

    const publicQuery = await get(app, '/graphql?public=1');
    expect(publicQuery.headers.get('cache-control')).toBe('public, max-age=60');
    // In-process requests have no socket, so no client address is invented.
    expect(seenByGraphQL.at(-1)).toEqual({ clientIp: undefined });
  });

  test('GraphQL request bodies over 1 MB are refused before parsing', async () => {
    const body = JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(1024 * 1024) });
    const res = await app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
    expect(res.status).toBe(413);
  });

  test('the client address comes from X-Forwarded-For only when the proxy is trusted', async () => {
    const trusting = createHttpApp({ ...deps, config: { ...deps.config, trustProxy: true } }, {
      fetch: (_request, serverContext) => Response.json(serverContext),
    });
    const res = await get(trusting, '/graphql', { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    expect(await res.json()).toEqual({ clientIp: '203.0.113.7' });
    const before = seenByGraphQL.length;
    await get(app, '/graphql', { 'x-forwarded-for': '203.0.113.7' });
    expect(seenByGraphQL[before]).toEqual({ clientIp: undefined });
  });

  test('GET /dev/outbox lists stored messages newest first, filtered by ?to=', async () => {
    await deps.mail.send({ to: 'Pat@Example.test', subject: 'Your code', text: 'Code 1234', template: 'signup_code' });
    await deps.mail.send({ to: 'other@example.test', subject: 'Other', text: 'Code 9999', template: 'signup_code' });
    await deps.mail.send({ to: 'pat@example.test', subject: 'Your new code', text: 'Code 5678', template: 'signup_code' });
    const res = await get(app, '/dev/outbox?to=PAT@example.test');
    expect(res.status).toBe(200);
    const messages = (await res.json()) as { to: string; subject: string; text: string; template: string }[];
    expect(messages.map((m) => [m.to, m.text])).toEqual([
      ['pat@example.test', 'Code 5678'],
      ['pat@example.test', 'Code 1234'],
    ]);
    const all = (await (await get(app, '/dev/outbox')).json()) as unknown[];
    expect(all).toHaveLength(3);
  });

  test('GET /dev/outbox does not exist outside demo mode', async () => {
    const production = createHttpApp({ ...deps, config: { ...deps.config, demoMode: false } }, { fetch: () => new Response(null, { status: 204 }) });
    expect((await get(production, '/dev/outbox')).status).toBe(404);
    expect((await get(production, '/dev/outbox', html)).status).toBe(404);
  });

  test('the outbox mail adapter logs recipient and subject but never the body', async () => {
    const { createOutboxMailAdapter } = await import('../../server/adapters/mail/outbox.ts');
    const lines: string[] = [];
    const mail = createOutboxMailAdapter({ db: deps.db, log: (line) => lines.push(line) });
    await mail.send({ to: 'log@example.test', subject: 'Reset your password', text: 'Code 4321', template: 'password_reset_code' });
    expect(lines).toEqual(['[mail] outbox: "Reset your password" to log@example.test']);
    expect(lines.join('')).not.toContain('4321');
  });
});

describe('createApp', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.close());

  test('mounts the real GraphQL schema at /graphql', async () => {
    const app = createApp(deps);
    const res = await app.fetch(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{"query":"{ __typename }"}' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

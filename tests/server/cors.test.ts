import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const OWN = 'https://care.example';
const PARTNER = 'https://partner.example';
const FOREIGN = 'https://evil.example';
const QUERY = JSON.stringify({ query: '{ countries { isoCode } }' });

async function preflight(app: Hono, origin: string): Promise<Response> {
  return app.fetch(
    new Request('http://localhost/graphql', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization, x-organization-id' },
    }),
  );
}

async function post(app: Hono, headers: Record<string, string>): Promise<Response> {
  return app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: QUERY }));
}

function corsHeaders(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-')));
}

describe('CORS: only the app origin and CORS_ORIGINS may read answers', () => {
  let deps: TestDeps;
  let app: Hono;

  beforeAll(async () => {
    deps = await createTestDeps({ config: { publicUrl: `${OWN}/`, corsOrigins: [PARTNER] } });
    app = createApp(deps);
  });
  afterAll(() => deps.close());

  test('a preflight from a foreign origin is refused without any CORS header', async () => {
    const res = await preflight(app, FOREIGN);
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual({});
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  test('a request from a foreign origin gets no Access-Control-Allow-Origin and no credentials header', async () => {
    const res = await post(app, { origin: FOREIGN });
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual({});
    expect(res.headers.get('vary')).toMatch(/origin/i);
    // Origins that merely resemble an allowed one are foreign too.
    for (const origin of [`${OWN}.evil.example`, 'http://care.example', `${OWN}:8443`, 'null']) {
      expect(corsHeaders(await post(app, { origin })), origin).toEqual({});
      expect(corsHeaders(await preflight(app, origin)), origin).toEqual({});
    }
  });

  test.each([OWN, PARTNER])('a preflight from %s is allowed with credentials and the headers the client sends', async (origin) => {
    const res = await preflight(app, origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  test.each([OWN, PARTNER])('a request from %s can read the answer', async (origin) => {
    const res = await post(app, { origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/origin/i);
    expect(((await res.json()) as { data: { countries: unknown[] } }).data.countries.length).toBeGreaterThan(0);
  });

  test('same-origin requests (no Origin header) are answered as before, without CORS headers', async () => {
    const res = await post(app, {});
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual({});
    const health = await app.fetch(new Request('http://localhost/healthz'));
    expect(health.status).toBe(200);
  });

  test('GraphQL error answers to a foreign origin carry no CORS headers either (Yoga answers no CORS itself)', async () => {
    const res = await app.fetch(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', origin: FOREIGN }, body: '{"query": "{ nope }"}' }),
    );
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/nope/);
    expect(corsHeaders(res)).toEqual({});
  });

  test('CORS_ORIGINS is a comma list of origins; anything else refuses to start with the variable named', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example , http://localhost:5173/ ,https://a.example' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'javascript:alert(1)' })).toThrow(/CORS_ORIGINS/);
  });
});

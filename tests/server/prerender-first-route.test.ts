// A first visit to the business home or the services list gets index.html with the page's public data and early
// links (issue 18, Lighthouse: server/http/prerender-first-route.ts); every other page, and a page whose data cannot
// be had, gets the plain shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, print } from 'graphql';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import {
  CATEGORIES_QUERY,
  DECODE_QUERY,
  FIRST_ROUTE_DATA_ID,
  PRODUCTS_QUERY,
  scriptJson,
  type FirstRouteData,
} from '../../server/http/prerender-first-route.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// The PWA's own documents (its graphql() tag is the text itself); the transport they name is not needed here.
vi.mock('../../src/app/graphql-client.ts', () => ({ request: vi.fn() }));
const { DecodeBusinessAndLocationDocument } = await import('../../src/app/api/decode-business-and-location.ts');
const { CategoryByLocationDocument } = await import('../../src/features/catalogue/api/category-by-location.ts');
const { ProductsByLocationDocument } = await import('../../src/features/catalogue/api/products-by-location.ts');

const INDEX_HTML = '<!doctype html><html><head><title>Carebook</title></head><body><div id="root"></div></body></html>';

// The part of Vite's build manifest the server reads: the entry, two languages' catalogs, the services route.
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', src: 'index.html', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-e1.css'] },
  '_runtime.js': { file: 'assets/runtime-r1.js' },
  'locales/shell/en.po': { file: 'assets/en-shell1.js', src: 'locales/shell/en.po', isDynamicEntry: true },
  'locales/en.po': { file: 'assets/en-rest1.js', src: 'locales/en.po', isDynamicEntry: true },
  'locales/shell/es.po': { file: 'assets/es-shell1.js', src: 'locales/shell/es.po', isDynamicEntry: true },
  'locales/es.po': { file: 'assets/es-rest1.js', src: 'locales/es.po', isDynamicEntry: true },
  'src/routes/business/$businessCode/$locationCode/services/index.tsx?tsr-split=component': {
    file: 'assets/services-s1.js',
    src: 'src/routes/business/$businessCode/$locationCode/services/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_price.js'],
    css: ['assets/services-s1.css'],
  },
  '_price.js': { file: 'assets/price-p1.js', imports: ['index.html'] },
  'src/routes/receptionist/services/index.tsx?tsr-split=component': {
    file: 'assets/desk-services-d1.js',
    src: 'src/routes/receptionist/services/index.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
};

function buildStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'carebook-first-route-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

const page = (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', ...headers } }));

/** The JSON block of a served page, or null when it has none. */
function dataOf(html: string): FirstRouteData | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ROUTE_DATA_ID}">(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstRouteData) : null;
}

const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('first-route data in the business home and the services list', () => {
  let deps: TestDeps;
  let staticDir: string;
  let app: Hono;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    staticDir = buildStaticDir();
    deps.config.staticDir = staticDir;
    app = createApp(deps);
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await deps.close();
  });

  test('the server asks exactly what the PWA asks (the same documents as its screens)', () => {
    const same = (server: string, client: { toString(): string }) => expect(print(parse(server))).toBe(print(parse(client.toString())));
    same(DECODE_QUERY, DecodeBusinessAndLocationDocument);
    same(CATEGORIES_QUERY, CategoryByLocationDocument);
    same(PRODUCTS_QUERY, ProductsByLocationDocument);
  });

  test('the business home carries the decoded business and location, and links its language’s shell messages', async () => {
    const res = await page(app, '/business/demo/main', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const data = dataOf(html);
    expect(data).toMatchObject({ language: 'en', businessCode: 'demo', locationCode: 'main' });
    expect(data?.decode.business).toMatchObject({ shortId: 'demo', name: 'Carebook Demo Clinic' });
    expect(data?.decode.location).toMatchObject({ shortId: 'main' });
    expect(data?.products).toBeUndefined();
    expect(links(html, 'modulepreload')).toEqual(['/assets/en-shell1.js']);
    expect(links(html, 'preload')).toEqual([]);
    // Everything else of the shell is as built.
    expect(html.replace(/<link [^>]*>/g, '').replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '')).toBe(INDEX_HTML);
  });

  test('the services list carries categories and products, preloads the first card’s picture and links the route’s code', async () => {
    const html = await (await page(app, '/business/demo/main/services', { 'accept-language': 'en' })).text();
    const data = dataOf(html);
    expect(data?.categories?.length).toBeGreaterThan(0);
    expect(data?.products?.length).toBeGreaterThan(0);
    expect(links(html, 'modulepreload')).toEqual(['/assets/en-shell1.js', '/assets/services-s1.js', '/assets/price-p1.js']);
    // The demo's first category is Weight Loss; its first service the consultation.
    expect(links(html, 'preload')).toEqual(['/images/catalogue/weightloss-consult.svg', '/assets/services-s1.css']);
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/catalogue/weightloss-consult.svg">');
  });

  test('?category= preloads that category’s first picture; ?lng= and the browser’s language choose the language', async () => {
    const all = dataOf(await (await page(app, '/business/demo/main/services')).text());
    const hair = all?.categories?.find((category) => /hair/i.test(category.name));
    expect(hair).toBeDefined();
    const html = await (await page(app, `/business/demo/main/services?category=${hair?.id}`)).text();
    expect(links(html, 'preload')[0]).toMatch(/^\/images\/catalogue\/(?!weightloss)/);

    const spanish = await (await page(app, '/business/demo/main', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).text();
    expect(dataOf(spanish)?.language).toBe('es');
    expect(links(spanish, 'modulepreload')).toEqual(['/assets/es-shell1.js']);
    expect(dataOf(await (await page(app, '/business/demo/main?lng=fr', { 'accept-language': 'es' })).text())?.language).toBe('fr');
  });

  test('an unknown business, another page or a non-HTML request gets what it got before', async () => {
    expect(await (await page(app, '/business/nope/main')).text()).toBe(INDEX_HTML);
    expect(await (await page(app, '/business/demo/nope/services')).text()).toBe(INDEX_HTML);
    expect(await (await page(app, '/business/demo/main/FAQ')).text()).toBe(INDEX_HTML);
    expect(await (await page(app, '/business/demo/main/services/x')).text()).toBe(INDEX_HTML);
    expect(await (await page(app, '/business/de%3Cmo/main')).text()).toBe(INDEX_HTML);
    expect((await app.fetch(new Request('http://localhost/business/demo/main', { headers: { accept: 'application/json' } }))).status).toBe(404);
  });

  test('the JSON block cannot end its script element or start markup', () => {
    const text = scriptJson({ description: '</script><script>alert(1)</script> \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script> \u2028' });
  });
});

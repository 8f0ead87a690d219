// The first visit's page, made ready on the server (issue 18, Lighthouse): for the business home and the services
// list, index.html carries the public answers their first render needs (the same GraphQL queries the PWA sends,
// answered by this app's own /graphql, its response cache included) and links that start the page's code, its
// language's messages and, on the services list, the first card's picture, beside the entry instead of one round
// trip after another. Everything else is unchanged: the PWA renders and fetches as always when the data is absent
// (the service worker's cached shell, another language, a failed query), and every other address gets index.html.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { detectLanguage, type Language } from '../../src/domain/language.ts';

/** The id of the JSON block the PWA reads at start (src/features/catalogue/api/first-route-data.ts). */
export const FIRST_ROUTE_DATA_ID = 'carebook-first-route-data';

// The PWA's own documents (src/app/api/decode-business-and-location.ts, src/features/catalogue/api/*.ts): the same
// selections, so the seeded answers have every field the screens read (tests/server/prerender-first-route.test.ts
// compares them with the generated documents in src/gql).
export const DECODE_QUERY = `query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {
  decodeBusinessAndLocation(businessShortId: $businessShortId, locationShortId: $locationShortId) {
    business { id shortId name pictureUrl tagline description organizationId supportEmail supportPhone termsUrl privacyUrl }
    location { id shortId name states timezone }
  }
}`;
export const CATEGORIES_QUERY = `query CategoryByLocation($locationId: ID!) {
  categoryByLocation(locationId: $locationId) { id name description sortOrder images { url type } }
}`;
export const PRODUCTS_QUERY = `query ProductsByLocation($locationId: ID!) {
  productsByLocation(locationId: $locationId) {
    id name tagline productType images { url type } categories { id }
    productLocations { id startingPrice currencyCode sortOrder images { url type } }
  }
}`;

type Image = { url: string };
type Category = { id: string; name: string; sortOrder: number };
type Product = { id: string; name: string; images: Image[]; categories: { id: string }[]; productLocations: { sortOrder: number; images: Image[] }[] };
type Decoded = { business: Record<string, unknown>; location: { id: string } & Record<string, unknown> };

/** What the PWA seeds its query cache with (src/features/catalogue/api/first-route-data.ts reads the same shape). */
export type FirstRouteData = {
  language: Language;
  businessCode: string;
  locationCode: string;
  decode: Decoded;
  categories?: Category[];
  products?: Product[];
};

type FirstRoute = { page: 'home' | 'services'; businessCode: string; locationCode: string };

const CODE = '[A-Za-z0-9_-]{1,64}';
const HOME = new RegExp(`^/business/(${CODE})/(${CODE})/?$`);
const SERVICES = new RegExp(`^/business/(${CODE})/(${CODE})/services/?$`);

/** The page a first visit lands on, when it is one made ready here. */
export function firstRouteOf(path: string): FirstRoute | null {
  for (const [page, pattern] of [['home', HOME], ['services', SERVICES]] as const) {
    const match = pattern.exec(path);
    if (match?.[1] && match[2]) return { page, businessCode: match[1], locationCode: match[2] };
  }
  return null;
}

/** The language the PWA will start in, as far as the server can tell (?lng, then the browser's languages). */
export function requestLanguage(c: Context): Language {
  const navigatorLanguages = (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0);
  return detectLanguage({ query: c.req.query('lng') ?? null, navigatorLanguages });
}

/** One public query through this app's own /graphql (rate limits, response cache and all), as the PWA sends it. */
async function query<T>(app: Hono, c: Context, language: Language, text: string, variables: Record<string, string>): Promise<T | null> {
  const url = new URL('/graphql', c.req.url);
  url.searchParams.set('query', text);
  url.searchParams.set('variables', JSON.stringify(variables));
  const response = await app.fetch(new Request(url, { headers: { accept: 'application/json', 'x-language': language } }), c.env);
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
  return body.errors?.length || !body.data ? null : body.data;
}

/** The public answers of the page's first render, or null when any of them fails (the PWA then asks itself). */
export async function firstRouteData(app: Hono, c: Context, route: FirstRoute, language: Language): Promise<FirstRouteData | null> {
  const decoded = await query<{ decodeBusinessAndLocation: Decoded }>(app, c, language, DECODE_QUERY, {
    businessShortId: route.businessCode,
    locationShortId: route.locationCode,
  });
  if (!decoded) return null;
  const data: FirstRouteData = { language, businessCode: route.businessCode, locationCode: route.locationCode, decode: decoded.decodeBusinessAndLocation };
  if (route.page === 'services') {
    const locationId = data.decode.location.id;
    const [categories, products] = await Promise.all([
      query<{ categoryByLocation: Category[] }>(app, c, language, CATEGORIES_QUERY, { locationId }),
      query<{ productsByLocation: Product[] }>(app, c, language, PRODUCTS_QUERY, { locationId }),
    ]);
    if (!categories || !products) return null;
    data.categories = categories.categoryByLocation;
    data.products = products.productsByLocation;
  }
  return data;
}

/**
 * The picture of the services list's first card (the page's largest paint), chosen as the list orders its cards
 * (src/features/catalogue/lib/catalogue-listing.ts: categories by sortOrder then name, the first that offers
 * products, its products by the location's sortOrder then name; the location's picture before the product's).
 * A mismatch would only fetch one picture early for nothing.
 */
export function firstCardPicture(data: FirstRouteData, categoryId: string | undefined): string | undefined {
  const offered = (data.products ?? []).filter((product) => product.productLocations.length > 0);
  const sortOrder = (product: Product) => product.productLocations[0]?.sortOrder ?? 0;
  const listings = [...(data.categories ?? [])]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((category) => ({
      category,
      products: offered
        .filter((product) => product.categories.some((c) => c.id === category.id))
        .sort((a, b) => sortOrder(a) - sortOrder(b) || a.name.localeCompare(b.name)),
    }))
    .filter((listing) => listing.products.length > 0);
  const first = (listings.find((listing) => listing.category.id === categoryId) ?? listings[0])?.products[0];
  return first?.productLocations[0]?.images[0]?.url ?? first?.images[0]?.url;
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

let manifestCache: { path: string; mtimeMs: number; manifest: Manifest } | null = null;

/** Vite's build manifest (`build.manifest`), read again when a rebuild changes it; null when there is none. */
function readManifest(root: string): Manifest | null {
  const path = join(root, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = statSync(path);
    if (manifestCache?.path !== path || manifestCache.mtimeMs !== mtimeMs) {
      manifestCache = { path, mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    }
    return manifestCache.manifest;
  } catch {
    return null;
  }
}

/** The JS and CSS files of the manifest entries whose source matches, with what they import (not the entry's). */
function chunkFiles(manifest: Manifest, matches: (src: string) => boolean): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.src && matches(chunk.src)) visit(key);
  return { js: [...js], css: [...css] };
}

const SERVICES_ROUTE = /routes\/business\/\$businessCode\/\$locationCode\/services\/index\.tsx/;

/**
 * The files the page asks for right after the entry runs: its language's shell messages (both pages need no others:
 * src/app/shell-paths.ts) and, for the services list, its route's code and styles (the home's are in the entry).
 */
export function firstRouteAssets(root: string, page: FirstRoute['page'], language: Language): { js: string[]; css: string[] } {
  const manifest = readManifest(root);
  if (!manifest) return { js: [], css: [] };
  const shell = chunkFiles(manifest, (src) => src === `locales/shell/${language}.po`);
  if (page === 'home') return shell;
  const route = chunkFiles(manifest, (src) => SERVICES_ROUTE.test(src));
  return { js: [...shell.js, ...route.js], css: route.css };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON safe inside a <script> element: no '<' (so no '</script>'), no line separators JavaScript would mind. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A picture address worth preloading: this origin's own path or https (what the CSP's img-src allows besides data:). */
function preloadablePicture(url: string | undefined): url is string {
  return url !== undefined && (/^\/(?!\/)/.test(url) || /^https:\/\//.test(url));
}

/** index.html with the page's data and links added (head: links; body end: the JSON block). */
export function withFirstRoute(html: string, data: FirstRouteData, assets: { js: string[]; css: string[] }, picture: string | undefined): string {
  const links = [
    ...(preloadablePicture(picture) ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">`] : []),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ...assets.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
  ].join('');
  const block = `<script type="application/json" id="${FIRST_ROUTE_DATA_ID}">${scriptJson(data)}</script>`;
  return html.replace('</head>', `${links}</head>`).replace('</body>', `${block}</body>`);
}

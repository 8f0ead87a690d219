import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { firstCardPicture, firstRouteAssets, firstRouteData, firstRouteOf, requestLanguage, withFirstRoute } from './prerender-first-route.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Paths that must never fall back to the app shell: a missing asset or API path is a real 404. */
const NO_FALLBACK = /^\/(?:assets\/|graphql(?:\/|$)|healthz$|dev\/)/;

function acceptsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** Sets Cache-Control on the response a static handler served (not on what later handlers answer when it passes). */
function withCacheControl(handler: MiddlewareHandler, value: string): MiddlewareHandler {
  return async (c, next) => {
    const response = await handler(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', value);
    return response;
  };
}

let shellCache: { path: string; mtimeMs: number; html: string } | null = null;

/** index.html's text, read again when a rebuild changes it. */
function readShell(path: string): string {
  const { mtimeMs } = statSync(path);
  if (shellCache?.path !== path || shellCache.mtimeMs !== mtimeMs) shellCache = { path, mtimeMs, html: readFileSync(path, 'utf8') };
  return shellCache.html;
}

/**
 * The business home and the services list as a first visit gets them (server/http/prerender-first-route.ts):
 * index.html with the page's public data and early links; undefined for any other page or when the data could not
 * be had (the plain shell is served then).
 */
async function firstRouteShell(app: Hono, c: Context, root: string): Promise<Response | undefined> {
  const route = firstRouteOf(c.req.path);
  if (!route) return undefined;
  try {
    const language = requestLanguage(c);
    const data = await firstRouteData(app, c, route, language);
    if (!data) return undefined;
    const picture = route.page === 'services' ? firstCardPicture(data, c.req.query('category')) : undefined;
    const html = withFirstRoute(readShell(resolve(root, 'index.html')), data, firstRouteAssets(root, route.page, language), picture);
    c.header('Cache-Control', NO_CACHE);
    // The data is in the language the request asked for.
    c.header('Vary', 'Accept-Language');
    return c.html(html);
  } catch (error) {
    console.error(`[http] first-route data for ${c.req.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * Serves the built PWA from `staticDir`: Vite's hashed files under /assets/ are cached for a year, everything
 * else (index.html, sw.js, the manifest, icons) is revalidated on each use so a new release shows at once.
 * Unknown page addresses get index.html so client-side routes survive a reload; the business home and the services
 * list get it with their first render's data (firstRouteShell).
 */
export function mountStaticFiles(app: Hono, staticDir: string, log: (line: string) => void = console.info): void {
  const root = resolve(staticDir);
  if (!existsSync(root)) {
    // API-only (e.g. `npm run dev`, where Vite serves the app): say so once instead of failing every request.
    log(`[http] no built app in ${root}; serving the API only (run \`npm run build\` to serve the PWA)`);
    return;
  }
  const assets = withCacheControl(serveStatic({ root }), IMMUTABLE);
  const files = withCacheControl(serveStatic({ root }), NO_CACHE);
  const shell = withCacheControl(serveStatic({ root, path: 'index.html' }), NO_CACHE);

  app.get('/assets/*', assets);
  app.get('*', files);
  app.get('*', async (c, next) => {
    if (NO_FALLBACK.test(c.req.path) || !acceptsHtml(c)) return next();
    // Checked per request so a rebuild while the server runs is picked up.
    if (!existsSync(resolve(root, 'index.html'))) return next();
    return (await firstRouteShell(app, c, root)) ?? shell(c, next);
  });
}

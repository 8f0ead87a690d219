import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';

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

/**
 * Serves the built PWA from `staticDir`: Vite's hashed files under /assets/ are cached for a year, everything
 * else (index.html, sw.js, the manifest, icons) is revalidated on each use so a new release shows at once.
 * Unknown page addresses get index.html so client-side routes survive a reload.
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
    return shell(c, next);
  });
}

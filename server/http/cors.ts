import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** PUBLIC_URL's origin plus the configured CORS_ORIGINS: the only browser origins that may read the API's answers. */
export function allowedOrigins(config: { publicUrl: string; corsOrigins: readonly string[] }): string[] {
  const own = URL.canParse(config.publicUrl) ? [new URL(config.publicUrl).origin] : [];
  return [...new Set([...own, ...config.corsOrigins])];
}

/**
 * CORS for the allowed origins only (with credentials). Another origin's preflight is refused (403, no CORS
 * headers), and its simple requests get no Access-Control-Allow-Origin or -Credentials, so the browser keeps the
 * answer from the page. Requests without an Origin header (same-origin GETs, curl, tests) are untouched.
 */
export function corsPolicy(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const allowedCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (origin !== undefined && preflight) return allowed.has(origin) ? allowedCors(c, next) : c.body(null, 403, { Vary: 'Origin' });
    await next();
    // Set on the answer itself: c.header() after next() re-wraps the Response, and a re-wrapped streamed answer (a
    // subscription over SSE) crashed the process ('ReadableStream is already closed') when its client went away.
    const headers = c.res.headers;
    // A shared cache must not hand an allowed origin's answer (with its CORS headers) to another origin or back.
    headers.append('Vary', 'Origin');
    if (origin !== undefined && allowed.has(origin)) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}

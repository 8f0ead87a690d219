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
    if (origin !== undefined && allowed.has(origin)) return allowedCors(c, next);
    if (origin !== undefined && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 403, { Vary: 'Origin' });
    }
    await next();
    // A shared cache must not hand an allowed origin's answer (with its CORS headers) to another origin or back.
    c.header('Vary', 'Origin', { append: true });
  };
}

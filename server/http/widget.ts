// The booking widget's page (issue 17): GET /widget/{businessCode}/{locationCode} answers the app shell (the PWA
// draws the widget route, src/routes/widget/) with `Content-Security-Policy: frame-ancestors <the origins the
// business listed>` instead of the app's `'none'`: a business's own site may embed it, nobody else. Every other
// page keeps frame-ancestors 'none' and X-Frame-Options: DENY (security-headers.ts). The route is public, so it is
// rate-limited per address like the sign-up; an unknown business or location is a plain 404.
import { getConnInfo } from '@hono/node-server/conninfo';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { frameAncestorsOf } from '../../src/domain/widget/allowed-origins.ts';
import type { AppDeps } from '../deps.ts';
import { consume, type RateLimitRule } from '../services/rate-limit.ts';
import { widgetFrameOrigins } from '../services/widget/widget-settings.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** Widget loads per address (a clinic's front desk reloads it often; a scraper does not get far). */
export const WIDGET_LOADS_PER_IP: RateLimitRule = { limit: 600, windowSeconds: 600 };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The app's own policy with frame-ancestors replaced by `frameAncestors` (a source list, or `'none'`). */
export function widgetContentSecurityPolicy(frameAncestors: string): string {
  return Object.entries({ ...contentSecurityPolicy, frameAncestors: [frameAncestors] })
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join('; ');
}

function callerIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.fetch in tests has no socket
  }
}

/**
 * Registered on /widget/* before the security headers: a widget answer that names the sites allowed to frame it drops the
 * X-Frame-Options: DENY the app sends everywhere else (browsers ignore it beside frame-ancestors, older ones would
 * not). An answer with frame-ancestors 'none' keeps it.
 */
export function widgetFramingHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get('content-security-policy') ?? '';
    if (/frame-ancestors (?!'none')/.test(policy)) c.res.headers.delete('x-frame-options');
  };
}

/** GET /widget/{businessCode}/{locationCode}: the app shell, frameable only by the business's listed origins. */
export function mountWidget(app: Hono, deps: AppDeps): void {
  const root = resolve(deps.config.staticDir);
  const rule: RateLimitRule = { ...WIDGET_LOADS_PER_IP, limit: WIDGET_LOADS_PER_IP.limit * deps.config.addressRateLimitFactor };
  app.get('/widget/:businessCode/:locationCode', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const ip = callerIp(c, deps.config.trustProxy);
    if (!(await consume(deps.db, `widget:ip:${ip}`, rule, deps.now()))) {
      c.header('Retry-After', String(rule.windowSeconds));
      return c.text('Too Many Requests', 429);
    }
    const origins = await widgetFrameOrigins(deps.db, c.req.param('businessCode'), c.req.param('locationCode'));
    if (!origins) return c.text('Not Found', 404);
    c.header('Content-Security-Policy', widgetContentSecurityPolicy(frameAncestorsOf(origins)));
    let html: string;
    try {
      // Read per request, like the app shell (static-files.ts), so a rebuild while the server runs is picked up.
      html = await readFile(resolve(root, 'index.html'), 'utf8');
    } catch {
      return c.text('The app is not built (npm run build).', 503);
    }
    return c.html(html);
  });
}

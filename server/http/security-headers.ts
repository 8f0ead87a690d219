import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The app's Content-Security-Policy: only its own origin for scripts, workers and connections, plus what the
 * product needs: Mantine's inline style attributes, images from https (business pictures), blob: media for
 * video calls and Twilio's signalling hosts when the twilio video adapter is used.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://*.twilio.com', 'wss://*.twilio.com'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Security headers on every response (Hono's secureHeaders with the app's own policy). */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: ['self'] },
    // HSTS over plain http (localhost) is ignored by browsers; behind TLS it pins https for a year.
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // A handler may set a narrower exception itself (GraphiQL's page in development, see graphql-route.ts).
    overwrite: false,
  });
}

/** GraphiQL (development only) loads its bundle and editor workers from unpkg and starts them inline. */
export const graphiqlContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https:",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

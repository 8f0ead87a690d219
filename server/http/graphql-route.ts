import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { graphiqlContentSecurityPolicy } from './security-headers.ts';

/** What the HTTP layer hands to GraphQL besides the request (Yoga's server context). */
export type GraphQLServerContext = {
  /** The caller's address, for per-address rate limits and audit events; undefined when unknown (tests). */
  clientIp: string | undefined;
};

/** The part of a Yoga instance the HTTP layer uses. */
export type GraphQLHandler = {
  fetch(request: Request, serverContext: GraphQLServerContext): Response | Promise<Response>;
};

// Requests are small JSON documents; anything larger is refused before parsing.
const MAX_BODY_BYTES = 1024 * 1024;
// Shaped like any GraphQL error answer, so the client reads its code the same way.
const PAYLOAD_TOO_LARGE = { errors: [{ message: 'Request body too large (1 MB at most).', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };

function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.fetch in tests has no socket.
    return undefined;
  }
}

/** Mounts the GraphQL endpoint; responses are not cached unless the schema marked them public. */
export function mountGraphQL(app: Hono, graphql: GraphQLHandler, options: { trustProxy: boolean; production: boolean }): void {
  const tooLarge = (c: Context) => c.json(PAYLOAD_TOO_LARGE, 413);
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('/graphql', async (c, next) => {
    // A GET or HEAD has no body here (@hono/node-server attaches none, Yoga reads its parameters from the URL); asking
    // for one anyway built the full WHATWG Request of every public GET (6 % of a cached answer's CPU, issue 18).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is the body's length (Node's HTTP parser reads no more than it): checked without touching the
    // body, which Yoga then reads straight from the socket. Asking for `body` first, as bodyLimit does, built a WHATWG
    // Request and stream for every POST (~10 % of a signed-in request's CPU, issue 18). A chunked body is counted as
    // it streams in, by bodyLimit.
    const headers = c.req.raw.headers;
    const declared = headers.get('content-length');
    if (declared !== null && !headers.has('transfer-encoding') && /^\d+$/.test(declared)) return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
    return limitBody(c, next);
  });
  app.all('/graphql', async (c) => {
    const serverContext: GraphQLServerContext = { clientIp: clientIp(c, options.trustProxy) };
    const response = await graphql.fetch(c.req.raw, serverContext);
    if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-store');
    if (!options.production && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', graphiqlContentSecurityPolicy);
    }
    return response;
  });
}

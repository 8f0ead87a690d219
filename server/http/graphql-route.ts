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
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(PAYLOAD_TOO_LARGE, 413) });
  // A GET or HEAD has no body here (@hono/node-server attaches none, Yoga reads its parameters from the URL); asking
  // for one anyway built the full WHATWG Request of every public GET (6 % of a cached answer's CPU, issue 18).
  app.use('/graphql', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
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

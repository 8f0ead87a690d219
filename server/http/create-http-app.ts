import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { AppDeps } from '../deps.ts';
import { mountCalendar } from './calendar.ts';
import { compression } from './compression.ts';
import { allowedOrigins, corsPolicy } from './cors.ts';
import { mountDevOutbox } from './dev-outbox.ts';
import { mountDevVideoSession } from './dev-video-session.ts';
import { graphqlETag } from './graphql-etag.ts';
import { mountGraphQL, type GraphQLHandler } from './graphql-route.ts';
import { mountLabDocuments } from './lab-documents.ts';
import { publicAnswers } from './public-answer.ts';
import { mountSandboxGateway } from './sandbox-gateway.ts';
import { securityHeaders } from './security-headers.ts';
import { mountStaticFiles } from './static-files.ts';
import { mountUploads } from './uploads.ts';
import { mountWidget, widgetFramingHeaders } from './widget.ts';

// Streamed responses (GraphQL subscriptions over SSE, incremental delivery) must reach the client unbuffered.
const compressible = (type: string) =>
  COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !type.startsWith('text/event-stream') && !type.startsWith('multipart/');

/** The HTTP app around a GraphQL handler; `createApp` in server/app.ts supplies the real schema. */
export function createHttpApp(deps: AppDeps, graphql: GraphQLHandler): Hono {
  const app = new Hono();
  // First: a cached anonymous public GET is answered from its kept bytes with the headers below (issue 18).
  app.use('/graphql', publicAnswers(deps, allowedOrigins(deps.config)));
  app.use('/widget/*', widgetFramingHeaders());
  app.use(securityHeaders());
  app.use(compression({ contentTypeFilter: compressible }));
  app.use(corsPolicy(allowedOrigins(deps.config)));
  app.use('/graphql', graphqlETag()); // inside compression: the same answer keeps its tag in any encoding (issue 18)

  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch (error) {
      console.error(`[http] health check failed: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  mountGraphQL(app, graphql, { trustProxy: deps.config.trustProxy, production: deps.config.nodeEnv === 'production' });
  mountSandboxGateway(app, deps);
  mountCalendar(app, deps);
  mountUploads(app, deps);
  mountLabDocuments(app, deps);
  mountWidget(app, deps);
  if (deps.config.demoMode) mountDevOutbox(app, deps.db);
  if (deps.config.demoMode) mountDevVideoSession(app, deps);
  // Tests build many apps without a PWA build; the notice would only be noise there.
  mountStaticFiles(app, deps.config.staticDir, deps.config.nodeEnv === 'test' ? () => undefined : console.info);

  app.notFound((c) => c.text('Not Found', 404));
  app.onError((error, c) => {
    console.error(`[http] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.text('Internal Server Error', 500);
  });
  return app;
}

import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { createGraphQL } from './graphql.ts';
import { createHttpApp } from './http/create-http-app.ts';

/** Builds the whole HTTP app (GraphQL at /graphql, the PWA, health); tests call `app.fetch(request)` without a port. */
export function createApp(deps: AppDeps): Hono {
  return createHttpApp(deps, createGraphQL(deps));
}

import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isPublicQueryField } from '../../../src/domain/public-queries.ts';

/** True for a query whose every root field answers the same for every visitor (src/domain/public-queries.ts). */
export function isPublicQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && isPublicQueryField(s.name.value),
  );
}

/** What a public answer depends on besides its address: a CDN keys on these too (Origin is added by CORS). */
export const PUBLIC_VARY = 'x-language, x-organization-id, x-role-name, x-role-target, authorization';
/** Browsers, the service worker and a CDN keep a public answer a minute (the server's own cache is dropped on every change). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** Set by @graphql-yoga/plugin-response-cache on an answer served from its cache. */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/**
 * `Cache-Control: public` for a successful anonymous GET of public queries only (executed, or served by the
 * response cache, which stores nothing else); `no-store` for everything else (a signed-in caller's answer must
 * never sit in a shared cache).
 */
export function useCacheControl(): Plugin {
  const cacheable = new WeakSet<Request>();
  const anonymousGet = (request: Request) => request.method === 'GET' && !request.headers.has('authorization');
  return {
    onExecute({ args }) {
      const request: unknown = (args.contextValue as { request?: unknown }).request;
      if (!(request instanceof Request)) return;
      if (!anonymousGet(request)) return;
      if (!isPublicQuery(args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors?.length) cacheable.add(request);
        },
      };
    },
    onResultProcess({ request, result }) {
      if (anonymousGet(request) && !Array.isArray(result) && (result as Record<symbol, unknown>)[SERVED_FROM_CACHE] === true) cacheable.add(request);
    },
    onResponse({ request, response }) {
      if (cacheable.has(request)) {
        response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
        response.headers.append('Vary', PUBLIC_VARY);
      } else {
        response.headers.set('Cache-Control', 'no-store');
      }
    },
  };
}

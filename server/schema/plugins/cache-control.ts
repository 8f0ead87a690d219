import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isPublicQueryField } from '../../../src/domain/public-queries.ts';

function isPublicQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && isPublicQueryField(s.name.value),
  );
}

/**
 * `Cache-Control: public, max-age=60` for a successful anonymous GET of public queries only; `no-store` for
 * everything else (a signed-in caller's answer must never sit in a shared cache).
 */
export function useCacheControl(): Plugin {
  const cacheable = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const request: unknown = (args.contextValue as { request?: unknown }).request;
      if (!(request instanceof Request)) return;
      if (request.method !== 'GET' || request.headers.has('authorization')) return;
      if (!isPublicQuery(args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors?.length) cacheable.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      response.headers.set('Cache-Control', cacheable.has(request) ? 'public, max-age=60' : 'no-store');
    },
  };
}

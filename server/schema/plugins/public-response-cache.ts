import { createHash } from 'node:crypto';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { getNamedType, getOperationAST, isAbstractType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PUBLIC_QUERY_FIELDS } from '../../../src/domain/public-queries.ts';
import { LANGUAGE_HEADER, parseLanguageHeader } from '../../mail/language.ts';
import { PUBLIC_CACHE_TTL_MS, type CachedEntity, type PublicCache } from '../../services/public-cache.ts';
import { isPublicQuery } from './cache-control.ts';

/** Every type an answer of a public query can hold: only mutations returning one of these drop cached answers. */
function publicTypeNames(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isAbstractType(type)) for (const member of schema.getPossibleTypes(type)) visit(member);
    if (isObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
  };
  const query = schema.getQueryType();
  for (const name of PUBLIC_QUERY_FIELDS) {
    const field = query?.getFields()[name];
    if (field) visit(getNamedType(field.type));
  }
  return seen;
}

/** The key of an answer that is never looked up or kept (a signed-in caller's, or hostile variables). */
export const NOT_CACHED = '';
/** What the key reads of a request's headers (a Request's Headers, or the HTTP layer's view of the same). */
type HeaderSource = { get(name: string): string | null; has(name: string): boolean };
const anonymousHeaders = (headers: HeaderSource) => !headers.has('authorization');
const anonymous = (request: Request) => anonymousHeaders(request.headers);
const header = (headers: HeaderSource, name: string) => headers.get(name)?.trim() ?? '';

/**
 * The cache key of an anonymous public answer: document, operation name, variables (as parsed from the request),
 * language (x-language as the resolvers read it) and role headers, hashed; NOT_CACHED for a signed-in caller or
 * variables that cannot be printed. The response cache plugin and the HTTP layer's cached answers
 * (server/http/public-answer.ts) both key by this one function.
 */
export function publicAnswerKey(
  documentString: string,
  operationName: string | null | undefined,
  variableValues: unknown,
  headers: HeaderSource,
): string {
  if (!anonymousHeaders(headers)) return NOT_CACHED;
  let variables: string;
  try {
    variables = JSON.stringify(variableValues ?? {});
  } catch {
    // Hostile variables (nested too deep to print): the input guard answers them, with nothing to keep.
    return NOT_CACHED;
  }
  // The plugin's own hashSHA256 goes through WebCrypto (an async job per request: 17 % of a cached
  // answer's CPU under load, issue 18); node's hash gives the same hex digest synchronously.
  const key = [
    documentString,
    operationName ?? '',
    variables,
    parseLanguageHeader(header(headers, LANGUAGE_HEADER)) ?? '',
    header(headers, 'x-organization-id'),
    header(headers, 'x-role-name'),
    header(headers, 'x-role-target'),
  ].join('|');
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The server-side response cache (The Guild's @graphql-yoga/plugin-response-cache) for public queries asked without
 * a token: an answer is kept only when every root field is public (src/domain/public-queries.ts) and it has no
 * error, per document, variables, language (x-language as the resolvers read it) and role headers. A hit is answered
 * before parsing, validation and the context (it was validated when stored), with an ETag the next request may send
 * back for a 304. Signed-in callers are never served from it, nor stored; their mutations drop every answer holding
 * an entity they return (entity ids: `Product:…`), in every process through the event bus. An answer computed
 * while an invalidation happened is not stored.
 */
export function usePublicResponseCache(cache: PublicCache): Plugin {
  const operationOf = new WeakMap<object, { kind: 'query' | 'mutation' | 'other'; public: boolean; generation: number }>();
  let publicTypes = new Set<string>();
  const store: Cache = {
    get: (key) => (key === NOT_CACHED ? undefined : cache.get(key)),
    set: (key, value, entities, ttl) => (key === NOT_CACHED ? undefined : cache.set(key, value, entities, ttl)),
    invalidate: (entities) => {
      const relevant: CachedEntity[] = [];
      for (const entity of entities) if (publicTypes.has(entity.typename)) relevant.push(entity);
      return cache.invalidate(relevant);
    },
  };
  return {
    onSchemaChange({ schema }) {
      publicTypes = publicTypeNames(schema);
    },
    onPluginInit({ addPlugin }) {
      // Before the cache's own onExecute: what the operation is, and the cache generation it started under.
      addPlugin({
        onExecute({ args }) {
          const operation = getOperationAST(args.document, args.operationName)?.operation;
          operationOf.set(args.contextValue, {
            kind: operation === 'query' || operation === 'mutation' ? operation : 'other',
            public: isPublicQuery(args.document, args.operationName),
            generation: cache.generation(),
          });
        },
      });
      addPlugin(
        useResponseCache({
          cache: store,
          session: () => null,
          ttl: PUBLIC_CACHE_TTL_MS,
          includeExtensionMetadata: false,
          // Looked up and stored for anonymous callers only; a signed-in caller's mutation still invalidates.
          enabled: (request, context) => cache.enabled && (anonymous(request) || operationOf.get(context)?.kind === 'mutation'),
          onTtl: ({ ttl, context }) => {
            const operation = operationOf.get(context);
            const key = (context as { request?: Request }).request;
            return operation?.public && operation.generation === cache.generation() && key !== undefined && anonymous(key) ? ttl : 0;
          },
          // Asked of every request: nothing is computed for callers the cache never serves.
          buildResponseCacheKey: ({ documentString, operationName, variableValues, request }) =>
            cache.enabled ? publicAnswerKey(documentString, operationName, variableValues, request.headers) : NOT_CACHED,
        }),
      );
    },
  };
}

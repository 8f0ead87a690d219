import { isPublicQueryField } from '../src/domain/public-queries.ts';
import { queryRootFields } from './graphql-root-fields.ts';

type RequestLike = { method: string; headers: { has(name: string): boolean } };

/**
 * True for an anonymous GET on this origin's /graphql whose query reads only public fields. POSTs and
 * anything carrying an Authorization header are never cached: their answers may belong to one person.
 * Matching on root fields, not operation names, because the app names its documents after the screen.
 */
export function isPublicGraphQLRequest(url: URL, request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin || url.pathname !== '/graphql') return false;
  if (request.headers.has('authorization')) return false;
  const query = url.searchParams.get('query');
  const fields = query ? queryRootFields(query) : undefined;
  return fields !== undefined && fields.length > 0 && fields.every(isPublicQueryField);
}

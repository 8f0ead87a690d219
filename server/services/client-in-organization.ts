// Whether a client exists in the caller's organization, with the viewer's session rows (issue 18): the check behind
// a client's repeated reads of its own data (progress readings, checkout quotes) costs no statement within the
// viewer cache's second.
import { and, eq, sql } from 'drizzle-orm';
import type { Granted, GraphQLContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema/index.ts';
import { isUuid } from './db-errors.ts';
import { prepared } from './prepared-statements.ts';
import { viewerCache } from './viewer-cache.ts';

const clientInOrganization = (db: Database) =>
  prepared(db, 'client_in_organization', (d) =>
    d
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.organizationId, sql.placeholder('organizationId'))))
      .limit(1)
      .prepare('client_in_organization'),
  );

/**
 * Whether `clientId` is a client of the grant's organization: kept by the viewer cache under the session and user
 * (VIEWER_CACHE_MS, forgotten with them), only the answer, never a field of the client. False for a malformed id.
 */
export async function clientInGrantsOrganization(ctx: GraphQLContext, { viewer, grant }: Granted, clientId: string): Promise<boolean> {
  if (!isUuid(clientId)) return false;
  const key = `${viewer.sessionId}:client:${grant.organizationId}:${clientId}:${viewer.user.id}`;
  return viewerCache(ctx.deps).get(key, async () => (await clientInOrganization(ctx.deps.db).execute({ clientId, organizationId: grant.organizationId })).length > 0);
}

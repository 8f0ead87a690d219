// Who a quote is for (orderPricingSummary's checkout): actingForClient's rules, with the client's existence in the
// grant's organization read with the viewer's session rows (issue 18), as the progress reads do.
import { and, eq, sql } from 'drizzle-orm';
import { requireGrant, type Granted, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput } from '../errors.ts';
import { prepared } from '../prepared-statements.ts';
import type { RoleName } from '../roles.ts';
import { viewerCache } from '../viewer-cache.ts';

const clientInOrganization = (db: Database) =>
  prepared(db, 'quote_client_in_organization', (d) =>
    d
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.organizationId, sql.placeholder('organizationId'))))
      .limit(1)
      .prepare('quote_client_in_organization'),
  );

/**
 * The caller's grant (one of `roles`: CLIENT or staff who reach the organization's clients) and the client a quote
 * is for: `clientId`, or by default the caller's own client when it signs in as one (BAD_USER_INPUT without one).
 * requireClientAccess's checks, in its order: a CLIENT naming another client is FORBIDDEN; a client not of the
 * grant's organization (or no client) is NOT_FOUND. The client's existence is kept by the viewer cache under the
 * session and user (VIEWER_CACHE_MS, forgotten with them, the same key as the progress reads' check), so a screen's
 * repeated quotes cost no statement for it. Only the id is used: no field of the client is kept.
 */
export async function quotingForClient(ctx: GraphQLContext, roles: readonly RoleName[], clientId: string | null | undefined): Promise<{ grant: Granted['grant']; clientId: string }> {
  const { viewer, grant } = await requireGrant(ctx, roles);
  const id = clientId ?? (grant.roleName === 'CLIENT' ? grant.targetId : null);
  if (!id) throw badInput({ clientId: 'validation.required' });
  if (grant.roleName === 'CLIENT' && grant.targetId !== id) throw appError('FORBIDDEN');
  if (!isUuid(id)) throw appError('NOT_FOUND');
  const key = `${viewer.sessionId}:client:${grant.organizationId}:${id}:${viewer.user.id}`;
  const found = await viewerCache(ctx.deps).get(key, async () => (await clientInOrganization(ctx.deps.db).execute({ clientId: id, organizationId: grant.organizationId })).length > 0);
  if (!found) throw appError('NOT_FOUND');
  return { grant, clientId: id };
}

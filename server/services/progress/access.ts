import { and, eq, inArray } from 'drizzle-orm';
import { requireClientAccess, requireGrant, type GraphQLContext } from '../../context.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput } from '../errors.ts';
import { BOOKED_STATUSES } from '../hcp/hcp-scope.ts';

/** Whose progress a caller reads or writes, in which organization, and as whom. */
export type ProgressActor = { userId: string; organizationId: string; clientId: string; roleName: 'CLIENT' | 'HEALTHCARE_PROVIDER' };

/**
 * A client writes its own readings and records only (clientId defaults to its own; another client's is FORBIDDEN,
 * as requireClientAccess answers). Staff do not write a client's health data.
 */
export async function progressWriter(ctx: GraphQLContext, clientId: string | null | undefined): Promise<ProgressActor> {
  const { grant } = await requireGrant(ctx, ['CLIENT']);
  const { viewer, client } = await requireClientAccess(ctx, clientId ?? grant.targetId);
  return { userId: viewer.user.id, organizationId: client.organizationId, clientId: client.id, roleName: 'CLIENT' };
}

/** Whether the provider user has (had) a booked session with the client in the organization. */
async function treatsClient(ctx: GraphQLContext, organizationId: string, userId: string, clientId: string): Promise<boolean> {
  const [row] = await ctx.deps.db
    .select({ id: hcpSessions.id })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.clientId, clientId),
        eq(hcpSessions.organizationId, organizationId),
        eq(providerProfiles.userId, userId),
        inArray(hcpSessions.status, BOOKED_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Readers of a client's progress: the client itself, or a HEALTHCARE_PROVIDER who has (had) a session with the
 * client in the grant's organization. Anyone else, and any client of another tenant, is NOT_FOUND for a provider
 * (FORBIDDEN for a client naming another client). A provider's read is written to audit_events (who, which
 * client, what) — never the values themselves.
 */
export async function progressReader(ctx: GraphQLContext, clientId: string | null | undefined, resource: string, field = 'filter.clientId'): Promise<ProgressActor> {
  const { viewer, grant } = await requireGrant(ctx, ['CLIENT', 'HEALTHCARE_PROVIDER']);
  if (grant.roleName === 'CLIENT') {
    const { client } = await requireClientAccess(ctx, clientId ?? grant.targetId);
    return { userId: viewer.user.id, organizationId: client.organizationId, clientId: client.id, roleName: 'CLIENT' };
  }
  if (!clientId) throw badInput({ [field]: 'validation.required' });
  if (!isUuid(clientId) || !(await treatsClient(ctx, grant.organizationId, viewer.user.id, clientId))) throw appError('NOT_FOUND');
  await recordAudit(
    ctx.deps.db,
    {
      action: 'client_read',
      actorUserId: viewer.user.id,
      organizationId: grant.organizationId,
      targetType: 'client',
      targetId: clientId,
      ip: ctx.client.ip,
      metadata: { role: grant.roleName, resource },
    },
    ctx.deps.now(),
  );
  return { userId: viewer.user.id, organizationId: grant.organizationId, clientId, roleName: 'HEALTHCARE_PROVIDER' };
}

import { requireClientAccess, requireGrant, type Granted, type GraphQLContext } from '../../context.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput } from '../errors.ts';
import { providerTreatsClient } from '../health-access.ts';
import { clientInGrantsOrganization } from '../client-in-organization.ts';

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

/**
 * requireClientAccess's checks for a CLIENT grant (only its own client: FORBIDDEN for another; NOT_FOUND when the
 * client is not of the grant's organization), with the client's existence read with the viewer's session rows: kept
 * by the viewer cache under the session and user (VIEWER_CACHE_MS, dropped with them), so the progress screen's reads
 * cost no statement for it. Only the id and organization are used, never a cached copy of the client's fields.
 */
async function ownClient(granted: Granted, ctx: GraphQLContext, clientId: string): Promise<void> {
  if (granted.grant.targetId !== clientId) throw appError('FORBIDDEN');
  if (!(await clientInGrantsOrganization(ctx, granted, clientId))) throw appError('NOT_FOUND');
}

/**
 * Readers of a client's progress: the client itself, or a HEALTHCARE_PROVIDER who has (had) a session with the
 * client in the grant's organization (server/services/health-access.ts). Anyone else, and any client of another
 * tenant, is NOT_FOUND for a provider (FORBIDDEN for a client naming another client). The resolver writes the
 * read to audit_events (auditHealthRead).
 */
export async function progressReader(ctx: GraphQLContext, clientId: string | null | undefined, field = 'filter.clientId'): Promise<ProgressActor> {
  const granted = await requireGrant(ctx, ['CLIENT', 'HEALTHCARE_PROVIDER']);
  const { viewer, grant } = granted;
  if (grant.roleName === 'CLIENT') {
    const own = clientId ?? grant.targetId;
    await ownClient(granted, ctx, own);
    return { userId: viewer.user.id, organizationId: grant.organizationId, clientId: own, roleName: 'CLIENT' };
  }
  if (!clientId) throw badInput({ [field]: 'validation.required' });
  if (!isUuid(clientId) || !(await providerTreatsClient(ctx.deps.db, { organizationId: grant.organizationId, userId: viewer.user.id }, clientId))) throw appError('NOT_FOUND');
  return { userId: viewer.user.id, organizationId: grant.organizationId, clientId, roleName: 'HEALTHCARE_PROVIDER' };
}

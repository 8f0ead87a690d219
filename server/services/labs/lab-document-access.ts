// Who may have a lab test's documents (issue 17): the client it is for, their healthcare providers (a provider
// with a booked session with that client in the organization) and the collector of the visit. Nobody else, not
// even staff of the business: anyone else gets NOT_FOUND, so the API never confirms that someone's lab exists.
import { and, eq, inArray } from 'drizzle-orm';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { clients, hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import { BOOKED_STATUSES } from '../hcp/hcp-scope.ts';
import { collectorProfiles } from './lab-actor.ts';
import { signLabDocumentLink, type LabDocumentLink } from './lab-document-link.ts';
import { labItem, type LabItemView } from './lab-items.ts';

export type LabReadKind = 'requisition' | 'report';

/** Why a person may read the item's documents, or null. */
export async function labReader(db: Database, userId: string, item: LabItemView): Promise<'CLIENT' | 'HEALTHCARE_PROVIDER' | 'LAB_COLLECTOR' | null> {
  const [client] = await db.select({ userId: clients.userId }).from(clients).where(eq(clients.id, item.clientId)).limit(1);
  if (client?.userId === userId) return 'CLIENT';
  if ((await collectorProfiles(db, item.organizationId, userId)).includes(item.providerId)) return 'LAB_COLLECTOR';
  const [provider] = await db
    .select({ id: hcpSessions.id })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.organizationId, item.organizationId),
        eq(hcpSessions.clientId, item.clientId),
        eq(providerProfiles.userId, userId),
        eq(providerProfiles.kind, 'HCP'),
        inArray(hcpSessions.status, BOOKED_STATUSES),
      ),
    )
    .limit(1);
  return provider ? 'HEALTHCARE_PROVIDER' : null;
}

/** Whether the document exists yet: the letter once the visit is booked, the report once it is uploaded. */
export function labDocumentReady(item: LabItemView, kind: LabReadKind): boolean {
  return kind === 'requisition' ? true : item.hasReport && item.status === 'LabCompleted';
}

/**
 * A signed link to one of the item's documents for the caller: a CLIENT, HEALTHCARE_PROVIDER or (collector)
 * SERVICE_PROVIDER grant, and the person behind it must be one of the item's readers; NOT_FOUND otherwise, and
 * for a report not uploaded yet.
 */
export async function labDocumentLinkFor(ctx: GraphQLContext, orderItemId: string, kind: LabReadKind): Promise<LabDocumentLink> {
  const { viewer, grant } = await requireGrant(ctx, ['CLIENT', 'HEALTHCARE_PROVIDER', 'SERVICE_PROVIDER']);
  if (!isUuid(orderItemId)) throw appError('NOT_FOUND');
  const item = await labItem(ctx.deps.db, grant.organizationId, orderItemId);
  if (!item || !labDocumentReady(item, kind)) throw appError('NOT_FOUND');
  const reader = await labReader(ctx.deps.db, viewer.user.id, item);
  const acting = grant.roleName === 'SERVICE_PROVIDER' ? 'LAB_COLLECTOR' : grant.roleName;
  // The grant the caller acts in must be the reason: a client who is also someone's collector reads as a client.
  if (reader === null || reader !== acting) throw appError('NOT_FOUND');
  if (grant.roleName === 'CLIENT' && grant.targetId !== item.clientId) throw appError('NOT_FOUND');
  return signLabDocumentLink(ctx.deps.secrets.jwtSecret, kind, item.orderItemId, viewer.user.id, ctx.deps.now());
}

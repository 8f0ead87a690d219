// Who a lab collector is (issue 17): a SERVICE_PROVIDER grant on the person (target USER, their own user id) with
// a LAB_COLLECTOR provider profile in the grant's organization. The business's fulfilment staff hold a
// SERVICE_PROVIDER grant on the BUSINESS instead and have no provider profile: they are not collectors.
import { and, eq } from 'drizzle-orm';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { providerProfiles } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

/** A lab collector acting in one organization, with its LAB_COLLECTOR profiles there (one per business). */
export type LabCollector = { organizationId: string; userId: string; providerIds: readonly string[] };

export async function collectorProfiles(db: Database, organizationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.organizationId, organizationId), eq(providerProfiles.userId, userId), eq(providerProfiles.kind, 'LAB_COLLECTOR')));
  return rows.map((r) => r.id);
}

/** The calling lab collector; FORBIDDEN for any other grant, fulfilment staff included. */
export async function requireLabCollector(ctx: GraphQLContext): Promise<LabCollector> {
  const { viewer, grant } = await requireGrant(ctx, ['SERVICE_PROVIDER']);
  if (grant.targetType !== 'USER' || grant.targetId !== viewer.user.id) throw appError('FORBIDDEN');
  const providerIds = await collectorProfiles(ctx.deps.db, grant.organizationId, viewer.user.id);
  if (providerIds.length === 0) throw appError('FORBIDDEN');
  return { organizationId: grant.organizationId, userId: viewer.user.id, providerIds };
}

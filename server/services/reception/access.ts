// Every front desk operation runs under a RECEPTIONIST grant (checked against the request's role headers); the
// grant's organization is the tenant and its target the business. Another tenant's client answers NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import { requireGrant, type GraphQLContext, type Viewer } from '../../context.ts';
import { clients } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';

/** The receptionist acting: who, and at which organization and business. */
export type DeskActor = { userId: string; organizationId: string; businessId: string; viewer: Viewer };

export async function requireReception(ctx: GraphQLContext): Promise<DeskActor> {
  const { viewer, grant } = await requireGrant(ctx, ['RECEPTIONIST']);
  return { userId: viewer.user.id, organizationId: grant.organizationId, businessId: grant.targetId, viewer };
}

/** The client `clientId` of the receptionist's organization; NOT_FOUND for a malformed id or another tenant's. */
export async function requireDeskClient(ctx: GraphQLContext, clientId: string): Promise<{ actor: DeskActor; client: typeof clients.$inferSelect }> {
  const actor = await requireReception(ctx);
  if (!isUuid(clientId)) throw appError('NOT_FOUND');
  const [client] = await ctx.deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.organizationId, actor.organizationId)))
    .limit(1);
  if (!client) throw appError('NOT_FOUND');
  return { actor, client };
}

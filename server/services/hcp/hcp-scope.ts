import { and, desc, eq, inArray } from 'drizzle-orm';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';

/** A healthcare provider acting in one organization: the user behind its provider profiles there. */
export type HcpActor = { organizationId: string; userId: string };

export async function requireHcp(ctx: GraphQLContext): Promise<HcpActor> {
  const { viewer, grant } = await requireGrant(ctx, ['HEALTHCARE_PROVIDER']);
  return { organizationId: grant.organizationId, userId: viewer.user.id };
}

export type SessionRow = typeof hcpSessions.$inferSelect;

/** One of the provider's own sessions (any of its profiles in the organization), optionally locked FOR UPDATE. */
export async function hcpOwnSession(db: Database, actor: HcpActor, sessionId: string, lock = false): Promise<SessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const query = db
    .select({ session: hcpSessions })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(and(eq(hcpSessions.id, sessionId), eq(hcpSessions.organizationId, actor.organizationId), eq(providerProfiles.userId, actor.userId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: hcpSessions }) : await query;
  return row?.session ?? null;
}

/**
 * The provider's latest booked session for an order item (statuses as given; any booked one by default): an
 * HCP reaches an item, its answers and its treatment only through a session of its own for that item.
 */
export async function hcpSessionForItem(db: Database, actor: HcpActor, orderItemId: string, statuses?: readonly string[]): Promise<SessionRow | null> {
  if (!isUuid(orderItemId)) return null;
  const [row] = await db
    .select({ session: hcpSessions })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.orderItemId, orderItemId),
        eq(hcpSessions.organizationId, actor.organizationId),
        eq(providerProfiles.userId, actor.userId),
        inArray(hcpSessions.status, statuses ? [...statuses] : BOOKED_STATUSES),
      ),
    )
    .orderBy(desc(hcpSessions.startsAt))
    .limit(1);
  return row?.session ?? null;
}

/** Every status a booked session can have (PENDING is only a hold during checkout). */
export const BOOKED_STATUSES = ['SCHEDULED', 'INPROGRESS', 'COMPLETED', 'INCOMPLETE', 'CANCELLED', 'LAPSED', 'CLIENT_NO_SHOW', 'HCP_NO_SHOW', 'BOTH_NO_SHOW'];

/** Per request: the sessions already shown to be the calling provider's own (a list's rows need no second check). */
const ownSessionsByRequest = new WeakMap<GraphQLContext, Map<string, Promise<HcpActor | null>>>();

function ownSessions(ctx: GraphQLContext): Map<string, Promise<HcpActor | null>> {
  let map = ownSessionsByRequest.get(ctx);
  if (!map) {
    map = new Map();
    ownSessionsByRequest.set(ctx, map);
  }
  return map;
}

/** Records sessions a query has just read through the provider's own scope. */
export function rememberOwnSessions(ctx: GraphQLContext, actor: HcpActor, sessionIds: readonly string[]): void {
  const map = ownSessions(ctx);
  for (const id of sessionIds) map.set(id, Promise.resolve(actor));
}

/** The calling provider, when the session is its own; null otherwise. Checked once per session per request. */
export function ownSessionActor(ctx: GraphQLContext, sessionId: string): Promise<HcpActor | null> {
  const map = ownSessions(ctx);
  let found = map.get(sessionId);
  if (!found) {
    found = requireHcp(ctx).then(async (actor) => ((await hcpOwnSession(ctx.deps.db, actor, sessionId)) ? actor : null));
    map.set(sessionId, found);
  }
  return found;
}

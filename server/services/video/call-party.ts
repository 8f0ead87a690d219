import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { clients, hcpSessions, providerProfiles, users } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';

export type CallSide = 'CLIENT' | 'HCP';

type Person = { userId: string; name: string };

/** A session with both of its people: what a call needs to know about who is on which side. */
export type CallSession = {
  session: typeof hcpSessions.$inferSelect;
  provider: Person & { providerId: string };
  client: Person;
};

/** The caller of a video operation: which side of the session it is on. */
export type CallParty = CallSession & { side: CallSide; self: Person; other: Person };

export const roomNameOf = (sessionId: string) => `session-${sessionId}`;

const providerUser = alias(users, 'provider_user');
const clientUser = alias(users, 'client_user');

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** A session of the organization with its provider's and client's users; null when there is none. */
export async function loadCallSession(db: Database, organizationId: string, sessionId: string): Promise<CallSession | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db
    .select({
      session: hcpSessions,
      providerId: providerProfiles.id,
      providerName: providerProfiles.displayName,
      providerUserId: providerProfiles.userId,
      clientUser: { id: clientUser.id, firstName: clientUser.firstName, lastName: clientUser.lastName },
      providerUser: { firstName: providerUser.firstName, lastName: providerUser.lastName },
    })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .innerJoin(providerUser, eq(providerUser.id, providerProfiles.userId))
    .innerJoin(clients, eq(clients.id, hcpSessions.clientId))
    .innerJoin(clientUser, eq(clientUser.id, clients.userId))
    .where(and(eq(hcpSessions.id, sessionId), eq(hcpSessions.organizationId, organizationId)))
    .limit(1);
  if (!row) return null;
  return {
    session: row.session,
    provider: { providerId: row.providerId, userId: row.providerUserId, name: row.providerName || fullName(row.providerUser) },
    client: { userId: row.clientUser.id, name: fullName(row.clientUser) },
  };
}

/**
 * The caller as one side of the session: a CLIENT grant over the session's client, or a HEALTHCARE_PROVIDER
 * grant whose user is the session's provider. Anyone else (another client, another provider, another tenant)
 * gets NOT_FOUND, so session ids cannot be probed.
 */
export async function requireCallParty(ctx: GraphQLContext, sessionId: string): Promise<CallParty> {
  const { viewer, grant } = await requireGrant(ctx, ['CLIENT', 'HEALTHCARE_PROVIDER']);
  const call = await loadCallSession(ctx.deps.db, grant.organizationId, sessionId);
  if (!call) throw appError('NOT_FOUND');
  if (grant.roleName === 'CLIENT' && call.session.clientId === grant.targetId && call.client.userId === viewer.user.id) {
    return { ...call, side: 'CLIENT', self: call.client, other: call.provider };
  }
  if (grant.roleName === 'HEALTHCARE_PROVIDER' && call.provider.userId === viewer.user.id) {
    return { ...call, side: 'HCP', self: call.provider, other: call.client };
  }
  throw appError('NOT_FOUND');
}

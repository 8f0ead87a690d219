import { and, asc, eq, lte } from 'drizzle-orm';
import { canReschedule } from '../../../src/domain/scheduling/hold.ts';
import { canJoin } from '../../../src/domain/scheduling/join-window.ts';
import { isSessionStatus, type SessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { changeSessionStatus } from './session-status-change.ts';

export type SessionRow = typeof hcpSessions.$inferSelect;

/** A session as the API shows it, with the flags the server (never the browser) decides. */
export type SessionView = {
  session: SessionRow;
  status: SessionStatus;
  provider: { id: string; name: string; image: string | null };
  canJoin: boolean;
  canReschedule: boolean;
};

export type SessionOwner = { organizationId: string; clientId?: string | undefined };

/** Locks one session of the organization (and of the client, when given) FOR UPDATE; null when there is none. */
export async function lockSession(db: Database, sessionId: string, owner: SessionOwner): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(hcpSessions)
    .where(and(eq(hcpSessions.id, sessionId), eq(hcpSessions.organizationId, owner.organizationId), owner.clientId ? eq(hcpSessions.clientId, owner.clientId) : undefined))
    .for('update');
  return row ?? null;
}

/**
 * Moves the provider's expired holds to LAPSED, inside the caller's booking transaction and before it writes, so
 * an expired hold never blocks a booking (the exclusion constraint would otherwise still count it).
 */
export async function lapseExpiredHolds(db: Database, providerId: string, now: Date): Promise<void> {
  const expired = await db
    .select({ id: hcpSessions.id, status: hcpSessions.status })
    .from(hcpSessions)
    .where(and(eq(hcpSessions.providerId, providerId), eq(hcpSessions.status, 'PENDING'), lte(hcpSessions.holdExpiresAt, now)))
    .orderBy(asc(hcpSessions.id))
    .for('update');
  await changeSessionStatus(db, expired, 'LAPSED', now);
}

export async function sessionView(db: Database, session: SessionRow, now: Date): Promise<SessionView> {
  const [provider] = await db
    .select({ id: providerProfiles.id, name: providerProfiles.displayName, image: providerProfiles.imageUrl })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, session.providerId))
    .limit(1);
  if (!provider) throw new Error(`session ${session.id}: provider ${session.providerId} missing`);
  const status: SessionStatus = isSessionStatus(session.status) ? session.status : 'CANCELLED';
  return {
    session,
    status,
    provider,
    canJoin: (status === 'SCHEDULED' || status === 'INPROGRESS') && canJoin(session.startsAt, session.endsAt, now),
    canReschedule: canReschedule({ status, rescheduleCutOffAt: session.rescheduleCutOffAt }, now),
  };
}

/** A session of the organization (and client, when given), unlocked; null when there is none. */
export async function findSession(db: Database, sessionId: string, owner: SessionOwner): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(hcpSessions)
    .where(and(eq(hcpSessions.id, sessionId), eq(hcpSessions.organizationId, owner.organizationId), owner.clientId ? eq(hcpSessions.clientId, owner.clientId) : undefined))
    .limit(1);
  return row ?? null;
}

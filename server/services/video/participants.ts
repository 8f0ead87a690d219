import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hcpSessionParticipants } from '../../db/schema/index.ts';
import type { CallSide } from './call-party.ts';

export type ParticipantRow = typeof hcpSessionParticipants.$inferSelect;

/** Records that a side joined (again): the first join is kept, the latest join and the count move on; after a
 * fallback provider took the session, the provider side's user is the new one. */
export async function recordJoin(db: Database, p: { organizationId: string; sessionId: string; side: CallSide; userId: string }, now: Date): Promise<void> {
  await db
    .insert(hcpSessionParticipants)
    .values({ organizationId: p.organizationId, sessionId: p.sessionId, side: p.side, userId: p.userId, firstJoinedAt: now, lastJoinedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [hcpSessionParticipants.sessionId, hcpSessionParticipants.side],
      set: { userId: p.userId, lastJoinedAt: now, lastLeftAt: null, joinCount: sql`${hcpSessionParticipants.joinCount} + 1`, updatedAt: now },
    });
}

/** Records that a side left; a side that never joined has nothing to record (false). */
export async function recordLeave(db: Database, sessionId: string, side: CallSide, now: Date): Promise<boolean> {
  const rows = await db
    .update(hcpSessionParticipants)
    .set({ lastLeftAt: now, updatedAt: now })
    .where(and(eq(hcpSessionParticipants.sessionId, sessionId), eq(hcpSessionParticipants.side, side)))
    .returning({ side: hcpSessionParticipants.side });
  return rows.length > 0;
}

/** The sides that have joined a session at least once. */
export async function joinedSides(db: Database, sessionId: string): Promise<Set<CallSide>> {
  const rows = await db.select({ side: hcpSessionParticipants.side }).from(hcpSessionParticipants).where(eq(hcpSessionParticipants.sessionId, sessionId));
  return new Set(rows.map((r) => r.side).filter((s): s is CallSide => s === 'CLIENT' || s === 'HCP'));
}

/** Whether a side is in the call now: it joined and has not left since (a closed tab that never said so counts as in). */
export async function sideInCall(db: Database, sessionId: string, side: CallSide): Promise<boolean> {
  const [row] = await db
    .select({ lastJoinedAt: hcpSessionParticipants.lastJoinedAt, lastLeftAt: hcpSessionParticipants.lastLeftAt })
    .from(hcpSessionParticipants)
    .where(and(eq(hcpSessionParticipants.sessionId, sessionId), eq(hcpSessionParticipants.side, side)));
  return row !== undefined && (row.lastLeftAt === null || row.lastLeftAt < row.lastJoinedAt);
}

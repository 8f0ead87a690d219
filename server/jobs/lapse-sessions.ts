import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { SessionStatus } from '../../src/domain/scheduling/session-status.ts';
import type { Database } from '../db/client.ts';
import { hcpSessionParticipants, hcpSessions } from '../db/schema/index.ts';
import { followOrderItem, type SessionOutcome } from '../services/scheduling/order-item-follow.ts';
import { changeSessionStatus, type SessionRef } from '../services/scheduling/session-status-change.ts';
import type { JobContext, JobDefinition } from './job-queue.ts';

type DueSession = SessionRef & { orderItemId: string | null };

/**
 * What a booked session that reached its end without becoming INPROGRESS turns into: LAPSED when nobody joined
 * the call, the other side's no-show when only one side did (startVideoCall records each side's join).
 */
function endedStatus(joined: ReadonlySet<string>): { status: SessionStatus; outcome: SessionOutcome } {
  if (joined.has('CLIENT') && !joined.has('HCP')) return { status: 'HCP_NO_SHOW', outcome: 'noShow' };
  if (joined.has('HCP') && !joined.has('CLIENT')) return { status: 'CLIENT_NO_SHOW', outcome: 'noShow' };
  return { status: 'LAPSED', outcome: 'lapsed' };
}

/** Moves the due sessions, grouped by the status each one gets, and their order items with them. */
async function endDueSessions(tx: Database, due: readonly DueSession[], now: Date): Promise<void> {
  const held = due.filter((s) => s.status === 'PENDING');
  await changeSessionStatus(tx, held, 'LAPSED', now);
  const booked = due.filter((s) => s.status === 'SCHEDULED');
  if (booked.length === 0) return;
  const rows = await tx
    .select({ sessionId: hcpSessionParticipants.sessionId, side: hcpSessionParticipants.side })
    .from(hcpSessionParticipants)
    .where(inArray(hcpSessionParticipants.sessionId, booked.map((s) => s.id)));
  const groups = new Map<SessionStatus, { outcome: SessionOutcome; sessions: DueSession[] }>();
  for (const session of booked) {
    const { status, outcome } = endedStatus(new Set(rows.filter((r) => r.sessionId === session.id).map((r) => r.side)));
    const group = groups.get(status) ?? { outcome, sessions: [] };
    group.sessions.push(session);
    groups.set(status, group);
  }
  for (const [status, group] of groups) {
    await changeSessionStatus(tx, group.sessions, status, now);
    for (const session of group.sessions) {
      if (session.orderItemId) await followOrderItem(tx, session.orderItemId, group.outcome, now, false);
    }
  }
}

/**
 * Ends what time has overtaken: booked (SCHEDULED) sessions past their end that never became INPROGRESS (both
 * sides joining makes them so) become LAPSED, or the absent side's no-show when one side joined; held (PENDING)
 * slots past their hold become LAPSED. A booked session's order item follows (Scheduled -> ConsultationExpired,
 * LabBooked -> LabExpired). Works in batches, each its own transaction, with SKIP LOCKED so a session a request is
 * changing right now is left for the next run. Returns how many sessions it ended.
 */
export async function lapseSessions(ctx: JobContext, batchSize = 200): Promise<number> {
  const now = ctx.now();
  let lapsed = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: hcpSessions.id, status: hcpSessions.status, orderItemId: hcpSessions.orderItemId })
        .from(hcpSessions)
        .where(
          or(
            and(eq(hcpSessions.status, 'SCHEDULED'), lte(hcpSessions.endsAt, now)),
            and(eq(hcpSessions.status, 'PENDING'), lte(hcpSessions.holdExpiresAt, now)),
          ),
        )
        .orderBy(asc(hcpSessions.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      await endDueSessions(tx, due, now);
      return due.length;
    });
    lapsed += count;
    if (count < batchSize) return lapsed;
  }
}

export const lapseSessionsJob: JobDefinition = { name: 'lapse-sessions', intervalSeconds: 60, run: (ctx) => lapseSessions(ctx) };

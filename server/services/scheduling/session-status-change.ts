import { and, inArray } from 'drizzle-orm';
import { canSessionTransition, isSessionStatus, type SessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions } from '../../db/schema/index.ts';
import { schedulingError } from './errors.ts';

/** A session as read (and locked FOR UPDATE) by the caller. */
export type SessionRef = { readonly id: string; readonly status: string };

/** Columns that change together with the status (booking links the order item). */
export type StatusChangePatch = { orderItemId?: string };

/**
 * The one way a session's status changes. Every session must be allowed to move to `to` by SESSION_TRANSITIONS
 * (canSessionTransition), or nothing changes and SESSION_TRANSITION_REFUSED is thrown. Callers lock the rows
 * first (SELECT ... FOR UPDATE in their transaction); the UPDATE still only touches rows in the statuses read,
 * so a change made behind a caller's back fails loudly instead of being overwritten. Leaving PENDING clears the
 * hold's expiry.
 */
export async function changeSessionStatus(db: Database, sessions: readonly SessionRef[], to: SessionStatus, now: Date, patch: StatusChangePatch = {}): Promise<void> {
  if (sessions.length === 0) return;
  for (const session of sessions) {
    if (!isSessionStatus(session.status) || !canSessionTransition(session.status, to)) {
      throw schedulingError('SESSION_TRANSITION_REFUSED', `A ${session.status} session cannot become ${to}.`);
    }
  }
  const ids = sessions.map((s) => s.id);
  const from = [...new Set(sessions.map((s) => s.status))];
  const changed = await db
    .update(hcpSessions)
    .set({ status: to, statusChangedAt: now, updatedAt: now, holdExpiresAt: to === 'PENDING' ? undefined : null, ...patch })
    .where(and(inArray(hcpSessions.id, ids), inArray(hcpSessions.status, from)))
    .returning({ id: hcpSessions.id });
  if (changed.length !== sessions.length) throw new Error(`changeSessionStatus: ${sessions.length - changed.length} session(s) changed concurrently`);
}

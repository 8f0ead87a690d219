import { and, eq } from 'drizzle-orm';
import type { SessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import { hcpSessions } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import { captureItemCharge } from '../payments/capture-item.ts';
import { schedulingError } from '../scheduling/errors.ts';
import { followOrderItem } from '../scheduling/order-item-follow.ts';
import { changeSessionStatus } from '../scheduling/session-status-change.ts';
import { sessionView, type SessionView } from '../scheduling/sessions.ts';
import { hcpOwnSession, requireHcp } from './hcp-scope.ts';
import { settleIfDeclined } from './treatment.ts';

/**
 * completeSession: the session's provider ends a consult that took place (INPROGRESS -> COMPLETED); its order
 * item follows (ConsultationInProgress -> ConsultationCompleted) and what it still owes is captured from the
 * order's card hold; a treatment declined during the call is settled then. Nobody else completes a session.
 */
export async function completeSession(ctx: GraphQLContext, sessionId: string): Promise<SessionView> {
  const actor = await requireHcp(ctx);
  const now = ctx.deps.now();
  const session = await ctx.deps.db.transaction(async (tx) => {
    const row = await hcpOwnSession(tx, actor, sessionId, true);
    if (!row) throw appError('NOT_FOUND');
    if (row.status !== 'INPROGRESS') throw schedulingError('SESSION_TRANSITION_REFUSED', 'Only a consultation in progress can be completed.');
    await changeSessionStatus(tx, [row], 'COMPLETED', now);
    if (row.orderItemId) {
      await followOrderItem(tx, row.orderItemId, 'completed', now, false);
      // The consultation happened: its price is taken from the card hold (docs/decisions.md "What is charged when").
      await captureItemCharge(tx, ctx.deps.payments, row.orderItemId, now);
      // A treatment declined during the call ends the service now, as a decline after the call does.
      await settleIfDeclined(tx, row.orderItemId, actor.userId, now);
    }
    return { ...row, status: 'COMPLETED', statusChangedAt: now, updatedAt: now };
  });
  return sessionView(ctx.deps.db, session, now);
}

export type NoShowSide = 'CLIENT' | 'HCP' | 'BOTH';

const NO_SHOW_STATUS = { CLIENT: 'CLIENT_NO_SHOW', HCP: 'HCP_NO_SHOW', BOTH: 'BOTH_NO_SHOW' } as const satisfies Record<NoShowSide, SessionStatus>;

/**
 * markSessionNoShow: once a session has started, its provider, or staff (RECEPTIONIST, BUSINESS_ADMIN) of its
 * business, records who did not come. The allowed moves are SESSION_TRANSITIONS' (BOTH only from SCHEDULED).
 */
export async function markSessionNoShow(ctx: GraphQLContext, input: { sessionId: string; who: NoShowSide }): Promise<SessionView> {
  const { viewer, grant } = await requireGrant(ctx, ['HEALTHCARE_PROVIDER', 'RECEPTIONIST', 'BUSINESS_ADMIN']);
  const now = ctx.deps.now();
  const to = NO_SHOW_STATUS[input.who];
  const session = await ctx.deps.db.transaction(async (tx) => {
    let row;
    if (grant.roleName === 'HEALTHCARE_PROVIDER') {
      row = await hcpOwnSession(tx, { organizationId: grant.organizationId, userId: viewer.user.id }, input.sessionId, true);
    } else if (isUuid(input.sessionId)) {
      [row] = await tx
        .select()
        .from(hcpSessions)
        .where(and(eq(hcpSessions.id, input.sessionId), eq(hcpSessions.organizationId, grant.organizationId), eq(hcpSessions.businessId, grant.targetId)))
        .for('update');
    }
    if (!row || row.status === 'PENDING') throw appError('NOT_FOUND');
    if (now < row.startsAt) throw schedulingError('SESSION_TRANSITION_REFUSED', 'A no-show can be recorded once the consultation has started.');
    await changeSessionStatus(tx, [row], to, now);
    if (row.orderItemId) await followOrderItem(tx, row.orderItemId, 'noShow', now, false);
    return { ...row, status: to, statusChangedAt: now, updatedAt: now };
  });
  return sessionView(ctx.deps.db, session, now);
}

export const NO_SHOW_SIDES: readonly NoShowSide[] = ['CLIENT', 'HCP', 'BOTH'];

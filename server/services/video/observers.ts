// Issue 15: the front desk observes a consultation's call, only when the provider allows it for that consultation.
// The provider switches the permission on its session (setConsultObserversAllowed); a receptionist of the
// session's own business then gets an observer's room token (observeVideoCall): camera and microphone off, it
// receives both sides' media. Switching it off sends every observer out (the server's REMOVED signal) and the
// observer's room token stops working for signalling at once.
import { and, eq, inArray } from 'drizzle-orm';
import { isObserverIdentity, observerIdentityOf, OBSERVERS_NOT_ALLOWED } from '../../../src/domain/video/observer.ts';
import { sessionIdFromRoomName } from '../../../src/domain/video/room-name.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessionObserverPermissions } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import { hcpOwnSession, requireHcp } from '../hcp/hcp-scope.ts';
import { requireReception } from '../reception/access.ts';
import { sessionView, type SessionView } from '../scheduling/sessions.ts';
import { loadCallSession, roomNameOf } from './call-party.ts';
import { consultationDetailsOf, refuseUnlessOpen, type VideoTokenView } from './start-video-call.ts';

/** Whether the provider allows observers in this session's call. */
export async function observersAllowed(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db.select({ id: hcpSessionObserverPermissions.sessionId }).from(hcpSessionObserverPermissions).where(eq(hcpSessionObserverPermissions.sessionId, sessionId)).limit(1);
  return rows.length > 0;
}

/** The sessions of `ids` that allow observers (one statement for a list of sessions). */
export async function sessionsAllowingObservers(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: hcpSessionObserverPermissions.sessionId }).from(hcpSessionObserverPermissions).where(inArray(hcpSessionObserverPermissions.sessionId, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/**
 * setConsultObserversAllowed: the session's own provider allows or stops allowing the front desk to observe its
 * call. Stopping sends the observers out of a call under way. Another provider's or tenant's session: NOT_FOUND.
 */
export async function setObserversAllowed(ctx: GraphQLContext, sessionId: string, allowed: boolean): Promise<SessionView> {
  const actor = await requireHcp(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const session = await hcpOwnSession(db, actor, sessionId);
  if (!session || session.status === 'PENDING') throw appError('NOT_FOUND');
  if (allowed) {
    await db
      .insert(hcpSessionObserverPermissions)
      .values({ sessionId: session.id, organizationId: session.organizationId, allowedBy: actor.userId, allowedAt: now })
      .onConflictDoNothing();
  } else {
    const removed = await db
      .delete(hcpSessionObserverPermissions)
      .where(and(eq(hcpSessionObserverPermissions.sessionId, session.id), eq(hcpSessionObserverPermissions.organizationId, session.organizationId)))
      .returning({ id: hcpSessionObserverPermissions.sessionId });
    if (removed.length > 0) {
      ctx.deps.video.signals.pubsub.publish('videoSignal', roomNameOf(session.id), { kind: 'REMOVED', payload: null, fromIdentity: '', fromName: '', toIdentity: null });
    }
  }
  return sessionView(db, session, now);
}

/**
 * observeVideoCall: a receptionist of the session's business joins its call as an observer, inside the join
 * window, only while the provider allows it (FORBIDDEN with reason OBSERVERS_NOT_ALLOWED otherwise). A session of
 * another business or organization is NOT_FOUND. Each join is written to the audit log: a consultation is health
 * data, watched by someone other than the client.
 */
export async function observeVideoCall(ctx: GraphQLContext, sessionId: string): Promise<VideoTokenView> {
  const actor = await requireReception(ctx);
  const { db } = ctx.deps;
  const call = isUuid(sessionId) ? await loadCallSession(db, actor.organizationId, sessionId) : null;
  if (!call || call.session.businessId !== actor.businessId || !call.session.orderItemId || call.session.status === 'PENDING') throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  refuseUnlessOpen(call, now);
  if (!(await observersAllowed(db, call.session.id))) throw appError('FORBIDDEN', 'The provider has not allowed observers in this consultation.', { reason: OBSERVERS_NOT_ALLOWED });
  const { user } = actor.viewer;
  const self = { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  await recordAudit(
    db,
    { action: 'consult_observed', actorUserId: user.id, organizationId: actor.organizationId, targetType: 'hcp_session', targetId: call.session.id, ip: ctx.client.ip, metadata: { clientId: call.session.clientId } },
    now,
  );
  const roomName = roomNameOf(call.session.id);
  const identity = observerIdentityOf(user.id);
  const token = await ctx.deps.video.adapter.issueToken({ roomName, identity, name: self.name });
  const party = { ...call, side: 'CLIENT' as const, self, other: call.provider };
  return { token, roomName, provider: ctx.deps.video.adapter.provider, identity, iceServers: ctx.deps.video.iceServers, consultationDetails: consultationDetailsOf(party) };
}

/** An observer's room token signals only while the provider still allows observers in that session. */
export async function refuseRemovedObserver(db: Database, identity: string, roomName: string): Promise<void> {
  if (!isObserverIdentity(identity)) return;
  const sessionId = sessionIdFromRoomName(roomName);
  if (!sessionId || !isUuid(sessionId) || !(await observersAllowed(db, sessionId))) {
    throw appError('FORBIDDEN', 'The provider has not allowed observers in this consultation.', { reason: OBSERVERS_NOT_ALLOWED });
  }
}

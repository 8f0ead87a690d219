import { canJoin, JOIN_LEAD_TIME_MINUTES } from '../../../src/domain/scheduling/join-window.ts';
import type { IceServer, VideoProviderName } from '../../adapters/video/video-adapter.ts';
import type { GraphQLContext } from '../../context.ts';
import { appError } from '../errors.ts';
import { followOrderItem } from '../scheduling/order-item-follow.ts';
import { changeSessionStatus } from '../scheduling/session-status-change.ts';
import { lockSession } from '../scheduling/sessions.ts';
import { requireCallParty, roomNameOf, type CallParty } from './call-party.ts';
import { joinedSides, recordJoin } from './participants.ts';
import { notifyProviderWaiting } from '../notifications/emitters.ts';

export type ConsultationDetailsView = { HCPSessionId: string; HCPId: string; fromUserId: string; toUserId: string; HCPName: string; clientName: string };

export type VideoTokenView = {
  token: string;
  roomName: string;
  provider: VideoProviderName;
  identity: string;
  iceServers: IceServer[];
  consultationDetails: ConsultationDetailsView;
};

const JOINABLE = new Set(['SCHEDULED', 'INPROGRESS']);

/** Why a call cannot be joined now, in `extensions.reason` (the client shows VIDEO_CALL_NOT_OPEN's message). */
export function refuseUnlessOpen(party: Pick<CallParty, 'session'>, now: Date): void {
  const { session } = party;
  const opensAt = new Date(session.startsAt.getTime() - JOIN_LEAD_TIME_MINUTES * 60_000);
  const extensions = { opensAt: opensAt.toISOString(), endsAt: session.endsAt.toISOString() };
  if (session.mode !== 'VIRTUAL') throw appError('VIDEO_CALL_NOT_OPEN', 'This consultation takes place in person.', { ...extensions, reason: 'IN_PERSON' });
  if (!JOINABLE.has(session.status)) throw appError('VIDEO_CALL_NOT_OPEN', undefined, { ...extensions, reason: 'STATUS', status: session.status });
  if (!canJoin(session.startsAt, session.endsAt, now)) {
    throw appError('VIDEO_CALL_NOT_OPEN', undefined, { ...extensions, reason: now < opensAt ? 'TOO_EARLY' : 'ENDED' });
  }
}

export const consultationDetailsOf = (party: CallParty): ConsultationDetailsView => ({
  HCPSessionId: party.session.id,
  HCPId: party.provider.providerId,
  fromUserId: party.self.userId,
  toUserId: party.other.userId,
  HCPName: party.provider.name,
  clientName: party.client.name,
});

/**
 * startVideoCall: the session's client or provider, inside the join window (spec §9: from 15 minutes before the
 * start until the end), gets a token for the session's room. Its side's join is recorded; once both sides have
 * joined, the session becomes INPROGRESS and its order item follows (Scheduled -> ConsultationInProgress).
 */
export async function startVideoCall(ctx: GraphQLContext, sessionId: string): Promise<VideoTokenView> {
  const { deps } = ctx;
  const party = await requireCallParty(ctx, sessionId);
  const now = deps.now();
  refuseUnlessOpen(party, now);
  await deps.db.transaction(async (tx) => {
    // Locked, then checked again: a cancel or the lapse job may have moved it since it was read.
    const session = await lockSession(tx, party.session.id, { organizationId: party.session.organizationId });
    if (!session) throw appError('NOT_FOUND');
    // A fallback provider may have taken the session since it was read: the one it replaced is out.
    if (party.side === 'HCP' && session.providerId !== party.provider.providerId) throw appError('NOT_FOUND');
    refuseUnlessOpen({ ...party, session }, now);
    await recordJoin(tx, { organizationId: session.organizationId, sessionId: session.id, side: party.side, userId: party.self.userId }, now);
    const sides = await joinedSides(tx, session.id);
    if (session.status === 'SCHEDULED' && sides.has('CLIENT') && sides.has('HCP')) {
      await changeSessionStatus(tx, [session], 'INPROGRESS', now);
      if (session.orderItemId) await followOrderItem(tx, session.orderItemId, 'started', now, false);
    }
  });
  await notifyProviderWaiting(deps, party.session.id, party.side);
  const roomName = roomNameOf(party.session.id);
  const identity = party.self.userId;
  const token = await deps.video.adapter.issueToken({ roomName, identity, name: party.self.name });
  return { token, roomName, provider: deps.video.adapter.provider, identity, iceServers: deps.video.iceServers, consultationDetails: consultationDetailsOf(party) };
}

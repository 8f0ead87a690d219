import type { GraphQLContext } from '../../context.ts';
import { requireCallParty } from './call-party.ts';
import { recordLeave } from './participants.ts';

export type EndVideoCallView = { success: boolean; message: string };

/**
 * endVideoCall: records that the caller's side left. The session's status does not change: only the provider
 * completes a session (completeSession), and a side may still rejoin while the session lasts.
 */
export async function endVideoCall(ctx: GraphQLContext, sessionId: string): Promise<EndVideoCallView> {
  const party = await requireCallParty(ctx, sessionId);
  const recorded = await recordLeave(ctx.deps.db, party.session.id, party.side, ctx.deps.now());
  return recorded ? { success: true, message: 'Call ended.' } : { success: true, message: 'You had not joined this call.' };
}

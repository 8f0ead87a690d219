import { filter, pipe, type Repeater } from 'graphql-yoga';
import type { VideoSignalEvent, VideoSignalKind } from '../../adapters/video/video-signals.ts';
import type { GraphQLContext } from '../../context.ts';
import { appError } from '../errors.ts';

/** SDP offers with many candidates stay well under this; anything bigger is not a signalling message. */
export const MAX_SIGNAL_PAYLOAD_CHARS = 64_000;

async function roomClaims(ctx: GraphQLContext, roomName: string, token: string) {
  const claims = await ctx.deps.video.roomTokens.verify(token, roomName, ctx.deps.now());
  if (!claims) throw appError('VIDEO_TOKEN_INVALID');
  return claims;
}

/** sendVideoSignal: the room token (from startVideoCall) authorises the sender; the signal goes to the room. */
export async function sendVideoSignal(
  ctx: GraphQLContext,
  input: { roomName: string; token: string; kind: VideoSignalKind; payload?: string | null | undefined },
): Promise<boolean> {
  const claims = await roomClaims(ctx, input.roomName, input.token);
  const payload = input.payload ?? null;
  if (payload !== null && payload.length > MAX_SIGNAL_PAYLOAD_CHARS) throw appError('BAD_USER_INPUT', undefined, { fields: { payload: 'validation.tooLong' } });
  ctx.deps.video.signals.pubsub.publish('videoSignal', input.roomName, { kind: input.kind, payload, fromIdentity: claims.identity, fromName: claims.name });
  return true;
}

/** videoSignals: the room's signals from everyone but the subscriber itself. */
export async function subscribeVideoSignals(ctx: GraphQLContext, roomName: string, token: string): Promise<Repeater<VideoSignalEvent>> {
  const claims = await roomClaims(ctx, roomName, token);
  return pipe(
    ctx.deps.video.signals.pubsub.subscribe('videoSignal', roomName),
    filter((signal: VideoSignalEvent) => signal.fromIdentity !== claims.identity),
  );
}

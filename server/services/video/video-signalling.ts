import { filter, pipe, type Repeater } from 'graphql-yoga';
import type { VideoSignalEvent, VideoSignalKind } from '../../adapters/video/video-signals.ts';
import type { GraphQLContext } from '../../context.ts';
import { isObserverIdentity } from '../../../src/domain/video/observer.ts';
import { appError } from '../errors.ts';
import { refuseRemovedObserver } from './observers.ts';

/** SDP offers with many candidates stay well under this; anything bigger is not a signalling message. */
export const MAX_SIGNAL_PAYLOAD_CHARS = 64_000;

async function roomClaims(ctx: GraphQLContext, roomName: string, token: string) {
  const claims = await ctx.deps.video.roomTokens.verify(token, roomName, ctx.deps.now());
  if (!claims) throw appError('VIDEO_TOKEN_INVALID');
  // An observer (issue 15) signals only while the provider allows observers.
  await refuseRemovedObserver(ctx.deps.db, claims.identity, roomName);
  return claims;
}

/**
 * sendVideoSignal: the room token (from startVideoCall or observeVideoCall) authorises the sender; the signal goes
 * to the room, or to one participant of it (`toIdentity`). REMOVED is the server's own signal.
 */
export async function sendVideoSignal(
  ctx: GraphQLContext,
  input: { roomName: string; token: string; kind: VideoSignalKind; payload?: string | null | undefined; toIdentity?: string | null | undefined },
): Promise<boolean> {
  if (input.kind === 'REMOVED') throw appError('BAD_USER_INPUT', undefined, { fields: { kind: 'validation.invalid' } });
  const claims = await roomClaims(ctx, input.roomName, input.token);
  const payload = input.payload ?? null;
  if (payload !== null && payload.length > MAX_SIGNAL_PAYLOAD_CHARS) throw appError('BAD_USER_INPUT', undefined, { fields: { payload: 'validation.tooLong' } });
  ctx.deps.video.signals.pubsub.publish('videoSignal', input.roomName, {
    kind: input.kind,
    payload,
    fromIdentity: claims.identity,
    fromName: claims.name,
    toIdentity: input.toIdentity ?? null,
  });
  return true;
}

/** The signals of a room a subscriber receives: not its own, and those addressed to the room or to it. */
export function isSignalFor(identity: string, signal: VideoSignalEvent): boolean {
  if (signal.fromIdentity === identity) return false;
  return signal.toIdentity === null || signal.toIdentity === undefined || signal.toIdentity === identity;
}

/** videoSignals: the room's signals from everyone but the subscriber itself; an observer's stream ends when it is removed. */
export async function subscribeVideoSignals(ctx: GraphQLContext, roomName: string, token: string): Promise<Repeater<VideoSignalEvent> | AsyncGenerator<VideoSignalEvent>> {
  const claims = await roomClaims(ctx, roomName, token);
  const signals = pipe(
    ctx.deps.video.signals.pubsub.subscribe('videoSignal', roomName),
    filter((signal: VideoSignalEvent) => isSignalFor(claims.identity, signal)),
  );
  return isObserverIdentity(claims.identity) ? untilRemoved(signals) : signals;
}

/** Passes signals on until REMOVED, which it passes too, then ends (the subscription closes). */
async function* untilRemoved(signals: AsyncIterable<VideoSignalEvent>): AsyncGenerator<VideoSignalEvent> {
  for await (const signal of signals) {
    yield signal;
    if (signal.kind === 'REMOVED') return;
  }
}

import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from './redis-event-target.ts';

/** The p2p signalling messages (spec'd in docs/team-brief-issue6.md): join, leave, SDP offer and answer, ICE. */
export const VIDEO_SIGNAL_KINDS = ['JOIN', 'LEAVE', 'OFFER', 'ANSWER', 'ICE'] as const;
export type VideoSignalKind = (typeof VIDEO_SIGNAL_KINDS)[number];

export type VideoSignalEvent = { kind: VideoSignalKind; payload: string | null; fromIdentity: string; fromName: string };

/** One topic per room: `videoSignal:{roomName}`. */
export type VideoSignalPubSub = PubSub<{ videoSignal: [roomName: string, signal: VideoSignalEvent] }>;

export type VideoSignalBus = { pubsub: VideoSignalPubSub; close(): Promise<void> };

/**
 * In one process an in-memory event target; with REDIS_URL, Redis pub/sub so the two participants may be
 * connected to different API instances behind a load balancer.
 */
export function createVideoSignalBus(redisUrl: string | undefined): VideoSignalBus {
  if (!redisUrl) return { pubsub: createPubSub(), close: () => Promise.resolve() };
  const eventTarget = createRedisEventTarget(redisUrl);
  return { pubsub: createPubSub({ eventTarget }), close: () => eventTarget.close() };
}

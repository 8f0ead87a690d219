import type { EventBus } from '../events/event-bus.ts';

/**
 * The p2p signalling messages (spec'd in docs/team-brief-issue6.md): join, leave, SDP offer and answer, ICE; and
 * REMOVED, which only the server sends when the provider stops allowing observers (issue 15): observers leave, and
 * the two sides close their connections to them.
 */
export const VIDEO_SIGNAL_KINDS = ['JOIN', 'LEAVE', 'OFFER', 'ANSWER', 'ICE', 'REMOVED'] as const;
export type VideoSignalKind = (typeof VIDEO_SIGNAL_KINDS)[number];

/** `toIdentity` addresses one participant (a room with an observer has three); null is the whole room. */
export type VideoSignalEvent = { kind: VideoSignalKind; payload: string | null; fromIdentity: string; fromName: string; toIdentity?: string | null };

/**
 * Signals travel on the process's event bus (topic `videoSignal:{roomName}`), so the two participants may be
 * connected to different API processes: Redis with REDIS_URL, PostgreSQL LISTEN/NOTIFY otherwise.
 */
export type VideoSignalBus = EventBus;

import type { EventBus } from '../events/event-bus.ts';

/** The p2p signalling messages (spec'd in docs/team-brief-issue6.md): join, leave, SDP offer and answer, ICE. */
export const VIDEO_SIGNAL_KINDS = ['JOIN', 'LEAVE', 'OFFER', 'ANSWER', 'ICE'] as const;
export type VideoSignalKind = (typeof VIDEO_SIGNAL_KINDS)[number];

export type VideoSignalEvent = { kind: VideoSignalKind; payload: string | null; fromIdentity: string; fromName: string };

/**
 * Signals travel on the process's event bus (topic `videoSignal:{roomName}`), so the two participants may be
 * connected to different API processes: Redis with REDIS_URL, PostgreSQL LISTEN/NOTIFY otherwise.
 */
export type VideoSignalBus = EventBus;

import { createPubSub, type PubSub } from 'graphql-yoga';
import type { QuoteCatalogueEvent } from '../../services/orders/quote-catalogue-cache.ts';
import type { PublicContentEvent } from '../../services/public-cache.ts';
import type { VideoSignalEvent } from '../video/video-signals.ts';

/**
 * What crosses the bus when free times change (a hold, booking, cancellation, hours, time off, a provider's approval
 * or deactivation): the freeTimes cache of every other process drops that organization's weeks (all without one).
 * `origin` is the publishing process, which has already dropped its own.
 */
export type AvailabilityEvent = { origin: string; organizationId?: string };

/**
 * What crosses the bus when a client's readings change (addMetricReadings, addWeeklyProgress): every other process
 * drops its kept metricReadings pages of that client. Ids only, never a value.
 */
export type ReadingsEvent = { origin: string; organizationId: string; clientId: string };

/** What crosses the bus for a new notification: only its id; the subscriber re-reads the row (nothing private travels). */
export type NotificationEvent = { id: string };

/**
 * Every cross-process event the server publishes, by topic: `videoSignal:{roomName}` for p2p call signalling and
 * `notification:{userId}` for a user's new notification; `publicContent` when cached public answers must go;
 * `availability` when cached free times must go; `readings` when a client's kept readings pages must go.
 */
export type CarebookEvents = {
  videoSignal: [roomName: string, signal: VideoSignalEvent];
  notification: [userId: string, event: NotificationEvent];
  publicContent: [event: PublicContentEvent];
  availability: [event: AvailabilityEvent];
  quoteCatalogue: [event: QuoteCatalogueEvent];
  readings: [event: ReadingsEvent];
};

export type EventBus = { pubsub: PubSub<CarebookEvents>; close(): Promise<void> };

/** Events stay inside this process: right for one process (PGlite) and for tests. */
export function createInMemoryEventBus(): EventBus {
  return { pubsub: createPubSub<CarebookEvents>(), close: () => Promise.resolve() };
}

/** The topics whose one argument is the event (no id in the topic): what the per-process caches listen to. */
export type BroadcastTopic = { [K in keyof CarebookEvents]: CarebookEvents[K] extends [unknown] ? K : never }[keyof CarebookEvents];

/**
 * Calls `onEvent` for every event of a broadcast topic for the life of the bus: how a process's caches hear of
 * another process's writes. If listening ever stops, the log names `owner` (never an event's content).
 */
export function onEachEvent<T extends BroadcastTopic>(bus: EventBus, topic: T, owner: string, onEvent: (event: CarebookEvents[T][0]) => void): void {
  // The generic topic does not narrow PubSub's overloaded argument list; every BroadcastTopic takes the topic alone.
  const events = bus.pubsub.subscribe(topic as 'availability') as AsyncIterable<CarebookEvents[T][0]>;
  void (async () => {
    for await (const event of events) onEvent(event);
  })().catch((error: unknown) => {
    console.error(`[${owner}] listening stopped: ${error instanceof Error ? error.message : 'unknown error'}`);
  });
}

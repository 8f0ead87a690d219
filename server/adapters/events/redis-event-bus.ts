import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { CarebookEvents, EventBus } from './event-bus.ts';

/**
 * Redis pub/sub through The Guild's @graphql-yoga/redis-event-target (one channel per topic, JSON payloads). Its
 * peer range says ioredis 5; it only calls publish, subscribe, unsubscribe and on('message'), which ioredis 6 keeps
 * as they were (package.json overrides the peer). The package does not catch a failed command, so no command may
 * fail while Redis is away: `maxRetriesPerRequest: null` keeps them queued until ioredis has reconnected (and
 * resubscribed) instead of rejecting them.
 */
export function createRedisEventBus(redisUrl: string): EventBus {
  const options = { maxRetriesPerRequest: null, enableOfflineQueue: true };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  // ioredis reconnects on its own; log without the URL (it may hold a password) and never a message.
  const logError = (error: Error) => console.error(`[events] redis: ${error.message}`);
  publishClient.on('error', logError);
  subscribeClient.on('error', logError);
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  let closed: Promise<void> | undefined;
  return {
    pubsub: createPubSub<CarebookEvents>({ eventTarget }),
    close: () => (closed ??= Promise.allSettled([publishClient.quit(), subscribeClient.quit()]).then(() => undefined)),
  };
}

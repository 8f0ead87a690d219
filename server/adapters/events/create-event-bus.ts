import type { AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createInMemoryEventBus, type EventBus } from './event-bus.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

/** Which transport carries events between the API processes; chosen once per process. */
export type EventBusKind = 'redis' | 'memory';

export function eventBusKind(config: Pick<AppConfig, 'redisUrl'>): EventBusKind {
  return config.redisUrl ? 'redis' : 'memory';
}

/** REDIS_URL → Redis pub/sub; otherwise in memory (one process). */
export function createEventBus(config: Pick<AppConfig, 'redisUrl'>, _database?: DatabaseHandle): EventBus {
  return config.redisUrl ? createRedisEventBus(config.redisUrl) : createInMemoryEventBus();
}

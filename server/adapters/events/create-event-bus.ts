import type { AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createInMemoryEventBus, type EventBus } from './event-bus.ts';
import { createPostgresEventBus } from './postgres-event-bus.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

/** Which transport carries events between the API processes; chosen once per process. */
export type EventBusKind = 'redis' | 'postgres' | 'memory';

type BusConfig = Pick<AppConfig, 'redisUrl' | 'databaseUrl'>;

/** REDIS_URL → Redis; else a PostgreSQL server (DATABASE_URL) → LISTEN/NOTIFY; else (PGlite, one process) memory. */
export function eventBusKind(config: BusConfig, database?: Pick<DatabaseHandle, 'kind'>): EventBusKind {
  if (config.redisUrl) return 'redis';
  if (config.databaseUrl && database?.kind === 'postgres') return 'postgres';
  return 'memory';
}

export function createEventBus(config: BusConfig, database?: Pick<DatabaseHandle, 'kind' | 'db'>): EventBus {
  const kind = eventBusKind(config, database);
  if (kind === 'redis' && config.redisUrl) return createRedisEventBus(config.redisUrl);
  if (kind === 'postgres' && config.databaseUrl && database) return createPostgresEventBus({ connectionString: config.databaseUrl, db: database.db });
  return createInMemoryEventBus();
}

// metricReadings pages kept per API process (issue 11's latency goal, issue 18): a client's page of readings, as
// asked (metric type, sort, limit, offset; no time range), is answered again without the database until the client's
// readings change. The only writers of metric_readings are addMetricReadings and addWeeklyProgress
// (server/schema/progress.ts): each calls readingsChanged after its write, whatever its outcome, which drops the
// client's pages here and, through the event bus (topic readings), in every other process. An entry also ends after
// READINGS_CACHE_TTL_MS (a write outside the API: SQL by hand). The checks (who may read whose progress) and the
// audit row of every read run per request, before and beside this cache: it only spares the page's statement.
import { randomUUID } from 'node:crypto';
import { onEachEvent, type ReadingsEvent } from '../../adapters/events/event-bus.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProgressActor } from './access.ts';
import { readingPage, type MetricReadingPage, type parseReadingList } from './readings.ts';
import { perDepsCache } from '../per-deps-cache.ts';
import { createReadsInFlight } from '../reads-in-flight.ts';

/** The longest a page lives: a write that skipped readingsChanged (SQL by hand) shows within it. */
export const READINGS_CACHE_TTL_MS = 30_000;
/** Clients whose pages a process keeps (the least recently asked go first), and pages kept per client. */
const MAX_CLIENTS = 2_000;
const MAX_PAGES_PER_CLIENT = 8;
/** Clients remembered as changed (for pages being read while they changed); past it, every read under way is refused. */
const MAX_CHANGED = 10_000;

export type ReadingsCacheDeps = Pick<AppDeps, 'config' | 'events' | 'db'>;

type Entry = { page: MetricReadingPage; until: number };

export type ReadingsCache = {
  readonly enabled: boolean;
  /** The client's page under `key`: kept, joined to the same read under way, or read now (and kept). */
  page(actor: ProgressActor, key: string, read: () => Promise<MetricReadingPage>): Promise<MetricReadingPage>;
  /** Drops the client's pages here and in every other process. */
  invalidate(organizationId: string, clientId: string): void;
};

const clientKeyOf = (organizationId: string, clientId: string) => `${organizationId}:${clientId}`;

function createReadingsCache(deps: ReadingsCacheDeps, enabled: boolean): ReadingsCache {
  const origin = randomUUID();
  /** Kept pages by client, then by arguments; a Map keeps the order clients were last asked for. */
  const clients = new Map<string, Map<string, Entry>>();
  /** Reads under way by client and arguments, with the change count they started under. */
  const pending = createReadsInFlight<MetricReadingPage>();
  /** Each change bumps `changes`; `changedAt` holds the count of each client's last change. */
  let changes = 0;
  const changedAt = new Map<string, number>();
  /** Reads started before this count are not kept (the changed clients were forgotten to bound the map). */
  let floor = 0;

  const dropLocally = (clientKey: string) => {
    changes += 1;
    if (changedAt.size >= MAX_CHANGED) {
      changedAt.clear();
      floor = changes;
    }
    changedAt.set(clientKey, changes);
    clients.delete(clientKey);
    pending.forget(clientKey);
  };

  /** Whether a read that started under change count `token` may still be kept or shared. */
  const current = (clientKey: string, token: number) => token >= floor && (changedAt.get(clientKey) ?? -1) <= token;

  if (enabled) {
    // Another process's write: drop the client's pages here too (ours were dropped before publishing).
    onEachEvent(deps.events, 'readings', 'readings-cache', (event) => {
      if (event.origin !== origin) dropLocally(clientKeyOf(event.organizationId, event.clientId));
    });
  }

  const keep = (clientKey: string, key: string, page: MetricReadingPage, token: number) => {
    if (!current(clientKey, token)) return;
    let pages = clients.get(clientKey);
    if (pages) clients.delete(clientKey);
    else pages = new Map();
    clients.set(clientKey, pages);
    pages.delete(key);
    pages.set(key, { page, until: performance.now() + READINGS_CACHE_TTL_MS });
    if (pages.size > MAX_PAGES_PER_CLIENT) pages.delete(pages.keys().next().value as string);
    if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value as string);
  };

  return {
    enabled,
    page: (actor, key, read) => {
      if (!enabled) return read();
      const clientKey = clientKeyOf(actor.organizationId, actor.clientId);
      const hit = clients.get(clientKey)?.get(key);
      // A monotonic clock: the app's clock (deps.now) is moved by tests and must not stretch an entry's life.
      if (hit && hit.until > performance.now()) return Promise.resolve(hit.page);
      const under = pending.joinable(clientKey, key, (token) => current(clientKey, token));
      if (under) return under;
      const token = changes;
      const page = read();
      pending.add(clientKey, key, token, page);
      page.then(
        (answer) => keep(clientKey, key, answer, token),
        () => undefined,
      );
      return page;
    },
    invalidate: (organizationId, clientId) => {
      if (!enabled) return;
      dropLocally(clientKeyOf(organizationId, clientId));
      const event: ReadingsEvent = { origin, organizationId, clientId };
      try {
        deps.events.pubsub.publish('readings', event);
      } catch (error) {
        // The other processes' pages still end with their TTL.
        console.error(`[readings-cache] publish failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    },
  };
}

const kept = perDepsCache(createReadingsCache);

/**
 * The process's readings cache for these deps: on, except under NODE_ENV=test, where tests write readings straight
 * into the database between requests (the cache's own test turns it on with useReadingsCache).
 */
export function readingsCache(deps: ReadingsCacheDeps): ReadingsCache {
  return kept.of(deps);
}

/** Gives these deps a working readings cache (its tests); call before building the app. */
export function useReadingsCache(deps: ReadingsCacheDeps): ReadingsCache {
  return kept.turnOn(deps);
}

/** Call after any write of a client's metric_readings (committed or failed): its pages go in every process. */
export function readingsChanged(deps: ReadingsCacheDeps, actor: Pick<ProgressActor, 'organizationId' | 'clientId'>): void {
  readingsCache(deps).invalidate(actor.organizationId, actor.clientId);
}

/**
 * metricReadings' page for a reader already checked (progressReader): kept per process when the question has no
 * time range (the progress screen's), read by readingPage otherwise. The same rows and total as readingPage answers.
 */
export function cachedReadingPage(deps: ReadingsCacheDeps, actor: ProgressActor, input: ReturnType<typeof parseReadingList>): Promise<MetricReadingPage> {
  const read = () => readingPage(deps.db, actor, input);
  if (input.filter?.from || input.filter?.to) return read();
  const sort = (input.sort ?? []).map((s) => `${s.field}.${s.direction}`).join(',');
  const key = `${input.filter?.metricType ?? ''}|${sort}|${input.limit}|${input.offset}`;
  return readingsCache(deps).page(actor, key, read);
}

import { randomUUID } from 'node:crypto';
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { AppDeps } from '../deps.ts';
import { onEachEvent } from '../adapters/events/event-bus.ts';
import { perDepsCache } from './per-deps-cache.ts';

/** How long the server keeps a public answer (the same as the CDN's max-age): an edit that skipped invalidation shows within it. */
export const PUBLIC_CACHE_TTL_MS = 60_000;
/** Distinct public answers kept per process (least recently used go first). */
const PUBLIC_CACHE_MAX_ENTRIES = 5_000;

/** An entity of a cached answer (`Product` + its id), or every answer holding a type when id is missing. */
export type CachedEntity = { typename: string; id?: string | number };

/**
 * What crosses the event bus when public content changes: the entities a mutation returned, or an organization
 * whose content changed. `origin` is the publishing process, which has already dropped its own entries.
 */
export type PublicContentEvent = { origin: string; organizationId?: string; entities?: CachedEntity[] };

/**
 * The response cache's store (anonymous answers of public queries, server/schema/plugins/public-response-cache.ts)
 * with what the plugin does not know: a whole-cache flush, a generation so an answer computed before a change is
 * never stored after it, and invalidations shared with the other API processes through the event bus.
 */
export type PublicCache = Cache & {
  readonly enabled: boolean;
  /** Bumped by every invalidation: an execution that started under an older generation does not store its answer. */
  generation(): number;
  /** Drops every entry of this process and tells the others (organizationId travels for future per-tenant tags). */
  flush(organizationId?: string): void;
};

function createPublicCache(deps: AppDeps, enabled: boolean): PublicCache {
  const origin = randomUUID();
  let store = createInMemoryCache({ max: PUBLIC_CACHE_MAX_ENTRIES });
  let generation = 0;

  const publish = (event: Omit<PublicContentEvent, 'origin'>) => {
    try {
      deps.events.pubsub.publish('publicContent', { origin, ...event });
    } catch (error) {
      // Entries of the other processes still end with their TTL.
      console.error(`[public-cache] publish failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  };
  const dropLocally = (event: Omit<PublicContentEvent, 'origin'>) => {
    generation += 1;
    if (event.entities && !event.organizationId) void store.invalidate(event.entities);
    else store = createInMemoryCache({ max: PUBLIC_CACHE_MAX_ENTRIES });
  };

  if (enabled) {
    // Another process's admin change: drop the same entries here (ours were dropped before publishing).
    onEachEvent(deps.events, 'publicContent', 'public-cache', (event) => {
      if (event.origin !== origin) dropLocally(event);
    });
  }

  return {
    enabled,
    generation: () => generation,
    get: (key) => (enabled ? store.get(key) : undefined),
    set: (key, value, entities, ttl) => (enabled ? store.set(key, value, entities, ttl) : undefined),
    invalidate: (entities) => {
      if (!enabled) return;
      const list = [...entities].map(({ typename, id }) => (id === undefined ? { typename } : { typename, id }));
      if (list.length === 0) return;
      dropLocally({ entities: list });
      publish({ entities: list });
    },
    flush: (organizationId) => {
      if (!enabled) return;
      dropLocally({ organizationId: organizationId ?? 'all' });
      publish({ organizationId: organizationId ?? 'all' });
    },
  };
}

const kept = perDepsCache(createPublicCache);

/**
 * The process's public answer cache for these deps: on, except under NODE_ENV=test, where tests change public rows
 * in the database between requests and expect the next request to see them (tests of the cache turn it on with
 * `usePublicCache`).
 */
export function publicCache(deps: AppDeps): PublicCache {
  return kept.of(deps);
}

/** Gives these deps a working public cache (tests of the cache); call before building the app. */
export function usePublicCache(deps: AppDeps): PublicCache {
  return kept.turnOn(deps);
}

/**
 * Call after the transaction of any change to what visitors read without signing in (business, locations,
 * catalogue, FAQ, forms, workflows, translations): every cached public answer is dropped in every API process,
 * so the next visitor reads the change. The CDN and service workers keep theirs for at most max-age (60 s).
 */
export function invalidatePublicContent(deps: AppDeps, organizationId: string): void {
  publicCache(deps).flush(organizationId);
}

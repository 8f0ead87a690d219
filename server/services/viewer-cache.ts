import type { AppDeps } from '../deps.ts';

/**
 * How long a process reuses what it read about a session (its revocation and expiry, the user, the user's grants):
 * a session revoked, a user suspended or a grant removed, in any process, stops working within this time everywhere.
 * One screen sends several requests at once (readings, records, the bell): they cost the session's reads once.
 */
export const VIEWER_CACHE_MS = 1000;

type Entry = { value: Promise<unknown>; until: number };

/** Sessions read by this process in the last VIEWER_CACHE_MS, by session id. */
export type ViewerCache = {
  ttlMs: number;
  /** The cached read of `key`, or a fresh one by `load` (a failed read is not kept). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** Drops one session at once (this process signed it out). */
  forget: (key: string) => void;
};

const SWEEP_AT = 10_000;

/** Every cache of this process with a window, so a sign-out or sign-in here takes effect at once (not within the second). */
const liveCaches = new Set<Map<string, Entry>>();

/** Drops what this process cached about a session (revoked here): its next request reads the database. */
export function forgetSession(sessionId: string): void {
  for (const entries of liveCaches) for (const key of entries.keys()) if (key.startsWith(`${sessionId}:`)) entries.delete(key);
}

/** Drops every cached session of a user (its sessions revoked or superseded here). */
export function forgetUserSessions(userId: string): void {
  for (const entries of liveCaches) for (const key of entries.keys()) if (key.endsWith(`:${userId}`)) entries.delete(key);
}

function createViewerCache(ttlMs: number): ViewerCache {
  const entries = new Map<string, Entry>();
  if (ttlMs > 0) liveCaches.add(entries);
  return {
    ttlMs,
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (ttlMs <= 0) return load();
      // A monotonic clock: the app's clock (deps.now) is moved by tests and must not stretch the window.
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (entries.size >= SWEEP_AT) for (const [k, e] of entries) if (e.until <= now) entries.delete(k);
      const value = load();
      entries.set(key, { value, until: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget: (key) => {
      entries.delete(key);
    },
  };
}

const caches = new WeakMap<AppDeps, ViewerCache>();

/**
 * The process's session cache for these deps: VIEWER_CACHE_MS, except under NODE_ENV=test, where the existing
 * tests change sessions, users and grants in the database and expect the next request to see it (0: every request
 * reads; tests/server/metric-readings-viewer-cache.test.ts turns it on with `useViewerCache`).
 */
export function viewerCache(deps: AppDeps): ViewerCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createViewerCache(deps.config.nodeEnv === 'test' ? 0 : VIEWER_CACHE_MS);
    caches.set(deps, cache);
  }
  return cache;
}

/** Gives these deps a session cache of `ttlMs` (tests of the cache itself). */
export function useViewerCache(deps: AppDeps, ttlMs = VIEWER_CACHE_MS): ViewerCache {
  const cache = createViewerCache(ttlMs);
  caches.set(deps, cache);
  return cache;
}

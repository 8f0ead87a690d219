// TanStack Query with the spec's cache rules (§9: stored data never goes stale by itself) persisted to
// IndexedDB; the buster drops the stored cache whenever a new build ships. Saving runs on a throttle (about a
// second) and, so that a screen seen just before the signal went stays readable, at once when the page is hidden
// or left (issue 12).
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'carebook-query-cache';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: WEEK_MS,
      // The transport already retries network failures; a GraphQL error will not fix itself.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

const persister = createAsyncStoragePersister({
  key: CACHE_KEY,
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
});

let restored: Promise<void> = Promise.resolve();

const buster = (): string => import.meta.env.VITE_BUILD_ID ?? 'dev';

/** Writes the cache now, past the persister's throttle (same format, so the next start restores it). */
export async function saveQueryCacheNow(): Promise<void> {
  const client: PersistedClient = { buster: buster(), timestamp: Date.now(), clientState: dehydrate(queryClient) };
  await set(CACHE_KEY, JSON.stringify(client));
}

/**
 * New data is written as soon as it arrives (answers of one tick are written once), before the screen even shows
 * it: a page left right after (a full navigation, a reload) cannot be relied on to finish a write begun then.
 */
const EAGER_SAVE_DELAY_MS = 0;

function saveWhenLeavingOrFetched(): void {
  const save = () => void saveQueryCacheNow().catch(() => undefined);
  addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  // A reload can tear the page down before an IndexedDB write begun in `pagehide` commits: data that arrives is
  // also written at once, so a screen seen just before the signal went stays readable.
  let pending: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      save();
    }, EAGER_SAVE_DELAY_MS);
  });
}

/** Restores the stored cache and keeps saving it; call once at start. The promise settles when restored. */
export function startQueryPersistence(): Promise<void> {
  if (typeof indexedDB === 'undefined') return restored;
  const [, restorePromise] = persistQueryClient({
    queryClient,
    persister,
    maxAge: WEEK_MS,
    buster: buster(),
  });
  // A broken store must not keep the app from starting.
  restored = restorePromise.catch(() => undefined);
  // Only once restored: saving earlier would overwrite the stored cache with a still-empty one.
  void restored.then(saveWhenLeavingOrFetched);
  return restored;
}

export function queryCacheRestored(): Promise<void> {
  return restored;
}

/** Empties the in-memory and the stored cache (sign-out). */
export async function clearQueryCache(): Promise<void> {
  queryClient.clear();
  await persister.removeClient();
}

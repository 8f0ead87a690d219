// TanStack Query with the spec's cache rules (§9: stored data never goes stale by itself) persisted to
// IndexedDB; the buster drops the stored cache whenever a new build ships.
import { QueryClient } from '@tanstack/react-query';
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

/** Restores the stored cache and keeps saving it; call once at start. The promise settles when restored. */
export function startQueryPersistence(): Promise<void> {
  if (typeof indexedDB === 'undefined') return restored;
  const [, restorePromise] = persistQueryClient({
    queryClient,
    persister,
    maxAge: WEEK_MS,
    buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  });
  // A broken store must not keep the app from starting.
  restored = restorePromise.catch(() => undefined);
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

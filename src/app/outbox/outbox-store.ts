// The outbox's storage: entries in their own IndexedDB database (idb-keyval's createStore, apart from the query
// cache and drafts, so clearing one never touches the other) and a valtio mirror for screens. Tabs tell each other
// to re-read through a BroadcastChannel, so an entry sent by one tab leaves the 'Waiting to sync' list of all.
import { createStore, delMany, setMany, values, type UseStore } from 'idb-keyval';
import { proxy } from 'valtio';
import { byCreation, isOutboxEntry, type OutboxEntry } from './outbox-entry.ts';

export type OutboxState = {
  /** The stored entries of every user, oldest first (screens filter by the signed-in user). */
  entries: OutboxEntry[];
  loaded: boolean;
  /** A flush is running in this tab. */
  syncing: boolean;
};

export const outboxState = proxy<OutboxState>({ entries: [], loaded: false, syncing: false });

/** Where entries are kept; an in-memory map stands in where IndexedDB is missing (tests, private modes). */
export type OutboxStorage = {
  all(): Promise<OutboxEntry[]>;
  put(entries: readonly OutboxEntry[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
};

export function indexedDbStorage(store: UseStore = createStore('carebook-outbox', 'entries')): OutboxStorage {
  return {
    all: async () => (await values<unknown>(store)).filter(isOutboxEntry),
    put: (entries) => setMany(entries.map((entry) => [entry.id, entry]), store),
    remove: (ids) => delMany([...ids], store),
  };
}

export function memoryStorage(): OutboxStorage {
  const map = new Map<string, OutboxEntry>();
  return {
    all: () => Promise.resolve([...map.values()].map((entry) => structuredClone(entry))),
    put: (entries) => {
      for (const entry of entries) map.set(entry.id, structuredClone(entry));
      return Promise.resolve();
    },
    remove: (ids) => {
      for (const id of ids) map.delete(id);
      return Promise.resolve();
    },
  };
}

/**
 * A detached copy. valtio turns what is assigned to a proxy into proxies in place, and IndexedDB cannot store a
 * proxy (DataCloneError): the mirror only ever gets copies, and so does the storage. Entries are JSON by design.
 */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

let storage: OutboxStorage | null = null;

export function outboxStorage(): OutboxStorage {
  storage ??= typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage();
  return storage;
}

/** Tests swap the storage. */
export function setOutboxStorage(next: OutboxStorage): void {
  storage = next;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('carebook-outbox');

/**
 * The mirror's own copy, published to the valtio state at once (an entry just added) or at most once a second
 * while a pass runs: 1,000 entries going out would otherwise re-render the progress screen (its chart and list of
 * every waiting reading) after each of 100 calls, and those renders, not the network, took most of the time.
 */
const mirror = new Map<string, OutboxEntry>();
const MIRROR_DELAY_MS = 1_000;
let publishTimer: ReturnType<typeof setTimeout> | undefined;
let tellTabs = false;

function publishNow(): void {
  clearTimeout(publishTimer);
  publishTimer = undefined;
  outboxState.entries = plain([...mirror.values()].sort(byCreation));
  if (tellTabs) channel?.postMessage('changed');
  tellTabs = false;
}

function publish(when: 'now' | 'soon'): void {
  if (when === 'now') publishNow();
  else publishTimer ??= setTimeout(publishNow, MIRROR_DELAY_MS);
}

/** Re-reads the stored entries into the screens' mirror. */
export async function reloadOutbox(): Promise<OutboxEntry[]> {
  const entries = (await outboxStorage().all()).sort(byCreation);
  mirror.clear();
  for (const entry of plain(entries)) mirror.set(entry.id, entry);
  publishNow();
  outboxState.loaded = true;
  return entries;
}

type Publish = { publish?: 'now' | 'soon' };

/** Stores entries (new or changed), mirrors them and tells the other tabs. */
export async function putEntries(entries: readonly OutboxEntry[], { publish: when = 'now' }: Publish = {}): Promise<void> {
  if (entries.length === 0) return;
  const copies = plain(entries);
  await outboxStorage().put(copies);
  for (const entry of copies) mirror.set(entry.id, entry);
  tellTabs = true;
  publish(when);
}

/**
 * Changes entries on screen only: 'sending' is not worth an IndexedDB write per batch, since whoever next holds
 * the send lock treats a stored 'pending' and a left-over 'sending' alike.
 */
export function mirrorOnly(entries: readonly OutboxEntry[], when: 'now' | 'soon' = 'now'): void {
  for (const entry of plain(entries)) mirror.set(entry.id, entry);
  publish(when);
}

/**
 * Forgets entries (sent, or discarded by the person). `mirror: false` leaves them on screen until the caller
 * drops them (dropFromMirror), so a sent reading stays visible until the refreshed list that holds it arrives.
 */
export async function removeEntries(ids: readonly string[], { mirror: fromMirror = true, publish: when = 'now' }: Publish & { mirror?: boolean } = {}): Promise<void> {
  if (ids.length === 0) return;
  await outboxStorage().remove(ids);
  if (fromMirror) for (const id of ids) mirror.delete(id);
  tellTabs = true;
  publish(when);
}

/** Takes entries off the screens at once (and publishes whatever a pass left pending). */
export function dropFromMirror(ids: readonly string[]): void {
  for (const id of ids) mirror.delete(id);
  publishNow();
}

/** Calls `listener` when another tab changed the outbox. */
export function onOtherTabChange(listener: () => void): () => void {
  if (!channel) return () => undefined;
  const handle = () => listener();
  channel.addEventListener('message', handle);
  return () => channel.removeEventListener('message', handle);
}

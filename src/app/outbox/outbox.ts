// The app-wide outbox: screens add entries here (written to IndexedDB first, shown at once as 'Waiting to sync'),
// and one runner sends them: on start, on `online`, on a timer, when the service worker's Background Sync fires,
// and right after an entry is added. Safari has no Background Sync; the page's triggers cover it.
import type { QueryKey } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { getCurrentUserCookie } from '../auth-tokens.ts';
import { queryClient } from '../query-client.ts';
import { session } from '../session.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import type { OutboxEntry, OutboxKind, OutboxPayloads } from './outbox-entry.ts';
import { flushOutbox, type FlushDeps, type FlushResult } from './outbox-runner.ts';
import { sendBatch } from './outbox-senders.ts';
import { onOtherTabChange, outboxState, putEntries, reloadOutbox, removeEntries } from './outbox-store.ts';

/** The Background Sync tag and the message the service worker posts when it fires (sw/outbox-sync.ts). */
export const OUTBOX_SYNC_TAG = 'carebook-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';
const LOCK_NAME = 'carebook-outbox-send';
/** While something waits, look again this often (Safari has no Background Sync; a lost `online` event). */
export const OUTBOX_TIMER_MS = 30_000;
const BUSY_RETRY_MS = 3_000;

export class OutboxUnavailableError extends Error {
  override readonly name = 'OutboxUnavailableError';
}

async function withLock<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (old browsers) two tabs may both send; the server's key still stores each entry once.
  if (!locks) return work();
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? work() : ('busy' as const)));
}

const deps: FlushDeps = {
  send: sendBatch,
  userId: () => session.user?.id ?? null,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  now: () => Date.now(),
  withLock,
  // Screens no longer open are refetched too ('all'): their cached copy is what shows offline later, and it must
  // hold what was just stored. A refetch that stalls (the signal dropped again) must not hold the pass.
  invalidate: (keys) =>
    Promise.race([
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, 5_000)),
    ]),
};

let running: Promise<FlushResult> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is due now; a call during a pass runs one more pass after it (an entry added meanwhile). */
export function syncOutbox(): Promise<FlushResult> {
  if (running) {
    again = true;
    return running;
  }
  outboxState.syncing = true;
  running = flushOutbox(deps)
    .catch((error: unknown): FlushResult => {
      console.warn('Outbox pass failed', error instanceof Error ? error.name : 'unknown');
      return { outcome: 'done', sent: 0, rejected: 0, deferred: 0 };
    })
    .finally(() => {
      running = null;
      outboxState.syncing = false;
      const rerun = again;
      again = false;
      if (rerun) void syncOutbox();
      else scheduleNext();
    });
  const pass = running;
  void pass.then((result) => {
    if (result.outcome === 'busy') scheduleNext(BUSY_RETRY_MS);
  });
  return pass;
}

/** The next timed pass: at the earliest back-off's end, or the regular tick while anything waits. */
function scheduleNext(delay?: number): void {
  clearTimeout(timer);
  const userId = session.user?.id;
  const waiting = outboxState.entries.filter((entry) => entry.userId === userId && entry.state !== 'rejected');
  if (waiting.length === 0 && delay === undefined) return;
  const soonest = Math.min(...waiting.map((entry) => entry.notBefore));
  const wait = delay ?? Math.min(OUTBOX_TIMER_MS, Math.max(1_000, soonest - Date.now()));
  timer = setTimeout(() => void syncOutbox(), wait);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration && 'sync' in registration) await (registration as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }).sync.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync refused or missing: the page's own triggers send it.
  }
}

export type NewEntry<K extends OutboxKind> = {
  kind: K;
  payload: OutboxPayloads[K];
  /** The key to send it under; a new UUID by default (a draft that already has one passes it). */
  id?: string;
  invalidates?: QueryKey[];
};

/**
 * Writes an entry for the signed-in user and starts sending it. Resolves once it is stored on this device (it is
 * then the outbox's to deliver); throws OutboxUnavailableError without a signed-in user or storage.
 */
export async function addToOutbox<K extends OutboxKind>(input: NewEntry<K>): Promise<OutboxEntry<K>> {
  const user = session.user;
  const grant = session.activeGrant ?? null;
  const cookieGrant = getCurrentUserCookie();
  if (!user || (!grant && !cookieGrant)) throw new OutboxUnavailableError('signed out');
  const entry = {
    id: input.id ?? newIdempotencyKey(),
    kind: input.kind,
    payload: input.payload,
    userId: user.id,
    grant: grant ? { roleName: grant.roleName, targetId: grant.targetId, organizationId: grant.organizationId } : cookieGrant!,
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    invalidates: input.invalidates ?? [],
  } as OutboxEntry<K>;
  try {
    await putEntries([entry as unknown as OutboxEntry]);
  } catch {
    throw new OutboxUnavailableError('storage');
  }
  void registerBackgroundSync();
  void syncOutbox();
  return entry;
}

/** What the user still has on this device: waiting to be sent or refused by the server. */
export function userOutboxCount(userId: string): number {
  return outboxState.entries.filter((entry) => entry.userId === userId).length;
}

/**
 * Before an explicit sign-out: one last pass while online (bounded, a stalled network must not hold the sign-out),
 * then how many of the user's entries are still on this device.
 */
export async function sendBeforeSignOut(userId: string, timeoutMs = 5_000): Promise<number> {
  if (userOutboxCount(userId) > 0 && deps.online()) {
    await Promise.race([syncOutbox(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
  }
  return userOutboxCount(userId);
}

/** Signing out deletes the user's entries from this device: the next person must not find them (decisions.md). */
export async function discardUserOutbox(userId: string): Promise<void> {
  await removeEntries(outboxState.entries.filter((entry) => entry.userId === userId).map((entry) => entry.id));
}

/** The person drops a refused (or waiting) entry. */
export async function discardOutboxEntry(id: string): Promise<void> {
  await removeEntries([id]);
}

/** Sends a refused entry again, with new content the person fixed (or as it was). */
export async function retryOutboxEntry<K extends OutboxKind>(entry: OutboxEntry<K>, payload: OutboxPayloads[K] = entry.payload): Promise<void> {
  const { reason: _dropped, ...rest } = entry;
  await putEntries([{ ...rest, payload, state: 'pending', attempts: 0, notBefore: 0 } as OutboxEntry]);
  void syncOutbox();
}

let started = false;

/** Starts the app-wide runner once (OfflineIndicator mounts it with the layout); later calls do nothing. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Any sync starts with a fresh view of what is stored (a tab closed mid-send left its entries 'sending').
  void reloadOutbox()
    .then(() => syncOutbox())
    .catch(() => undefined);
  window.addEventListener('online', () => void syncOutbox());
  onOtherTabChange(() => void reloadOutbox().catch(() => undefined));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OUTBOX_FLUSH_MESSAGE) void syncOutbox();
  });
  // The session loads after the app starts (and changes on login): its user's entries then go.
  let lastUser = session.user?.id ?? null;
  subscribe(session, () => {
    const userId = session.user?.id ?? null;
    if (userId === lastUser) return;
    lastUser = userId;
    if (userId) void syncOutbox();
  });
}

// One pass over the signed-in user's due entries, oldest first (issue 12 "Outbox"). Only one tab sends at a time
// (Web Locks); a tab closed mid-send leaves its entries stored as they were, and the next holder of the lock sends
// them again (the server's key makes that harmless). A permanent refusal is kept with its reason and the pass goes on; an
// unreachable server ends the pass and backs off; a server error backs off only the entries it refused.
import type { QueryKey } from '@tanstack/react-query';
import { GraphQLRequestError, NetworkError } from '../graphql-transport.ts';
import type { ErrorCode } from '../../domain/error-codes.ts';
import type { OutboxEntry, OutboxRejection } from './outbox-entry.ts';
import { batchesOf, type SendBatch } from './outbox-senders.ts';
import { dropFromMirror, mirrorOnly, putEntries, reloadOutbox, removeEntries } from './outbox-store.ts';

export type FlushDeps = {
  send: SendBatch;
  /** The signed-in user, or null (nothing is sent without one: never one user's entry with another's session). */
  userId: () => string | null;
  online: () => boolean;
  now: () => number;
  /** Runs `work` while holding the app-wide send lock, or answers 'busy' when another tab holds it. */
  withLock: <T>(work: () => Promise<T>) => Promise<T | 'busy'>;
  /** Refreshes the cached queries that show what was stored. */
  invalidate: (keys: readonly QueryKey[]) => Promise<void>;
};

export type FlushResult = { outcome: 'done' | 'offline' | 'signed-out' | 'busy' | 'unreachable' | 'auth'; sent: number; rejected: number; deferred: number };

/** During a pass the screens are updated a few times a second, not once per write (outbox-store.ts). */
const SOON = { publish: 'soon' } as const;

/** Transient failures wait 2 s, 4 s, 8 s ... up to 5 minutes between tries. */
export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 5 * 60_000;

export function outboxBackoffMs(attempts: number): number {
  return Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Answers that may change on their own: try again later. Every other GraphQL code is the server's final word. */
const TRANSIENT_CODES: ReadonlySet<ErrorCode> = new Set(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED']);
const AUTH_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED', 'SESSION_SUPERSEDED']);

type Failure = { kind: 'unreachable' } | { kind: 'auth' } | { kind: 'transient' } | { kind: 'permanent'; rejection: OutboxRejection; readings: ReadonlyMap<number, OutboxRejection> };

/** Sorts a failed send into what the runner does next. */
export function classifyFailure(error: unknown): Failure {
  if (error instanceof NetworkError || !(error instanceof GraphQLRequestError)) return { kind: error instanceof NetworkError ? 'unreachable' : 'transient' };
  if (error.code && AUTH_CODES.has(error.code)) return { kind: 'auth' };
  if (!error.code || TRANSIENT_CODES.has(error.code)) return { kind: 'transient' };
  // addMetricReadings names each refused reading by its place in the batch: 'input.readings.2.value' (a bad value),
  // 'input.readings.2.clientReadingId' (IDEMPOTENCY_CONFLICT: that key was stored with other values, and nothing of
  // the batch was). A conflict's message is its code's; only invalid input keeps its fields' messages.
  const fields: OutboxRejection['fields'] = {};
  const byReading = new Map<number, OutboxRejection['fields']>();
  for (const [path, key] of Object.entries(error.fields)) {
    const name = path.split('.').pop();
    const kept = name && key && error.code !== 'IDEMPOTENCY_CONFLICT' ? { [name]: key } : {};
    Object.assign(fields, kept);
    const match = /readings\.(\d+)\./.exec(path);
    if (match) byReading.set(Number(match[1]), { ...byReading.get(Number(match[1])), ...kept });
  }
  const { code, reason } = error;
  const readings = new Map([...byReading].map(([index, own]) => [index, { code, reason, fields: own }]));
  return { kind: 'permanent', rejection: { code, reason, fields }, readings };
}

/** Sends what is due; resolves with what happened (for the bench, the tests and the indicator). */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const empty = { sent: 0, rejected: 0, deferred: 0 };
  if (!deps.online()) return { outcome: 'offline', ...empty };
  const userId = deps.userId();
  if (!userId) return { outcome: 'signed-out', ...empty };
  const result = await deps.withLock(() => flushLocked(deps, userId));
  return result === 'busy' ? { outcome: 'busy', ...empty } : result;
}

async function flushLocked(deps: FlushDeps, userId: string): Promise<FlushResult> {
  // Re-read: another tab may have sent, refused or added entries since this tab last looked.
  const stored = await reloadOutbox();
  const now = deps.now();
  const due = stored.filter((entry) => entry.userId === userId && entry.state !== 'rejected' && entry.notBefore <= now);
  const queue = batchesOf(due);
  const result: FlushResult = { outcome: 'done', sent: 0, rejected: 0, deferred: 0 };
  const toRefresh = new Map<string, QueryKey>();
  const sentIds: string[] = [];
  const backOff = async (entries: readonly OutboxEntry[]) => {
    result.deferred += entries.length;
    await putEntries(
      entries.map((entry) => ({ ...entry, state: 'pending', attempts: entry.attempts + 1, notBefore: deps.now() + outboxBackoffMs(entry.attempts + 1) })),
      SOON,
    );
  };
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    mirrorOnly(
      batch.map((entry) => ({ ...entry, state: 'sending' })),
      'soon',
    );
    try {
      await deps.send(batch);
      const ids = batch.map((entry) => entry.id);
      await removeEntries(ids, { mirror: false, ...SOON });
      sentIds.push(...ids);
      result.sent += batch.length;
      for (const entry of batch) for (const key of entry.invalidates) toRefresh.set(JSON.stringify(key), key);
      continue;
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'unreachable' || failure.kind === 'auth') {
        // Nothing more will get through now: this batch backs off (unreachable) or waits for a login (auth).
        if (failure.kind === 'unreachable') await backOff(batch);
        else await putEntries(batch.map((entry) => ({ ...entry, state: 'pending' })), SOON);
        result.outcome = failure.kind;
        break;
      }
      if (failure.kind === 'transient') {
        await backOff(batch);
        continue;
      }
      if (batch.length > 1) {
        // The server refuses a batch whole: the readings it named are set aside and the others sent again.
        const named = batch.flatMap((entry, index) => {
          const rejection = failure.readings.get(index);
          return rejection ? [{ entry, rejection }] : [];
        });
        if (named.length > 0) {
          for (const { entry, rejection } of named) await rejectEntries([entry], rejection, result);
          const rest = batch.filter((entry) => !named.some((bad) => bad.entry === entry));
          if (rest.length > 0) queue.unshift(rest);
        } else queue.unshift(...batch.map((entry) => [entry]));
        continue;
      }
      await rejectEntries(batch, failure.rejection, result);
    }
  }
  try {
    if (toRefresh.size > 0) await deps.invalidate([...toRefresh.values()]);
  } finally {
    dropFromMirror(sentIds);
  }
  return result;
}

/**
 * Kinds whose refusal the person meets elsewhere: pre-assessment answers stay in the questionnaire's own draft on
 * the device, and the questionnaire, sending that draft again, shows the server's reason beside the answers to fix.
 */
const REFUSED_IN_THEIR_SCREEN: ReadonlySet<OutboxEntry['kind']> = new Set(['preAssessmentAnswers']);

async function rejectEntries(entries: readonly OutboxEntry[], rejection: OutboxRejection, result: FlushResult): Promise<void> {
  result.rejected += entries.length;
  const kept = entries.filter((entry) => !REFUSED_IN_THEIR_SCREEN.has(entry.kind));
  await putEntries(
    kept.map((entry) => ({ ...entry, state: 'rejected', reason: rejection })),
    SOON,
  );
  await removeEntries(entries.filter((entry) => REFUSED_IN_THEIR_SCREEN.has(entry.kind)).map((entry) => entry.id), SOON);
}

// One-shot jobs on the Postgres queue (table one_shot_jobs): a named job with a JSON payload that runs once at
// or after its run-at time, on whichever server process claims it first. Claims take the row with FOR UPDATE
// SKIP LOCKED and lease it; a long run renews its lease; a process that dies mid-run leaves the row leased
// until the lease runs out, and the next claim runs it again. A run that throws is retried with exponential
// backoff until its attempts are used up. Every time comes from the injected clock (ctx.now), so tests move it.
//
// A job may therefore run more than once (a rerun after a lost lease, a retry after a failure that happened
// after its effects committed): handlers make their effects idempotent themselves (a unique row, a derived
// gateway key), the queue only keeps the reruns rare.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneShotJobs } from '../db/schema/index.ts';
import type { JobContext } from './job-queue.ts';

export type OneShotStatus = 'queued' | 'running' | 'done' | 'failed';

export type EnqueueOptions = {
  name: string;
  payload: Record<string, unknown>;
  /** When the job may run first; now by default. */
  runAt?: Date;
  /**
   * At most one job per (name, key): enqueueing again answers the existing job and changes nothing.
   * With `rearm`, a job with the key that already ended is queued once more instead (with this payload and
   * run-at, its attempts reset): 'ifDone' when it ended done, 'ifEnded' when it ended done or failed.
   */
  singletonKey?: string;
  rearm?: 'ifDone' | 'ifEnded';
  maxAttempts?: number;
  backoffSeconds?: number;
};

export type EnqueueResult = { id: string; created: boolean };

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_SECONDS = 60;
export const DEFAULT_LEASE_SECONDS = 300;
/** The longest wait between two attempts, whatever the backoff doubling gives. */
export const MAX_BACKOFF_SECONDS = 6 * 3600;

/**
 * Adds a job (inside the caller's transaction when `db` is one, so the job exists exactly when the caller's
 * change does). With a singleton key an existing job of that name and key is answered instead (`created` false).
 */
export async function enqueueJob(db: Database, now: Date, options: EnqueueOptions): Promise<EnqueueResult> {
  const values = {
    name: options.name,
    singletonKey: options.singletonKey ?? null,
    payload: options.payload,
    status: 'queued',
    runAt: options.runAt ?? now,
    attempts: 0,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffSeconds: options.backoffSeconds ?? DEFAULT_BACKOFF_SECONDS,
    createdAt: now,
  };
  if (options.singletonKey === undefined) {
    const [row] = await db.insert(oneShotJobs).values(values).returning({ id: oneShotJobs.id });
    if (!row) throw new Error('one-shot job not inserted');
    return { id: row.id, created: true };
  }
  const inserted = options.rearm
    ? await db
        .insert(oneShotJobs)
        .values(values)
        .onConflictDoUpdate({
          target: [oneShotJobs.name, oneShotJobs.singletonKey],
          set: { status: 'queued', payload: values.payload, runAt: values.runAt, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null, finishedAt: null },
          setWhere: options.rearm === 'ifDone' ? eq(oneShotJobs.status, 'done') : inArray(oneShotJobs.status, ['done', 'failed']),
        })
        .returning({ id: oneShotJobs.id })
    : await db.insert(oneShotJobs).values(values).onConflictDoNothing({ target: [oneShotJobs.name, oneShotJobs.singletonKey] }).returning({ id: oneShotJobs.id });
  const [row] = inserted;
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: oneShotJobs.id })
    .from(oneShotJobs)
    .where(and(eq(oneShotJobs.name, options.name), eq(oneShotJobs.singletonKey, options.singletonKey)))
    .limit(1);
  if (!existing) throw new Error(`one-shot job ${options.name} ${options.singletonKey}: neither inserted nor found`);
  return { id: existing.id, created: false };
}

export type OneShotJob = {
  id: string;
  name: string;
  singletonKey: string | null;
  payload: unknown;
  /** 1 on the first run, 2 on the first retry or rerun, ... */
  attempt: number;
  maxAttempts: number;
};

export type OneShotContext = JobContext & {
  job: OneShotJob;
  workerId: string;
  /**
   * Extends this run's lease to now + the lease time. False when the lease was lost (it ran out and another
   * worker claimed the job): the run should then stop before changing anything more.
   */
  renewLease: () => Promise<boolean>;
};

export type OneShotHandler = {
  name: string;
  run: (ctx: OneShotContext) => Promise<void>;
  /** How long a claim holds the job before another worker may take it; renewed by ctx.renewLease. */
  leaseSeconds?: number;
};

export type OneShotOutcome = { id: string; name: string; status: 'done' | 'retry' | 'failed' | 'lost'; error?: string };

/** The wait before attempt `attempt + 1`: backoff, 2 × backoff, 4 × backoff, ... up to MAX_BACKOFF_SECONDS. */
export function backoffDelaySeconds(backoffSeconds: number, attempt: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, backoffSeconds * 2 ** Math.max(0, attempt - 1));
}

type ClaimedRow = typeof oneShotJobs.$inferSelect;

/**
 * Claims the earliest due job of the handlers' names: queued with run-at reached, or running with its lease run
 * out (its worker died). A job whose lost runs have used up its attempts is marked failed instead of run.
 */
async function claim(ctx: JobContext, names: readonly string[], workerId: string, leaseOf: (name: string) => number): Promise<ClaimedRow | null> {
  for (;;) {
    const now = ctx.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(oneShotJobs)
        .where(
          and(
            inArray(oneShotJobs.name, [...names]),
            or(
              and(eq(oneShotJobs.status, 'queued'), lte(oneShotJobs.runAt, now)),
              and(eq(oneShotJobs.status, 'running'), lte(oneShotJobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(oneShotJobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return { kind: 'none' as const };
      if (row.status === 'running' && row.attempts >= row.maxAttempts) {
        await tx
          .update(oneShotJobs)
          .set({ status: 'failed', lockedBy: null, lockedUntil: null, finishedAt: now, lastError: row.lastError ?? `lease of ${row.lockedBy ?? 'a worker'} ran out` })
          .where(eq(oneShotJobs.id, row.id));
        return { kind: 'expired' as const };
      }
      const [claimed] = await tx
        .update(oneShotJobs)
        .set({
          status: 'running',
          attempts: sql`${oneShotJobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: new Date(now.getTime() + leaseOf(row.name) * 1000),
          startedAt: now,
        })
        .where(eq(oneShotJobs.id, row.id))
        .returning();
      return claimed ? { kind: 'claimed' as const, row: claimed } : { kind: 'none' as const };
    });
    if (outcome.kind === 'none') return null;
    if (outcome.kind === 'claimed') return outcome.row;
  }
}

/** Sets the row's end state, provided this worker still holds it (a worker whose lease was taken changes nothing). */
async function finish(db: Database, id: string, workerId: string, set: Partial<typeof oneShotJobs.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(oneShotJobs)
    .set({ ...set, lockedBy: null, lockedUntil: null })
    .where(and(eq(oneShotJobs.id, id), eq(oneShotJobs.lockedBy, workerId), eq(oneShotJobs.status, 'running')))
    .returning({ id: oneShotJobs.id });
  return rows.length > 0;
}

/**
 * Claims one due one-shot job of the given handlers and runs it. Returns what became of it, or null when
 * nothing was due. `heartbeatMs` (real time) renews the lease while the handler runs, for handlers that do not
 * renew it themselves; 0 turns it off.
 */
export async function runDueOneShotJob(
  ctx: JobContext,
  handlers: readonly OneShotHandler[],
  workerId: string,
  options: { heartbeatMs?: number } = {},
): Promise<OneShotOutcome | null> {
  const byName = new Map(handlers.map((handler) => [handler.name, handler]));
  if (byName.size === 0) return null;
  const leaseOf = (name: string) => byName.get(name)?.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const row = await claim(ctx, [...byName.keys()], workerId, leaseOf);
  if (!row) return null;
  const handler = byName.get(row.name);
  if (!handler) return null;
  const leaseSeconds = leaseOf(row.name);
  const renewLease = async (): Promise<boolean> => {
    const renewed = await ctx.db
      .update(oneShotJobs)
      .set({ lockedUntil: new Date(ctx.now().getTime() + leaseSeconds * 1000) })
      .where(and(eq(oneShotJobs.id, row.id), eq(oneShotJobs.lockedBy, workerId), eq(oneShotJobs.status, 'running')))
      .returning({ id: oneShotJobs.id });
    return renewed.length > 0;
  };
  const job: OneShotJob = { id: row.id, name: row.name, singletonKey: row.singletonKey, payload: row.payload, attempt: row.attempts, maxAttempts: row.maxAttempts };
  const heartbeatMs = options.heartbeatMs ?? (leaseSeconds * 1000) / 3;
  const heartbeat = heartbeatMs > 0 ? setInterval(() => void renewLease().catch(() => undefined), heartbeatMs) : undefined;
  heartbeat?.unref();
  let error: string | null = null;
  try {
    await handler.run({ db: ctx.db, now: ctx.now, job, workerId, renewLease });
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
  const finishedAt = ctx.now();
  if (error === null) {
    const kept = await finish(ctx.db, row.id, workerId, { status: 'done', finishedAt, lastError: null });
    return { id: row.id, name: row.name, status: kept ? 'done' : 'lost' };
  }
  if (row.attempts >= row.maxAttempts) {
    const kept = await finish(ctx.db, row.id, workerId, { status: 'failed', finishedAt, lastError: error });
    return { id: row.id, name: row.name, status: kept ? 'failed' : 'lost', error };
  }
  const runAt = new Date(finishedAt.getTime() + backoffDelaySeconds(row.backoffSeconds, row.attempts) * 1000);
  const kept = await finish(ctx.db, row.id, workerId, { status: 'queued', runAt, lastError: error });
  return { id: row.id, name: row.name, status: kept ? 'retry' : 'lost', error };
}

/** A job's row as the queue keeps it (tests and operators look at it). */
export async function oneShotJob(db: Database, name: string, singletonKey: string): Promise<ClaimedRow | undefined> {
  const [row] = await db
    .select()
    .from(oneShotJobs)
    .where(and(eq(oneShotJobs.name, name), eq(oneShotJobs.singletonKey, singletonKey)))
    .limit(1);
  return row;
}

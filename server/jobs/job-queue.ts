import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import { runDueOneShotJob, type OneShotHandler } from './one-shot-queue.ts';

/** What a job gets: the database and the clock (tests move it). */
export type JobContext = { db: Database; now: () => Date };

export type JobDefinition = {
  name: string;
  /** Time from the end of one run to the next. */
  intervalSeconds: number;
  run: (ctx: JobContext) => Promise<unknown>;
};

/** Records the jobs in the queue table; an existing job keeps its next run, only its interval follows the code. */
export async function registerJobs(ctx: JobContext, jobs: readonly JobDefinition[]): Promise<void> {
  const now = ctx.now();
  for (const job of jobs) {
    await ctx.db
      .insert(scheduledJobs)
      .values({ name: job.name, intervalSeconds: job.intervalSeconds, nextRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { intervalSeconds: job.intervalSeconds } });
  }
}

/**
 * Claims one due job (FOR UPDATE SKIP LOCKED, so processes polling together never take the same row) with a
 * lease, runs it, and schedules its next run. Returns the job's name, or null when nothing was due.
 * A run that throws is recorded in last_error and retried at the next interval.
 */
export async function runDueJob(ctx: JobContext, jobs: readonly JobDefinition[], workerId: string, leaseSeconds = 300): Promise<string | null> {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size === 0) return null;
  const startedAt = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(
        and(
          inArray(scheduledJobs.name, [...byName.keys()]),
          lte(scheduledJobs.nextRunAt, startedAt),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, startedAt)),
        ),
      )
      .orderBy(asc(scheduledJobs.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(startedAt.getTime() + leaseSeconds * 1000), lockedBy: workerId, lastStartedAt: startedAt })
      .where(eq(scheduledJobs.name, row.name));
    return row.name;
  });
  const job = claimed ? byName.get(claimed) : undefined;
  if (!job) return null;
  let lastError: string | null = null;
  try {
    await job.run(ctx);
  } catch (error) {
    lastError = error instanceof Error ? error.message : String(error);
  }
  const finishedAt = ctx.now();
  await ctx.db
    .update(scheduledJobs)
    .set({
      nextRunAt: new Date(finishedAt.getTime() + job.intervalSeconds * 1000),
      lockedUntil: null,
      lockedBy: null,
      lastFinishedAt: finishedAt,
      lastError,
      runCount: sql`${scheduledJobs.runCount} + 1`,
    })
    .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, workerId)));
  if (lastError !== null) throw new Error(`job ${job.name} failed: ${lastError}`);
  return job.name;
}

export type JobRunner = {
  /** Stops polling and waits for a run in progress to finish. */
  stop: () => Promise<void>;
};

export type JobRunnerOptions = {
  /** How often the queue is polled. */
  pollMs?: number;
  log?: (line: string) => void;
  /** Handlers of one-shot jobs (one_shot_jobs) this process runs beside the recurring ones. */
  oneShot?: readonly OneShotHandler[];
};

/**
 * Polls the queue for due jobs in this process. Every process may run one: the schedule lives in PostgreSQL, so
 * jobs run once across all of them, and a process that dies mid-run only delays the job until its lease ends.
 */
export function startJobRunner(ctx: JobContext, jobs: readonly JobDefinition[], options: JobRunnerOptions = {}): JobRunner {
  const pollMs = options.pollMs ?? 5_000;
  const log = options.log ?? ((line: string) => console.error(line));
  const workerId = `worker-${randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const oneShot = options.oneShot ?? [];
  const tick = async (): Promise<void> => {
    try {
      // Run every due job before sleeping again.
      while (!stopped && (await runDueJob(ctx, jobs, workerId)) !== null);
    } catch (error) {
      log(`[jobs] ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      for (;;) {
        if (stopped) break;
        const outcome = await runDueOneShotJob(ctx, oneShot, workerId);
        if (outcome === null) break;
        if (outcome.error !== undefined) log(`[jobs] ${outcome.name} ${outcome.id} (${outcome.status}): ${outcome.error}`);
      }
    } catch (error) {
      log(`[jobs] ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  };
  running = tick().finally(schedule);

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

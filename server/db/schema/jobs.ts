import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The Postgres job queue for recurring work (server/jobs): one row per job. Any server process may run a due
 * job; claiming it takes the row with FOR UPDATE SKIP LOCKED and leases it until `lockedUntil`, so one process
 * runs it at a time and a crashed one's lease simply runs out.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: at('next_run_at').notNull(),
  lockedUntil: at('locked_until'),
  lockedBy: text('locked_by'),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  lastError: text('last_error'),
  runCount: integer('run_count').notNull().default(0),
});

/**
 * One-shot jobs (server/jobs/one-shot-queue.ts): a named job with a JSON payload that runs once at or after
 * `runAt`. A worker claims a due row (FOR UPDATE SKIP LOCKED) and leases it until `lockedUntil`; a long run
 * renews the lease, and a killed worker's job is claimed again once its lease has run out. A run that throws is
 * retried with exponential backoff until `maxAttempts`, then kept as `failed`. `singletonKey` makes enqueueing
 * idempotent: one row per (name, key), whatever its state.
 * Statuses: queued (waiting for runAt), running (leased), done, failed (attempts used up).
 */
export const oneShotJobs = pgTable(
  'one_shot_jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    singletonKey: text('singleton_key'),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The first retry waits this long, each further one twice as long as the one before. */
    backoffSeconds: integer('backoff_seconds').notNull(),
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('one_shot_jobs_singleton_key').on(t.name, t.singletonKey),
    // Polling reads the due rows of a few names in run-at order.
    index('one_shot_jobs_due_idx').on(t.status, t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    check('one_shot_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('one_shot_jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1 and ${t.backoffSeconds} >= 0`),
  ],
);

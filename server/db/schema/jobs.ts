import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

import type { AppDeps } from '../deps.ts';
import { registerJobs, startJobRunner, type JobDefinition, type JobRunner } from './job-queue.ts';
import { lapseSessionsJob } from './lapse-sessions.ts';
import { renewalOneShotHandlers, renewalScanJob } from './renewal-jobs.ts';
import { notificationOneShotHandlers } from './reminder-jobs.ts';

/** Every recurring job of the server. */
export const JOBS: readonly JobDefinition[] = [lapseSessionsJob, renewalScanJob];

/**
 * Registers the recurring jobs in the queue table and starts polling it, and the one-shot jobs (renewals and
 * their mails), in this process; `stop()` on shutdown.
 */
export async function startJobs(deps: Pick<AppDeps, 'db' | 'now' | 'payments' | 'mail' | 'config' | 'events' | 'secrets'>): Promise<JobRunner> {
  const ctx = { db: deps.db, now: deps.now };
  await registerJobs(ctx, JOBS);
  return startJobRunner(ctx, JOBS, { oneShot: [...renewalOneShotHandlers(deps), ...notificationOneShotHandlers(deps)] });
}

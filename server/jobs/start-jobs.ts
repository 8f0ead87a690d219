import type { AppDeps } from '../deps.ts';
import { registerJobs, startJobRunner, type JobDefinition, type JobRunner } from './job-queue.ts';
import { lapseSessionsJob } from './lapse-sessions.ts';

/** Every recurring job of the server. */
export const JOBS: readonly JobDefinition[] = [lapseSessionsJob];

/** Registers the jobs in the queue table and starts polling it in this process; `stop()` on shutdown. */
export async function startJobs(deps: Pick<AppDeps, 'db' | 'now'>): Promise<JobRunner> {
  const ctx = { db: deps.db, now: deps.now };
  await registerJobs(ctx, JOBS);
  return startJobRunner(ctx, JOBS);
}

// The recurring scan that finds renewals falling due and queues one one-shot job for each (singleton key
// renewal:{programItemId}:{cycle}). The job does the real checks under the program item's lock; the scan only
// keeps the queue fed, so a missed or repeated scan changes nothing.
import { and, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUTO_RENEW_CHANGEABLE, RENEWAL_DAY, renewalDueAt } from '../../../src/domain/medication/renewal.ts';
import type { Database } from '../../db/client.ts';
import { medicationOrders, medicationRenewals, oneShotJobs, orderItems, prescriptions } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/one-shot-queue.ts';
import { RENEWAL_JOB, renewalJobKey, type RenewalRef } from './renewal-keys.ts';

const DAY_MS = 24 * 3600 * 1000;
const LIVE_PROGRAM_STATUSES = Object.entries(AUTO_RENEW_CHANGEABLE)
  .filter(([, changeable]) => changeable)
  .map(([status]) => status);

const later = alias(medicationOrders, 'later_order');

/** Program items whose latest live cycle was delivered at least 21 days before `now` and whose next cycle has no renewal yet. */
export async function dueRenewals(db: Database, now: Date, limit: number): Promise<(RenewalRef & { dueAt: Date })[]> {
  const deliveredBy = new Date(now.getTime() - RENEWAL_DAY * DAY_MS);
  const rows = await db
    .select({ programItemId: medicationOrders.programItemId, cycle: medicationOrders.cycle, deliveredAt: medicationOrders.deliveredAt })
    .from(medicationOrders)
    .innerJoin(orderItems, eq(orderItems.id, medicationOrders.programItemId))
    .innerJoin(prescriptions, eq(prescriptions.orderItemId, medicationOrders.programItemId))
    .where(
      and(
        eq(medicationOrders.status, 'DELIVERED'),
        lte(medicationOrders.deliveredAt, deliveredBy),
        eq(orderItems.autoRenewEnabled, true),
        inArray(orderItems.status, LIVE_PROGRAM_STATUSES),
        sql`not exists (${db
          .select({ one: sql`1` })
          .from(later)
          .where(and(eq(later.programItemId, medicationOrders.programItemId), gt(later.cycle, medicationOrders.cycle), notInArray(later.status, ['FAILED', 'CANCELLED'])))})`,
        // Already queued or running, or dead (used up its attempts: left for an operator or the client to re-arm).
        sql`not exists (${db
          .select({ one: sql`1` })
          .from(oneShotJobs)
          .where(
            and(
              eq(oneShotJobs.name, RENEWAL_JOB),
              eq(oneShotJobs.singletonKey, sql`'renewal:' || ${medicationOrders.programItemId} || ':' || (${medicationOrders.cycle} + 1)`),
              inArray(oneShotJobs.status, ['queued', 'running', 'failed']),
            ),
          )})`,
        sql`not exists (${db
          .select({ one: sql`1` })
          .from(medicationRenewals)
          .where(and(eq(medicationRenewals.programItemId, medicationOrders.programItemId), eq(medicationRenewals.cycle, sql`${medicationOrders.cycle} + 1`)))})`,
      ),
    )
    .orderBy(medicationOrders.deliveredAt)
    .limit(limit);
  return rows.flatMap((row) => (row.deliveredAt ? [{ programItemId: row.programItemId, cycle: row.cycle + 1, dueAt: renewalDueAt(row.deliveredAt) }] : []));
}

/**
 * Queues the renewal job of one cycle, again if an earlier run of it ended: it found nothing to do then (the scan
 * re-arms a done job), or the client asks for it (turning auto-renew on re-arms even a job that used up its
 * attempts). `retryFailed` lets the job try a FAILED or CANCELLED renewal of the cycle again.
 */
export async function enqueueRenewal(db: Database, now: Date, ref: RenewalRef, runAt: Date, options: { retryFailed: boolean; byClient: boolean }): Promise<void> {
  await enqueueJob(db, now, {
    name: RENEWAL_JOB,
    payload: { programItemId: ref.programItemId, cycle: ref.cycle, retryFailed: options.retryFailed },
    runAt,
    singletonKey: renewalJobKey(ref),
    rearm: options.byClient ? 'ifEnded' : 'ifDone',
    maxAttempts: 6,
    backoffSeconds: 300,
  });
}

/** Queues a job for every renewal due now; returns how many it found. */
export async function scanDueRenewals(ctx: { db: Database; now: () => Date }, batchSize = 500): Promise<number> {
  const now = ctx.now();
  const due = await dueRenewals(ctx.db, now, batchSize);
  for (const renewal of due) await enqueueRenewal(ctx.db, now, renewal, renewal.dueAt, { retryFailed: false, byClient: false });
  return due.length;
}

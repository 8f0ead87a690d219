// The renewal's jobs (spec §9 auto-renew on day 21 after delivery): a recurring scan that queues one one-shot job
// per due renewal (singleton key renewal:{programItemId}:{cycle}), the job that places it, and the job that
// mails the client about its outcome.
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { RENEWAL_JOB, RENEWAL_MAIL_JOB } from '../services/renewal/renewal-keys.ts';
import { renewalMailPayloadSchema, sendRenewalMail } from '../services/renewal/renewal-mail.ts';
import { runRenewal } from '../services/renewal/run-renewal.ts';
import { scanDueRenewals } from '../services/renewal/scan-renewals.ts';
import type { JobDefinition } from './job-queue.ts';
import type { OneShotHandler } from './one-shot-queue.ts';

export const RENEWAL_SCAN_JOB = 'medication-renewal-scan';

const renewalPayloadSchema = z.object({ programItemId: z.uuid(), cycle: z.number().int().min(2), retryFailed: z.boolean().optional() });

export type RenewalJobDeps = Pick<AppDeps, 'db' | 'payments' | 'mail' | 'config'>;

/** Every five minutes: queue the renewals that fell due. */
export const renewalScanJob: JobDefinition = { name: RENEWAL_SCAN_JOB, intervalSeconds: 300, run: (ctx) => scanDueRenewals(ctx) };

/** Places one renewal (idempotent: a rerun finds the renewal row and does nothing). */
export function renewalJobHandler(deps: RenewalJobDeps): OneShotHandler {
  return {
    name: RENEWAL_JOB,
    leaseSeconds: 300,
    run: async (ctx) => {
      const payload = renewalPayloadSchema.parse(ctx.job.payload);
      await runRenewal({ db: ctx.db, now: ctx.now, payments: deps.payments }, { programItemId: payload.programItemId, cycle: payload.cycle }, { retryFailed: payload.retryFailed === true });
    },
  };
}

export function renewalMailJobHandler(deps: RenewalJobDeps): OneShotHandler {
  return {
    name: RENEWAL_MAIL_JOB,
    leaseSeconds: 120,
    run: async (ctx) => {
      await sendRenewalMail({ db: ctx.db, mail: deps.mail, config: deps.config }, renewalMailPayloadSchema.parse(ctx.job.payload));
    },
  };
}

export function renewalOneShotHandlers(deps: RenewalJobDeps): OneShotHandler[] {
  return [renewalJobHandler(deps), renewalMailJobHandler(deps)];
}

// The renewal job (spec §9: auto-renew places the next order and charges the card on day 21 after delivery):
// once per program item and cycle, whether it runs twice, on two workers at once, or again after a crash.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PaymentsAdapter } from '../../server/adapters/payments/payments-adapter.ts';
import { oneShotJobs, orderItems, paymentCards, scheduledJobs } from '../../server/db/schema/index.ts';
import { runDueJob } from '../../server/jobs/job-queue.ts';
import { enqueueJob, runDueOneShotJob, type OneShotHandler } from '../../server/jobs/one-shot-queue.ts';
import { renewalJobHandler, renewalOneShotHandlers, renewalScanJob } from '../../server/jobs/renewal-jobs.ts';
import { startJobs } from '../../server/jobs/start-jobs.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { RENEWAL_JOB, renewalJobKey } from '../../server/services/renewal/renewal-keys.ts';
import { runRenewal } from '../../server/services/renewal/run-renewal.ts';
import { dueRenewals, scanDueRenewals } from '../../server/services/renewal/scan-renewals.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createProgram, DECLINING_CARD, renewalFootprint } from './renewal-helpers.ts';

const DAY = 86_400_000;

describe('the renewal job', () => {
  let deps: TestDeps;
  const ctx = () => ({ db: deps.db, now: deps.now });
  const handlers = () => renewalOneShotHandlers(deps);
  /** Runs every due one-shot job (renewals, then their mails) as one worker would. */
  const drain = async (worker = 'worker-a') => {
    const outcomes = [];
    for (;;) {
      const outcome = await runDueOneShotJob(ctx(), handlers(), worker, { heartbeatMs: 0 });
      if (!outcome) return outcomes;
      outcomes.push(outcome);
    }
  };
  const renewalDeps = () => ({ db: deps.db, now: deps.now, payments: deps.payments });
  const emailOf = async (clientUserId: string) => `${clientUserId}@clients.test`;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-05-01T09:00:00Z'));
    await seedDemo(deps.db);
  });
  afterAll(() => deps.close());

  test('due on day 21 after delivery: the scan queues it once, the job orders the next month at its dose and charges the saved card, the client is mailed', async () => {
    const deliveredAt = new Date('2026-05-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };

    // One second before day 21: nothing is due.
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY - 1000));
    expect((await dueRenewals(deps.db, deps.now(), 100)).filter((r) => r.programItemId === program.programItemId)).toEqual([]);
    expect(await runRenewal(renewalDeps(), ref)).toEqual({ kind: 'skipped', reason: 'NOT_DUE' });

    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    await scanDueRenewals(ctx());
    await scanDueRenewals(ctx());
    const jobs = await deps.db.select().from(oneShotJobs).where(eq(oneShotJobs.singletonKey, renewalJobKey(ref)));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ name: RENEWAL_JOB, status: 'queued', runAt: new Date(deliveredAt.getTime() + 21 * DAY), payload: { ...ref, retryFailed: false } });

    const ran = await drain();
    expect(ran.map((o) => [o.name, o.status])).toEqual([
      ['medication-renewal', 'done'],
      ['medication-renewal-mail', 'done'],
    ]);
    const after = await renewalFootprint(deps, program);
    expect(after.renewals).toHaveLength(1);
    expect(after.renewals[0]).toMatchObject({ cycle: 2, status: 'CHARGED', attempt: 1, amount: 29_900, currencyCode: 'USD', paymentCardId: program.cardId, approvalRequired: false });
    // Month 2 of the titration: 0.5 mg (the 0.25 mg step lasted 4 weeks).
    expect(after.renewals[0]?.directionId).toBe(program.directionIds[1]);
    expect(after.renewalItems).toHaveLength(1);
    expect(after.renewalItems[0]).toMatchObject({ status: 'MedicationOrdered', programItemId: program.programItemId, autoRenewEnabled: false });
    expect(after.medicationOrders).toHaveLength(1);
    expect(after.medicationOrders[0]).toMatchObject({ cycle: 2, bookingType: 'AUTO_RENEW', status: 'ORDERED', amount: 29_900, chargedAmount: 29_900, cardAmount: 29_900, paymentCardId: program.cardId, shippingAddressId: program.addressId, orderItemId: after.renewalItems[0]?.id });
    expect(after.captures.map((p) => p.amount)).toEqual([29_900]);

    const [mail] = await deps.sentTo(await emailOf(program.client.userId));
    expect(mail?.template).toBe('renewal_charged');
    expect(mail?.subject).toBe('Your next month of treatment has been ordered');
    expect(mail?.body).toContain('Semaglutide: 0.5 mg every week for 4 weeks (0.5 mg per week)');
    expect(mail?.body).toContain('Charged: $299.00 to your card ending in 4242');

    // The scan finds nothing more for this item: the next cycle waits for month 2's delivery.
    await scanDueRenewals(ctx());
    expect(await drain()).toEqual([]);
  });

  test('run twice for the same day, or once more by hand: one order and one charge', async () => {
    const deliveredAt = new Date('2026-06-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY + 3_600_000));
    const first = await runRenewal(renewalDeps(), ref);
    expect(first.kind).toBe('placed');
    deps.clock.advance(3_600_000);
    const second = await runRenewal(renewalDeps(), ref);
    expect(second).toMatchObject({ kind: 'existing', renewal: { status: 'CHARGED' } });
    // The same job enqueued again (a second scan, a second process) finds the renewal and does nothing.
    await enqueueJob(deps.db, deps.now(), { name: RENEWAL_JOB, payload: ref, singletonKey: `${renewalJobKey(ref)}:extra` });
    await drain();
    const after = await renewalFootprint(deps, program);
    expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1, 1]);
  });

  test('two workers at once: one order and one charge', async () => {
    const deliveredAt = new Date('2026-07-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };
    deps.clock.set(new Date(deliveredAt.getTime() + 22 * DAY));
    const outcomes = await Promise.all([runRenewal(renewalDeps(), ref), runRenewal(renewalDeps(), ref), runRenewal(renewalDeps(), ref)]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['existing', 'existing', 'placed']);

    // And through the queue: two workers polling the same job.
    const other = await createProgram(deps, { deliveredAt });
    await scanDueRenewals(ctx());
    const both = await Promise.all([runDueOneShotJob(ctx(), [renewalJobHandler(deps)], 'worker-a'), runDueOneShotJob(ctx(), [renewalJobHandler(deps)], 'worker-b')]);
    expect(both.filter((o) => o !== null)).toHaveLength(1);
    for (const p of [program, other]) {
      const after = await renewalFootprint(deps, p);
      expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1, 1]);
    }
  });

  test('killed after the charge, before commit: nothing stays; the rerun makes one order and one charge', async () => {
    const deliveredAt = new Date('2026-08-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    const before = await renewalFootprint(deps, program);
    await expect(
      runRenewal(renewalDeps(), ref, {
        hooks: {
          afterCharge: () => {
            throw new Error('killed');
          },
        },
      }),
    ).rejects.toThrow('killed');
    const crashed = await renewalFootprint(deps, program);
    expect([crashed.renewals.length, crashed.renewalItems.length, crashed.medicationOrders.length, crashed.payments.length]).toEqual([0, 0, 0, 0]);
    expect(crashed.sandboxAuthorizations).toBe(before.sandboxAuthorizations);

    expect((await runRenewal(renewalDeps(), ref)).kind).toBe('placed');
    const after = await renewalFootprint(deps, program);
    expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1, 1]);
    expect(after.sandboxAuthorizations).toBe(before.sandboxAuthorizations + 1);
  });

  test('a remote gateway (its records outside our transaction): killed after the charge, the rerun sends the same keys and the card is charged once', async () => {
    const deliveredAt = new Date('2026-08-15T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    // A gateway elsewhere: it ignores our transaction and answers a repeated key with its first answer.
    const calls: string[] = [];
    const answers = new Map<string, { ok: true; reference: string }>();
    let captured = 0;
    const once = (key: string, step: () => void) => {
      calls.push(key);
      const known = answers.get(key);
      if (known) return Promise.resolve(known);
      step();
      const answer = { ok: true as const, reference: `ref-${answers.size + 1}` };
      answers.set(key, answer);
      return Promise.resolve(answer);
    };
    const remote: PaymentsAdapter = {
      name: 'remote-test',
      gatewayDetail: () => ({ clientKey: '', merchantKey: '', tokenizeUrl: '' }),
      describeToken: () => Promise.resolve(null),
      preAuthorize: (input) => once(input.idempotencyKey, () => undefined),
      capture: (input) =>
        once(input.idempotencyKey, () => {
          captured += input.amount;
        }),
      void: (input) => once(input.idempotencyKey, () => undefined),
      refund: (input) => once(input.idempotencyKey, () => undefined),
    };
    await deps.db.update(paymentCards).set({ gateway: remote.name }).where(eq(paymentCards.id, program.cardId));
    const ref = { programItemId: program.programItemId, cycle: 2 };
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    const viaRemote = { db: deps.db, now: deps.now, payments: remote };
    const crash = () => {
      throw new Error('killed');
    };
    await expect(runRenewal(viaRemote, ref, { hooks: { afterCharge: crash } })).rejects.toThrow('killed');
    expect(captured).toBe(29_900);
    const firstCalls = [...calls];
    expect((await runRenewal(viaRemote, ref)).kind).toBe('placed');
    expect((await runRenewal(viaRemote, ref)).kind).toBe('existing');
    // The rerun asked for the same steps with the same keys; the gateway took the money once.
    expect(calls).toEqual([...firstCalls, ...firstCalls]);
    expect(firstCalls).toEqual([`renewal:${program.programItemId}:2:1:preauth`, `renewal:${program.programItemId}:2:1:capture`]);
    expect(captured).toBe(29_900);
    const after = await renewalFootprint(deps, program);
    expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1, 1]);
  });

  test('killed after commit, before the job was marked done: the job runs again after its lease and changes nothing', async () => {
    const deliveredAt = new Date('2026-09-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    await scanDueRenewals(ctx());
    // The worker commits the renewal, then dies: its run never returns, its lease runs out.
    const real = renewalJobHandler(deps);
    let committed = false;
    const dying: OneShotHandler = {
      ...real,
      run: async (jobCtx) => {
        await real.run(jobCtx);
        committed = true;
        deps.clock.advance(301_000);
        // Another process polls meanwhile and takes the job over.
        expect((await runDueOneShotJob(ctx(), [real], 'worker-b'))?.status).toBe('done');
      },
    };
    expect((await runDueOneShotJob(ctx(), [dying], 'worker-a', { heartbeatMs: 0 }))?.status).toBe('lost');
    expect(committed).toBe(true);
    const [job] = await deps.db.select().from(oneShotJobs).where(eq(oneShotJobs.singletonKey, renewalJobKey(ref)));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });

    // A run that throws after committing is retried after its backoff, and the retry changes nothing either.
    const other = await createProgram(deps, { deliveredAt: new Date(deliveredAt.getTime() + 1000) });
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY + 1000));
    await scanDueRenewals(ctx());
    const throwing: OneShotHandler = {
      ...real,
      run: async (jobCtx) => {
        await real.run(jobCtx);
        throw new Error('killed after commit');
      },
    };
    expect(await runDueOneShotJob(ctx(), [throwing], 'worker-a', { heartbeatMs: 0 })).toMatchObject({ status: 'retry', error: 'killed after commit' });
    deps.clock.advance(300_000);
    expect((await runDueOneShotJob(ctx(), [real], 'worker-a', { heartbeatMs: 0 }))?.status).toBe('done');
    for (const p of [program, other]) {
      const after = await renewalFootprint(deps, p);
      expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1, 1]);
    }
    // One mail per renewal, however often its job ran.
    await drain();
    expect((await deps.sentTo(await emailOf(program.client.userId))).filter((m) => m.template === 'renewal_charged')).toHaveLength(1);
  });

  test('a cycle whose job is queued, running or dead is not queued again; a done one that found nothing to do is re-armed', async () => {
    const deliveredAt = new Date('2026-09-15T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    const ref = { programItemId: program.programItemId, cycle: 2 };
    const isDue = async () => (await dueRenewals(deps.db, deps.now(), 1000)).some((r) => r.programItemId === program.programItemId);
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    expect(await isDue()).toBe(true);
    await scanDueRenewals(ctx());
    const job = () => deps.db.select().from(oneShotJobs).where(eq(oneShotJobs.singletonKey, renewalJobKey(ref)));
    for (const status of ['queued', 'running', 'failed']) {
      await deps.db.update(oneShotJobs).set({ status }).where(eq(oneShotJobs.singletonKey, renewalJobKey(ref)));
      expect(await isDue()).toBe(false);
    }
    // Done without a renewal (auto-renew was off when it ran): the scan queues it once more.
    await deps.db.update(oneShotJobs).set({ status: 'done' }).where(eq(oneShotJobs.singletonKey, renewalJobKey(ref)));
    expect(await isDue()).toBe(true);
    await scanDueRenewals(ctx());
    expect((await job()).map((j) => [j.status, j.attempts])).toEqual([['queued', 0]]);
    await drain();
    expect((await renewalFootprint(deps, program)).captures).toHaveLength(1);
    expect(await isDue()).toBe(false);
  });

  test('auto-renew off: nothing is queued, placed or charged', async () => {
    const deliveredAt = new Date('2026-10-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    await deps.db.update(orderItems).set({ autoRenewEnabled: false }).where(eq(orderItems.id, program.programItemId));
    deps.clock.set(new Date(deliveredAt.getTime() + 30 * DAY));
    expect((await dueRenewals(deps.db, deps.now(), 100)).filter((r) => r.programItemId === program.programItemId)).toEqual([]);
    expect(await runRenewal(renewalDeps(), { programItemId: program.programItemId, cycle: 2 })).toEqual({ kind: 'skipped', reason: 'AUTO_RENEW_OFF' });
    await runDueJob(ctx(), [renewalScanJob], 'worker-a');
    await drain();
    const after = await renewalFootprint(deps, program);
    expect([after.renewals.length, after.renewalItems.length, after.medicationOrders.length, after.payments.length]).toEqual([0, 0, 0, 0]);
    expect(await deps.sentTo(await emailOf(program.client.userId))).toEqual([]);
  });

  test('a declined card: the renewal FAILED, its item Cancelled, nothing charged, auto-renew off, the client mailed with what to do', async () => {
    const deliveredAt = new Date('2026-11-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt, cardDigits: DECLINING_CARD });
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    await scanDueRenewals(ctx());
    await drain();
    const after = await renewalFootprint(deps, program);
    expect(after.renewals[0]).toMatchObject({ status: 'FAILED', failureCode: 'CARD_DECLINED', attempt: 1 });
    expect(after.renewalItems.map((i) => i.status)).toEqual(['Cancelled']);
    expect(after.medicationOrders.map((o) => [o.status, o.failureCode, o.chargedAmount])).toEqual([['FAILED', 'CARD_DECLINED', 0]]);
    expect(after.captures).toEqual([]);
    expect(after.payments.map((p) => [p.kind, p.status, p.declineCode])).toEqual([['PREAUTH', 'FAILED', 'CARD_DECLINED']]);
    const [item] = await deps.db.select({ autoRenewEnabled: orderItems.autoRenewEnabled }).from(orderItems).where(eq(orderItems.id, program.programItemId));
    expect(item?.autoRenewEnabled).toBe(false);
    const [mail] = await deps.sentTo(await emailOf(program.client.userId));
    expect(mail?.template).toBe('renewal_failed');
    expect(mail?.subject).toBe('We could not renew your treatment');
    expect(mail?.body).toContain('Your card was declined.');
    expect(mail?.body).toContain('Nothing was charged and no medication was ordered.');
    expect(mail?.body).toContain('turn auto-renew back on in your booking');
    // Run again: still the one failed attempt.
    expect((await runRenewal(renewalDeps(), { programItemId: program.programItemId, cycle: 2 })).kind).toBe('existing');
    expect((await renewalFootprint(deps, program)).payments).toHaveLength(1);
  });

  test('the server’s job runner (startJobs) scans, places and mails a due renewal by itself', async () => {
    const deliveredAt = new Date('2026-12-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    deps.clock.set(new Date(deliveredAt.getTime() + 21 * DAY));
    // The scan is a recurring job: make it due now (an earlier test ran it later on the test clock).
    await deps.db.update(scheduledJobs).set({ nextRunAt: deps.now() }).where(eq(scheduledJobs.name, renewalScanJob.name));
    const runner = await startJobs(deps);
    try {
      for (let i = 0; i < 100 && (await deps.sentTo(await emailOf(program.client.userId))).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await runner.stop();
    }
    const after = await renewalFootprint(deps, program);
    expect(after.renewals.map((r) => r.status)).toEqual(['CHARGED']);
    expect(after.captures).toHaveLength(1);
    expect((await deps.sentTo(await emailOf(program.client.userId))).map((m) => m.template)).toEqual(['renewal_charged']);
  });
});

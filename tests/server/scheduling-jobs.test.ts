import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hcpSessions, oneShotJobs, orderItems, orders, scheduledJobs } from '../../server/db/schema/index.ts';
import { registerJobs, runDueJob, startJobRunner, type JobDefinition } from '../../server/jobs/job-queue.ts';
import { lapseSessions, lapseSessionsJob } from '../../server/jobs/lapse-sessions.ts';
import { enqueueJob, runDueOneShotJob, type OneShotHandler } from '../../server/jobs/one-shot-queue.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { AISHA, createSignedInClient, DEMO_BUSINESS, DEMO_ORG, MAIN, MARCUS, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

describe('lapsing sessions and the job queue', () => {
  let deps: TestDeps;
  let clientId: string;
  let n = 0;

  /** A session straight in the table at a given time and status (what the services would have left). */
  const session = async (startsAt: string, status: string, extra: { holdExpiresAt?: string; orderItemId?: string; providerId?: string } = {}) => {
    n += 1;
    const start = new Date(startsAt);
    const [row] = await deps.db
      .insert(hcpSessions)
      .values({
        organizationId: DEMO_ORG,
        displayId: `HS-J${n}`,
        businessId: DEMO_BUSINESS,
        locationId: MAIN,
        providerId: extra.providerId ?? AISHA,
        clientId,
        productId: WEIGHTLOSS_CONSULT,
        orderItemId: extra.orderItemId ?? null,
        startsAt: start,
        endsAt: new Date(start.getTime() + 20 * 60_000),
        occupiedUntil: new Date(start.getTime() + 30 * 60_000),
        mode: 'VIRTUAL',
        status,
        holdExpiresAt: extra.holdExpiresAt ? new Date(extra.holdExpiresAt) : null,
        rescheduleCutOffAt: new Date(start.getTime() - 12 * 3_600_000),
      })
      .returning({ id: hcpSessions.id });
    return row!.id;
  };
  const statusOf = async (id: string) => (await deps.db.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, id)))[0]?.status;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-09T12:00:00Z'));
    await seedDemo(deps.db);
    clientId = (await createSignedInClient(deps, DEMO_ORG)).clientId;
  });
  afterAll(() => deps.close());

  test('booked sessions nobody joined lapse at their end, with their order item; expired holds lapse; the rest stays', async () => {
    const [order] = await deps.db.insert(orders).values({ organizationId: DEMO_ORG, displayId: 'CB-J1', businessId: DEMO_BUSINESS, locationId: MAIN, clientId }).returning();
    const [item] = await deps.db
      .insert(orderItems)
      .values({ organizationId: DEMO_ORG, orderId: order!.id, displayId: 'CB-J1-1', clientId, categoryId: seedId('category:demo:WEIGHTLOSS'), productId: WEIGHTLOSS_CONSULT, status: 'Scheduled' })
      .returning();
    const unjoined = await session('2026-03-09T13:00:00Z', 'SCHEDULED', { orderItemId: item!.id });
    const later = await session('2026-03-09T14:00:00Z', 'SCHEDULED');
    const underWay = await session('2026-03-09T13:30:00Z', 'INPROGRESS');
    const expiredHold = await session('2026-03-10T13:00:00Z', 'PENDING', { holdExpiresAt: '2026-03-09T12:10:00Z' });
    const liveHold = await session('2026-03-10T14:00:00Z', 'PENDING', { holdExpiresAt: '2026-03-09T13:25:00Z' });
    const done = await session('2026-03-09T12:00:00Z', 'COMPLETED');

    // 13:19: the first session has not ended yet, the first hold has expired.
    deps.clock.set(new Date('2026-03-09T13:19:00Z'));
    expect(await lapseSessions(deps)).toBe(1);
    expect(await statusOf(expiredHold)).toBe('LAPSED');
    expect(await statusOf(unjoined)).toBe('SCHEDULED');

    // 13:20: its end.
    deps.clock.set(new Date('2026-03-09T13:20:00Z'));
    expect(await lapseSessions(deps)).toBe(1);
    expect(await statusOf(unjoined)).toBe('LAPSED');
    const [itemNow] = await deps.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, item!.id));
    expect(itemNow?.status).toBe('ConsultationExpired');
    expect([await statusOf(later), await statusOf(underWay), await statusOf(liveHold), await statusOf(done)]).toEqual(['SCHEDULED', 'INPROGRESS', 'PENDING', 'COMPLETED']);
    // Running again changes nothing.
    expect(await lapseSessions(deps)).toBe(0);
  });

  test('works through more sessions than one batch', async () => {
    deps.clock.set(new Date('2026-03-16T12:00:00Z'));
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await session(`2026-03-16T${String(13 + i).padStart(2, '0')}:00:00Z`, 'SCHEDULED', { providerId: MARCUS }));
    deps.clock.set(new Date('2026-03-17T00:00:00Z'));
    // Seven here, plus the first test's later booking and live hold that time has now overtaken too.
    expect(await lapseSessions(deps, 3)).toBe(9);
    for (const id of ids) expect(await statusOf(id)).toBe('LAPSED');
  });

  test('the queue runs a due job once, then not before its interval; a failing run is recorded and retried', async () => {
    deps.clock.set(new Date('2026-03-20T12:00:00Z'));
    let runs = 0;
    let fail = false;
    const counter: JobDefinition = {
      name: 'test-counter',
      intervalSeconds: 60,
      run: async () => {
        runs += 1;
        if (fail) throw new Error('boom');
      },
    };
    const ctx = { db: deps.db, now: deps.now };
    await registerJobs(ctx, [counter, lapseSessionsJob]);
    await registerJobs(ctx, [counter]);
    expect(await runDueJob(ctx, [counter], 'worker-a')).toBe('test-counter');
    expect(await runDueJob(ctx, [counter], 'worker-b')).toBeNull();
    deps.clock.advance(59_000);
    expect(await runDueJob(ctx, [counter], 'worker-b')).toBeNull();
    deps.clock.advance(1_000);
    // Two workers polling at once: one runs it.
    const both = await Promise.all([runDueJob(ctx, [counter], 'worker-a'), runDueJob(ctx, [counter], 'worker-b')]);
    expect(both.filter((name) => name !== null)).toEqual(['test-counter']);
    expect(runs).toBe(2);

    fail = true;
    deps.clock.advance(60_000);
    await expect(runDueJob(ctx, [counter], 'worker-a')).rejects.toThrow('job test-counter failed: boom');
    const [row] = await deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-counter'));
    expect(row).toMatchObject({ lastError: 'boom', lockedUntil: null, runCount: 3, nextRunAt: new Date(deps.now().getTime() + 60_000) });
    fail = false;
    deps.clock.advance(60_000);
    expect(await runDueJob(ctx, [counter], 'worker-a')).toBe('test-counter');
    expect((await deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-counter')))[0]?.lastError).toBeNull();
  });

  test('a worker that died mid-run only delays the job until its lease ends', async () => {
    deps.clock.set(new Date('2026-03-21T12:00:00Z'));
    await deps.db.update(scheduledJobs).set({ nextRunAt: deps.now(), lockedUntil: new Date('2026-03-21T12:05:00Z'), lockedBy: 'worker-dead' }).where(eq(scheduledJobs.name, 'lapse-sessions'));
    const ctx = { db: deps.db, now: deps.now };
    expect(await runDueJob(ctx, [lapseSessionsJob], 'worker-a')).toBeNull();
    deps.clock.set(new Date('2026-03-21T12:05:00Z'));
    expect(await runDueJob(ctx, [lapseSessionsJob], 'worker-a')).toBe('lapse-sessions');
  });

  test('the runner started by the server runs due jobs and stops cleanly, waiting for a run in progress', async () => {
    deps.clock.set(new Date('2026-03-22T12:00:00Z'));
    const ctx = { db: deps.db, now: deps.now };
    let finished = 0;
    const slow: JobDefinition = {
      name: 'test-slow',
      intervalSeconds: 3600,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished += 1;
      },
    };
    await registerJobs(ctx, [slow]);
    const runner = startJobRunner(ctx, [slow], { pollMs: 20, log: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    expect(finished).toBe(1);
    const [row] = await deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-slow'));
    expect(row).toMatchObject({ lockedUntil: null, runCount: 1 });
  });
});

describe('one-shot jobs on the queue', () => {
  let deps: TestDeps;
  let ctx: { db: TestDeps['db']; now: () => Date };
  let n = 0;
  /** A fresh job name per test, so tests never see each other's rows. */
  const fresh = () => `test-one-shot-${++n}`;
  const rowOf = async (id: string) => (await deps.db.select().from(oneShotJobs).where(eq(oneShotJobs.id, id)))[0];

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-04-01T12:00:00Z'));
    ctx = { db: deps.db, now: deps.now };
  });
  afterAll(() => deps.close());

  test('a singleton key enqueues once; the job runs at its run-at time with its payload, once', async () => {
    const name = fresh();
    const seen: unknown[] = [];
    const handler: OneShotHandler = { name, run: async ({ job }) => void seen.push(job.payload) };
    const runAt = new Date('2026-04-01T12:10:00Z');
    const first = await enqueueJob(deps.db, deps.now(), { name, payload: { n: 1 }, runAt, singletonKey: 'k' });
    const again = await enqueueJob(deps.db, deps.now(), { name, payload: { n: 2 }, singletonKey: 'k' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await deps.db.select().from(oneShotJobs).where(eq(oneShotJobs.name, name))).toHaveLength(1);

    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    deps.clock.set(runAt);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toEqual({ id: first.id, name, status: 'done' });
    expect(await runDueOneShotJob(ctx, [handler], 'worker-b')).toBeNull();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rowOf(first.id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedUntil: null, finishedAt: runAt });

    // Enqueued again after it ran: still the one job, not run again; re-armed on request, it runs once more.
    expect((await enqueueJob(deps.db, deps.now(), { name, payload: { n: 3 }, singletonKey: 'k' })).created).toBe(false);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    expect(await enqueueJob(deps.db, deps.now(), { name, payload: { n: 4 }, singletonKey: 'k', rearm: 'ifDone' })).toEqual({ id: first.id, created: true });
    expect((await enqueueJob(deps.db, deps.now(), { name, payload: { n: 5 }, singletonKey: 'k', rearm: 'ifDone' })).created).toBe(false);
    expect((await runDueOneShotJob(ctx, [handler], 'worker-a'))?.status).toBe('done');
    expect(seen).toEqual([{ n: 1 }, { n: 4 }]);

    // A job that used up its attempts is re-armed only when asked for ('ifEnded'), not by 'ifDone'.
    await deps.db.update(oneShotJobs).set({ status: 'failed' }).where(eq(oneShotJobs.id, first.id));
    expect((await enqueueJob(deps.db, deps.now(), { name, payload: { n: 6 }, singletonKey: 'k', rearm: 'ifDone' })).created).toBe(false);
    expect(await enqueueJob(deps.db, deps.now(), { name, payload: { n: 7 }, singletonKey: 'k', rearm: 'ifEnded' })).toEqual({ id: first.id, created: true });
    expect((await runDueOneShotJob(ctx, [handler], 'worker-a'))?.status).toBe('done');
    expect(seen).toEqual([{ n: 1 }, { n: 4 }, { n: 7 }]);
  });

  test('a failing run is retried with doubling backoff, then kept as failed', async () => {
    const name = fresh();
    const attempts: number[] = [];
    const handler: OneShotHandler = {
      name,
      run: async ({ job }) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
    };
    const start = deps.now();
    const { id } = await enqueueJob(deps.db, start, { name, payload: {}, maxAttempts: 3, backoffSeconds: 60 });
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toEqual({ id, name, status: 'retry', error: 'boom 1' });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', runAt: new Date(start.getTime() + 60_000), lockedBy: null });
    deps.clock.advance(59_000);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    deps.clock.advance(1_000);
    expect((await runDueOneShotJob(ctx, [handler], 'worker-a'))?.status).toBe('retry');
    // The second wait is twice the first.
    expect((await rowOf(id))?.runAt).toEqual(new Date(deps.now().getTime() + 120_000));
    deps.clock.advance(120_000);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toEqual({ id, name, status: 'failed', error: 'boom 3' });
    deps.clock.advance(3_600_000);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
  });

  test('two workers polling at once: one runs the job', async () => {
    const name = fresh();
    let runs = 0;
    const handler: OneShotHandler = { name, run: async () => void (runs += 1) };
    await enqueueJob(deps.db, deps.now(), { name, payload: {} });
    const both = await Promise.all([runDueOneShotJob(ctx, [handler], 'worker-a'), runDueOneShotJob(ctx, [handler], 'worker-b')]);
    expect(both.filter((outcome) => outcome !== null).map((outcome) => outcome?.status)).toEqual(['done']);
    expect(runs).toBe(1);
  });

  test('a long run that renews its lease keeps the job; one that does not loses it to another worker', async () => {
    const name = fresh();
    const stolen: (string | undefined)[] = [];
    let renewed: boolean | undefined;
    const other: OneShotHandler = { name, leaseSeconds: 300, run: async () => void stolen.push('ran by b') };
    const renewing: OneShotHandler = {
      name,
      leaseSeconds: 300,
      run: async ({ renewLease }) => {
        deps.clock.advance(250_000);
        renewed = await renewLease();
        deps.clock.advance(250_000);
        // 500 s after the claim, but 250 s after the renewal: still leased.
        stolen.push((await runDueOneShotJob(ctx, [other], 'worker-b'))?.status);
      },
    };
    const { id } = await enqueueJob(deps.db, deps.now(), { name, payload: {} });
    expect(await runDueOneShotJob(ctx, [renewing], 'worker-a', { heartbeatMs: 0 })).toEqual({ id, name, status: 'done' });
    expect(renewed).toBe(true);
    expect(stolen).toEqual([undefined]);

    const name2 = fresh();
    const other2: OneShotHandler = { name: name2, run: async () => undefined };
    let renewedLate: boolean | undefined;
    const slow: OneShotHandler = {
      name: name2,
      leaseSeconds: 300,
      run: async ({ renewLease }) => {
        deps.clock.advance(301_000);
        // Its lease ran out: another worker takes the job and finishes it.
        stolen.push((await runDueOneShotJob(ctx, [other2], 'worker-b'))?.status);
        renewedLate = await renewLease();
      },
    };
    const second = await enqueueJob(deps.db, deps.now(), { name: name2, payload: {} });
    expect(await runDueOneShotJob(ctx, [slow], 'worker-a', { heartbeatMs: 0 })).toEqual({ id: second.id, name: name2, status: 'lost' });
    expect(stolen).toEqual([undefined, 'done']);
    expect(renewedLate).toBe(false);
    expect(await rowOf(second.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  test('the runner’s heartbeat renews the lease of a long run by itself', async () => {
    const name = fresh();
    const seen: (string | undefined)[] = [];
    const other: OneShotHandler = { name, run: async () => void seen.push('ran by b') };
    const long: OneShotHandler = {
      name,
      leaseSeconds: 300,
      run: async () => {
        deps.clock.advance(250_000);
        // Real time for the heartbeat (every 20 ms here) to renew the lease from the moved clock.
        await new Promise((resolve) => setTimeout(resolve, 120));
        deps.clock.advance(250_000);
        seen.push((await runDueOneShotJob(ctx, [other], 'worker-b'))?.status);
      },
    };
    const { id } = await enqueueJob(deps.db, deps.now(), { name, payload: {} });
    expect(await runDueOneShotJob(ctx, [long], 'worker-a', { heartbeatMs: 20 })).toEqual({ id, name, status: 'done' });
    expect(seen).toEqual([undefined]);
  });

  test('a killed worker’s job runs again once its lease has run out; attempts used up by lost runs end it as failed', async () => {
    const name = fresh();
    let runs = 0;
    const handler: OneShotHandler = { name, leaseSeconds: 120, run: async () => void (runs += 1) };
    const { id } = await enqueueJob(deps.db, deps.now(), { name, payload: {}, maxAttempts: 2 });
    // worker-dead claimed it and died mid-run (what the row looks like then).
    await deps.db.update(oneShotJobs).set({ status: 'running', attempts: 1, lockedBy: 'worker-dead', lockedUntil: new Date(deps.now().getTime() + 120_000) }).where(eq(oneShotJobs.id, id));
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    deps.clock.advance(120_000);
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toEqual({ id, name, status: 'done' });
    expect(runs).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });

    const { id: doomed } = await enqueueJob(deps.db, deps.now(), { name, payload: {}, maxAttempts: 1 });
    await deps.db.update(oneShotJobs).set({ status: 'running', attempts: 1, lockedBy: 'worker-dead', lockedUntil: deps.now() }).where(eq(oneShotJobs.id, doomed));
    expect(await runDueOneShotJob(ctx, [handler], 'worker-a')).toBeNull();
    expect(runs).toBe(1);
    expect(await rowOf(doomed)).toMatchObject({ status: 'failed', lockedBy: null, lastError: 'lease of worker-dead ran out' });
  });

  test('the runner runs due one-shot jobs beside the recurring ones', async () => {
    const name = fresh();
    let runs = 0;
    const handler: OneShotHandler = { name, run: async () => void (runs += 1) };
    await enqueueJob(deps.db, deps.now(), { name, payload: {} });
    await enqueueJob(deps.db, deps.now(), { name, payload: {} });
    const runner = startJobRunner(ctx, [], { pollMs: 20, log: () => undefined, oneShot: [handler] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.stop();
    expect(runs).toBe(2);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hcpSessions, orderItems, orders, scheduledJobs } from '../../server/db/schema/index.ts';
import { registerJobs, runDueJob, startJobRunner, type JobDefinition } from '../../server/jobs/job-queue.ts';
import { lapseSessions, lapseSessionsJob } from '../../server/jobs/lapse-sessions.ts';
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

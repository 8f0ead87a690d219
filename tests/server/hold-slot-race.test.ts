// Issue 14, under load: many clients holding one slot at the same moment, on PostgreSQL with real concurrency
// (a pool of 40 connections, so 100 requests run as overlapping transactions). One winner on a free slot, none on
// a booked one, and everyone else the clear SLOT_UNAVAILABLE refusal: never a deadlock's INTERNAL_SERVER_ERROR.
// On PGlite (one connection: transactions never overlap) the same checks run with fewer clients.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { connectPostgres, type DatabaseHandle } from '../../server/db/client.ts';
import { hcpSessions, rateLimitCounters } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { withConflictRetry } from '../../server/services/db-retry.ts';
import { lockProviderCalendars } from '../../server/services/scheduling/provider-lock.ts';
import { expectOk, gqlClient, type Gql, type GqlResponse } from './accounts-helpers.ts';
import { rowsOf } from './payments-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, HOLD_SLOT, MAIN, MARCUS, WEIGHTLOSS_CONSULT, type SessionJson, type TestClient } from './scheduling-helpers.ts';

const onPostgres = process.env.CAREBOOK_TEST_DB !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
const RACERS = onPostgres ? 100 : 20;
const POOL = 40;

const hold = (startTime: string) => ({ input: { providerId: MARCUS, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime } });
const outcomeOf = (response: GqlResponse<unknown>): string =>
  response.errors === undefined ? 'held' : `${String(response.errors[0]?.extensions?.code)}/${String(response.errors[0]?.extensions?.reason ?? '-')}`;

function tally(responses: GqlResponse<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[outcomeOf(response)] = (counts[outcomeOf(response)] ?? 0) + 1;
  return counts;
}

describe('holdSlot races', () => {
  let deps: TestDeps;
  let wide: DatabaseHandle | undefined;
  let gql: Gql;
  let racers: TestClient[];

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    let db = deps.db;
    if (onPostgres) {
      // The test database's own pool has 5 connections; the race needs many transactions open at once.
      const [row] = rowsOf(await deps.db.execute(sql`select current_database() as name`));
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${String(row?.name)}`;
      wide = connectPostgres(url.toString(), POOL);
      db = wide.db;
    } else {
      console.log(`hold-slot-race: PGlite has one connection, so transactions never overlap: ${RACERS} clients per race, no deadlock possible (PostgreSQL runs 100); the lock-wait and deadlock-retry tests need two connections and are skipped here`);
    }
    gql = gqlClient(createApp({ ...deps, db }));
    racers = [];
    for (let i = 0; i < RACERS; i++) racers.push(await createSignedInClient(deps, DEMO_ORG));
  });
  afterAll(async () => {
    await wide?.close();
    await deps.close();
  });

  const race = (startTime: string) => Promise.all(racers.map((racer) => gql<{ holdSlot: SessionJson }>(HOLD_SLOT, hold(startTime), racer.headers)));
  const occupying = (startTime: string) =>
    deps.db
      .select({ id: hcpSessions.id, status: hcpSessions.status })
      .from(hcpSessions)
      .where(and(eq(hcpSessions.providerId, MARCUS), eq(hcpSessions.startsAt, new Date(startTime)), inArray(hcpSessions.status, ['PENDING', 'SCHEDULED', 'INPROGRESS'])));

  test(`${RACERS} clients holding a booked slot at once: every one refused with SLOT_UNAVAILABLE`, async () => {
    const slot = '2026-03-11T14:00:00.000Z';
    const owner = await createSignedInClient(deps, DEMO_ORG);
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, hold(slot), owner.headers)).holdSlot;
    await deps.db.update(hcpSessions).set({ status: 'SCHEDULED', holdExpiresAt: null }).where(eq(hcpSessions.id, held.id));

    const counts = tally(await race(slot));
    console.log(`booked slot, ${RACERS} holds at once: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 'BAD_USER_INPUT/SLOT_UNAVAILABLE': RACERS });
    expect(await occupying(slot)).toEqual([{ id: held.id, status: 'SCHEDULED' }]);
  });

  test(`${RACERS} clients holding a free slot at once: exactly one holds it, the others get SLOT_UNAVAILABLE`, async () => {
    const slot = '2026-03-11T15:00:00.000Z';
    const responses = await race(slot);
    const counts = tally(responses);
    console.log(`free slot, ${RACERS} holds at once: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ held: 1, 'BAD_USER_INPUT/SLOT_UNAVAILABLE': RACERS - 1 });
    const winner = responses.find((r) => r.errors === undefined) as GqlResponse<{ holdSlot: SessionJson }> | undefined;
    expect(await occupying(slot)).toEqual([{ id: winner?.data?.holdSlot.id, status: 'PENDING' }]);
  });

  test(`the same ${RACERS} clients each holding a slot of their own while a booked one is raced: all own holds succeed`, async () => {
    // Mixed: half race for the booked 14:00 slot, half hold distinct later slots of the same provider.
    const mine = ['2026-03-12T13:00:00.000Z', '2026-03-12T13:30:00.000Z', '2026-03-12T14:00:00.000Z', '2026-03-12T14:30:00.000Z', '2026-03-12T15:00:00.000Z'];
    const responses = await Promise.all(
      racers.map((racer, i) => gql<{ holdSlot: SessionJson }>(HOLD_SLOT, hold(i % 2 === 0 ? '2026-03-11T14:00:00.000Z' : (mine[i % mine.length] ?? '')), racer.headers)),
    );
    const counts = tally(responses);
    console.log(`mixed, ${RACERS} holds at once: ${JSON.stringify(counts)}`);
    expect(Object.keys(counts).sort()).toEqual(['BAD_USER_INPUT/SLOT_UNAVAILABLE', 'held']);
    // Five distinct free slots: exactly one winner each.
    expect(counts.held).toBe(mine.length);
  });

  test.skipIf(!onPostgres)('a hold waits for the provider calendar lock: writers of one provider take their turn', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = (wide ?? deps).db.transaction(async (tx) => {
      await lockProviderCalendars(tx, [MARCUS]);
      locked();
      await released;
    });
    await isLocked;
    let answered = false;
    const pending = gql<{ holdSlot: SessionJson }>(HOLD_SLOT, hold('2026-03-11T16:00:00.000Z'), racers[0]?.headers).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answered).toBe(false);
    release();
    await holder;
    expect(outcomeOf(await pending)).toBe('held');
  });

  test.skipIf(!onPostgres)('a transaction ended by a deadlock runs again (withConflictRetry), a real one between two connections', async () => {
    const db = (wide ?? deps).db;
    const [a, b] = await db.insert(rateLimitCounters).values([
      { key: `retry-test-a-${Date.now()}`, windowStart: new Date(0), count: 0 },
      { key: `retry-test-b-${Date.now()}`, windowStart: new Date(0), count: 0 },
    ]).returning({ key: rateLimitCounters.key });
    if (!a || !b) throw new Error('rows not inserted');
    const retries: string[] = [];
    // Both transactions lock one row, wait until the other has its row, then ask for the other's: PostgreSQL ends one.
    let arrived = 0;
    let bothIn = () => {};
    const bothLocked = new Promise<void>((resolve) => (bothIn = resolve));
    const bump = (first: string, second: string) =>
      withConflictRetry(
        () =>
          db.transaction(async (tx) => {
            await tx.update(rateLimitCounters).set({ count: sql`${rateLimitCounters.count} + 1` }).where(eq(rateLimitCounters.key, first));
            if (++arrived === 2) bothIn();
            await bothLocked;
            await tx.update(rateLimitCounters).set({ count: sql`${rateLimitCounters.count} + 1` }).where(eq(rateLimitCounters.key, second));
          }),
        { onRetry: (_attempt, error) => retries.push(String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code)) },
      );
    await Promise.all([bump(a.key, b.key), bump(b.key, a.key)]);
    expect(retries).toEqual(['40P01']);
    const counts = await db.select({ count: rateLimitCounters.count }).from(rateLimitCounters).where(inArray(rateLimitCounters.key, [a.key, b.key]));
    expect(counts.map((row) => row.count)).toEqual([2, 2]);
  });
});

import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationEvent } from '../../server/adapters/events/event-bus.ts';
import { createPostgresEventBus, LISTEN_APPLICATION_NAME, type PostgresEventBus } from '../../server/adapters/events/postgres-event-bus.ts';
import type { VideoSignalEvent } from '../../server/adapters/video/video-signals.ts';
import { createApp } from '../../server/app.ts';
import { connectPostgres, type DatabaseHandle } from '../../server/db/client.ts';
import type { AppDeps } from '../../server/deps.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type HeaderMap } from './accounts-helpers.ts';
import { nextPayloads, openSse } from './helpers/sse.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, seededHcp, START_VIDEO_CALL, type VideoTokenJson } from './video-helpers.ts';

// Two API processes on one PostgreSQL database and no Redis (issue 12): each has its own pool and its own
// LISTEN/NOTIFY event bus, as two `server/main.ts` would. Runs where a PostgreSQL server is given
// (TEST_DATABASE_URL, as CI sets it); skipped on PGlite, which is one process and keeps events in memory.
const serverUrl = process.env.CAREBOOK_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;

const SEND = /* GraphQL */ `mutation Send($input: SendVideoSignalInput!) { sendVideoSignal(input: $input) }`;
const SUBSCRIBE = /* GraphQL */ `subscription Signals($roomName: String!, $token: String!) { videoSignals(roomName: $roomName, token: $token) { kind payload fromIdentity fromName } }`;

type App = ReturnType<typeof createApp>;

/** The room's signals as the browser receives them (POST with Accept: text/event-stream), collected as they come. */
async function subscribeSignals(app: App, headers: HeaderMap, variables: { roomName: string; token: string }) {
  const stream = await openSse(app, headers, { query: SUBSCRIBE, variables });
  return {
    get signals(): VideoSignalEvent[] {
      return nextPayloads<{ data: { videoSignals: VideoSignalEvent } }>(stream.messages).map((parsed) => parsed.data.videoSignals);
    },
    close: stream.close,
  };
}

/** Repeats `attempt` until `check` holds: a subscription reaches PostgreSQL a moment after it is opened. */
async function until(check: () => boolean, attempt: () => Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for an event');
    await attempt();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe.skipIf(!serverUrl)('events between two API processes on one PostgreSQL without Redis (needs TEST_DATABASE_URL)', () => {
  let base: TestDeps;
  let secondPool: DatabaseHandle;
  let busA: PostgresEventBus;
  let busB: PostgresEventBus;
  let appA: App;
  let appB: App;
  const logged: string[] = [];
  const log = (message: string) => logged.push(message);

  beforeAll(async () => {
    base = await createTestDeps();
    const url = (base.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
    secondPool = connectPostgres(url, 3);
    busA = createPostgresEventBus({ connectionString: url, db: base.db, log, reconnectDelayMs: { first: 50, max: 500 } });
    busB = createPostgresEventBus({ connectionString: url, db: secondPool.db, log, reconnectDelayMs: { first: 50, max: 500 } });
    const depsA: AppDeps = { ...base, events: busA, video: { ...base.video, signals: busA } };
    const depsB: AppDeps = { ...base, db: secondPool.db, events: busB, video: { ...base.video, signals: busB } };
    appA = createApp(depsA);
    appB = createApp(depsB);
    await Promise.all([busA.listening(), busB.listening()]);
  });
  afterAll(async () => {
    await Promise.allSettled([busA.close(), busB.close()]);
    await secondPool.close();
    await base.close();
  });

  test('a notification published on one process reaches a subscriber on the other, and only that user', async () => {
    const mine = busB.pubsub.subscribe('notification', 'user-b')[Symbol.asyncIterator]();
    const others = busB.pubsub.subscribe('notification', 'user-c')[Symbol.asyncIterator]();
    const first = mine.next();
    const otherFirst = others.next();
    let otherGot = false;
    void otherFirst.then(() => (otherGot = true));
    await busB.listening();
    busA.pubsub.publish('notification', 'user-b', { id: 'notification-1' } satisfies NotificationEvent);
    expect((await first).value).toEqual({ id: 'notification-1' });
    // Published after the first on the same path: once it arrives, a stray copy for user-c would have too.
    const second = mine.next();
    busA.pubsub.publish('notification', 'user-b', { id: 'notification-2' });
    expect((await second).value).toEqual({ id: 'notification-2' });
    expect(otherGot).toBe(false);
    await Promise.all([mine.return?.(), others.return?.()]);
  });

  test('a subscriber in the publishing process gets the event at once and exactly once (its copy through PostgreSQL is skipped)', async () => {
    const local = busA.pubsub.subscribe('notification', 'user-local')[Symbol.asyncIterator]();
    const remote = busB.pubsub.subscribe('notification', 'user-local')[Symbol.asyncIterator]();
    const localFirst = local.next();
    const remoteFirst = remote.next();
    await Promise.all([busA.listening(), busB.listening()]);
    busA.pubsub.publish('notification', 'user-local', { id: 'local-1' });
    expect((await localFirst).value).toEqual({ id: 'local-1' });
    // A's own NOTIFY comes back to A before anything committed later (B's event below): were it not skipped, it would
    // be A's next event.
    expect((await remoteFirst).value).toEqual({ id: 'local-1' });
    const localSecond = local.next();
    busB.pubsub.publish('notification', 'user-local', { id: 'from-b' });
    expect((await localSecond).value).toEqual({ id: 'from-b' });
    await Promise.all([local.return?.(), remote.return?.()]);
  });

  test("a 60k SDP offer sent through one process's API reaches the other's subscriber whole, before the ICE sent after it", async () => {
    base.clock.set(new Date('2026-03-09T12:00:00Z'));
    await seedDemo(base.db);
    const client: TestClient = await createSignedInClient(base, DEMO_ORG);
    const aisha = await seededHcp(base, 'hcp@demo.test');
    const { sessionId } = await bookedSession(base, client.clientId, '2026-03-09T12:05:00Z');
    const gqlA = gqlClient(appA);
    const gqlB = gqlClient(appB);
    const start = async (gql: typeof gqlA, headers: HeaderMap) =>
      expectOk(await gql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, headers)).startVideoCall;
    const patientCall = await start(gqlA, client.headers);
    const providerCall = await start(gqlB, aisha.headers);
    const room = patientCall.roomName;

    // The provider listens on process B; the patient sends on process A.
    const providerStream = await subscribeSignals(appB, aisha.headers, { roomName: room, token: providerCall.token });
    try {
      const sdp = `v=0\r\no=- 4611 2 IN IP4 127.0.0.1\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host\r\n'.repeat(1_000)}`.slice(0, 59_900);
      const offer = JSON.stringify({ type: 'offer', sdp });
      expect(offer.length).toBeGreaterThanOrEqual(60_000);
      const send = (kind: string, payload: string) => gqlA(SEND, { input: { roomName: room, token: patientCall.token, kind, payload } }, client.headers);
      await until(
        () => providerStream.signals.some((s) => s.kind === 'JOIN'),
        async () => expectOk(await send('JOIN', '{}')),
      );
      expectOk(await send('OFFER', offer));
      expectOk(await send('ICE', '{"candidate":"after the offer"}'));
      await until(
        () => providerStream.signals.some((s) => s.kind === 'ICE'),
        () => Promise.resolve(),
      );
      const afterJoin = providerStream.signals.filter((s) => s.kind !== 'JOIN');
      expect(afterJoin.map((s) => s.kind)).toEqual(['OFFER', 'ICE']);
      expect(afterJoin[0]).toEqual({ kind: 'OFFER', payload: offer, fromIdentity: client.userId, fromName: 'Test Client' });
      // Signals carry SDPs and ids: none of it is logged.
      expect(logged.join('\n')).not.toContain('candidate');
    } finally {
      providerStream.close();
    }
  });

  test('the LISTEN connection comes back after PostgreSQL ends it, and events flow again', async () => {
    const listenPids = async () => {
      const result = await base.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME} order by pid`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const before = await listenPids();
    expect(before).toHaveLength(2);
    await base.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );

    const received: NotificationEvent[] = [];
    const iterator = busB.pubsub.subscribe('notification', 'user-after')[Symbol.asyncIterator]();
    const pump = (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) received.push(next.value);
    })();
    await until(
      () => received.length > 0,
      async () => busA.pubsub.publish('notification', 'user-after', { id: 'after-reconnect' }),
    );
    expect(received[0]).toEqual({ id: 'after-reconnect' });
    const after = await listenPids();
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
    expect(logged.some((line) => line.includes('LISTEN connection lost'))).toBe(true);
    await iterator.return?.();
    await pump;
  });
});

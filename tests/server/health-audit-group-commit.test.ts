// The health-data audit as a group commit (server/services/audit.ts, issue 18): concurrent requests' audit rows
// are written by one insert, each request is answered only after the insert holding its row has stored it, and a
// failed insert fails every request waiting on it (none is answered unaudited).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { groupCommitWriter } from '../../server/services/audit.ts';
import { gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';

const LIST = /* GraphQL */ `query { metricReadings(limit: 5) { totalCount nodes { id } } }`;

/** A writer whose inserts the test finishes by hand. */
function manualWriter() {
  const writes: { rows: number[]; finish: (error?: Error) => void }[] = [];
  const write = groupCommitWriter<number>(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ rows: [...rows], finish: (error) => (error ? reject(error) : resolve()) });
      }),
    4,
  );
  return { write, writes };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Which of the promises have settled, and how. */
function states(promises: Promise<void>[]) {
  const out = promises.map(() => 'pending' as 'pending' | 'stored' | 'failed');
  promises.forEach((p, i) => p.then(() => (out[i] = 'stored'), () => (out[i] = 'failed')));
  return out;
}

describe('groupCommitWriter', () => {
  test('rows of one tick go in one insert; rows arriving while it runs wait for the next one, together', async () => {
    const { write, writes } = manualWriter();
    const first = [write([1]), write([2])];
    const firstStates = states(first);
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1, 2]]);
    const second = [write([3]), write([4]), write([5])];
    const secondStates = states(second);
    await tick();
    // One insert in flight: the second group waits for the first to end.
    expect(writes).toHaveLength(1);
    expect(firstStates).toEqual(['pending', 'pending']);
    writes[0]!.finish();
    await tick();
    expect(firstStates).toEqual(['stored', 'stored']);
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1, 2], [3, 4, 5]]);
    // Not answered before its own insert is stored.
    expect(secondStates).toEqual(['pending', 'pending', 'pending']);
    writes[1]!.finish();
    await tick();
    expect(secondStates).toEqual(['stored', 'stored', 'stored']);
  });

  test('a failed insert fails every request waiting on it, and the next group is written afresh', async () => {
    const { write, writes } = manualWriter();
    const waiting = [write([1]), write([2]), write([3])];
    const waitingStates = states(waiting);
    await tick();
    writes[0]!.finish(new Error('disk full'));
    await tick();
    expect(waitingStates).toEqual(['failed', 'failed', 'failed']);
    await expect(waiting[0]).rejects.toThrow('disk full');
    const later = write([4]);
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1, 2, 3], [4]]);
    writes[1]!.finish();
    await expect(later).resolves.toBeUndefined();
  });

  test('a group larger than one insert takes is written in parts, and answered when every part is stored', async () => {
    const { write, writes } = manualWriter();
    const all = states([write([1, 2, 3]), write([4, 5, 6])]);
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1, 2, 3, 4]]);
    writes[0]!.finish();
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1, 2, 3, 4], [5, 6]]);
    expect(all).toEqual(['pending', 'pending']);
    writes[1]!.finish(new Error('lost'));
    await tick();
    // The first part is stored, the second is not: nobody of the group is answered as audited.
    expect(all).toEqual(['failed', 'failed']);
  });
});

describe('health-data audit of concurrent requests', () => {
  let deps: TestDeps;
  let gql: Gql;
  const clients: TestClient[] = [];
  const inserts: string[] = [];

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    for (let i = 0; i < 8; i++) clients.push(await createSignedInClient(deps, DEMO_ORG));
    // Every statement the app sends (PGlite's query or the pg pool's), to count the audit inserts.
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? '');
      if (/^insert into "audit_events"/i.test(text)) inserts.push(text);
      return query(...args);
    };
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  const auditedFor = async (clientId: string) =>
    (await deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, clientId))).filter((row) => row.action === 'health_data_read');

  test('sixteen requests at once: each is answered with its own row stored, in fewer inserts than requests', async () => {
    const before = inserts.length;
    const answers = await Promise.all(clients.flatMap((c) => [gql(LIST, {}, c.headers), gql(LIST, {}, c.headers)]));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    for (const c of clients) {
      const rows = await auditedFor(c.clientId);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ actorUserId: c.userId, organizationId: DEMO_ORG, targetType: 'client', metadata: { kind: 'PROGRESS', reads: 'Query.metricReadings' } });
    }
    expect(inserts.length - before).toBeGreaterThan(0);
    expect(inserts.length - before).toBeLessThan(answers.length);
  });

  test('when the insert fails, every request waiting on it fails and none answers the readings', async () => {
    await deps.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      const answers = await Promise.all(clients.map((c) => gql<{ metricReadings: unknown }>(LIST, {}, c.headers)));
      for (const answer of answers) {
        expect(answer.errors?.length).toBeGreaterThan(0);
        expect(answer.data?.metricReadings ?? null).toBeNull();
      }
    } finally {
      await deps.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    // The table back: the next requests are audited and answered again.
    const c = clients[0]!;
    const before = (await auditedFor(c.clientId)).length;
    expect((await gql(LIST, {}, c.headers)).errors).toBeUndefined();
    expect(await auditedFor(c.clientId)).toHaveLength(before + 1);
  });
});

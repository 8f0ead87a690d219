// Table-change notifications from the database (server/services/table-changes.ts, migration 0032): every committed
// write of a watched table is heard with its ids, whoever wrote it, never a rolled-back one. PGlite hears this
// process's writes before the writing statement's promise resolves; on a PostgreSQL server the dedicated LISTEN
// connection hears another connection's write (caughtUp() waits for it), and a lost connection says `missed`.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemo } from '../../server/seed/seed.ts';
import { closeTableChanges, parseTableChange, tableChanges, type MissedChanges, type TableChange } from '../../server/services/table-changes.ts';
import { createPostgresTableListener } from '../../server/services/table-changes-postgres.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const onPostgres = process.env.CAREBOOK_TEST_DB !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

/** Waits until `check` holds (a notification crosses a socket on PostgreSQL). */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a table change');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('table changes', () => {
  let deps: TestDeps;
  let organizationId = '';
  let clientId = '';
  let userId = '';
  const heard: (TableChange | MissedChanges)[] = [];
  /** Runs SQL as a writer outside the app: another connection on PostgreSQL, the same session on PGlite. */
  let outside: (text: string) => Promise<unknown>;
  let outsideClient: pg.Client | undefined;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    const result = (await deps.db.execute(sql`select c."id", c."organization_id", c."user_id" from "clients" c order by c."created_at" limit 1`)) as unknown as {
      rows: { id: string; organization_id: string; user_id: string }[];
    };
    const [row] = result.rows;
    if (!row) throw new Error('no client seeded');
    ({ id: clientId, organization_id: organizationId, user_id: userId } = row);
    if (onPostgres) {
      const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
      outsideClient = new pg.Client({ connectionString: pool.options.connectionString });
      await outsideClient.connect();
      const client = outsideClient;
      outside = (text) => client.query(text);
    } else {
      outside = (text) => deps.db.execute(sql.raw(text));
    }
    const feed = tableChanges(deps.db);
    feed.onTableChange(['clients', 'order_items', 'organizations', 'users'], (change) => heard.push(change));
    await until(() => feed.live());
  });

  afterAll(async () => {
    await outsideClient?.end();
    await closeTableChanges(deps.db);
    await deps.close();
  });

  test('a write by SQL outside the app is heard with the row ids, once the feed has caught up', async () => {
    heard.length = 0;
    await outside(`update "clients" set "updated_at" = now() where "id" = '${clientId}'`);
    await tableChanges(deps.db).caughtUp();
    expect(heard).toContainEqual({ kind: 'row', table: 'clients', organizationId, clientId, userId });
  });

  test.skipIf(onPostgres)('PGlite: the change is heard before the writing statement resolves', async () => {
    heard.length = 0;
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`update "order_items" set "updated_at" = now() where "client_id" = ${clientId}`);
      // Not before the commit.
      expect(heard).toEqual([]);
    });
    expect(heard).toContainEqual({ kind: 'row', table: 'order_items', organizationId, clientId, userId: null });
  });

  test("this process's own write is heard before its next cached read (ownWritesHeard after noteOwnWrite)", async () => {
    const feed = tableChanges(deps.db);
    heard.length = 0;
    expect(feed.ownWritesHeard()).toBeUndefined();
    // A write through the app's own pool, as a mutation makes it.
    await deps.db.execute(sql`update "order_items" set "updated_at" = now() where "client_id" = ${clientId}`);
    feed.noteOwnWrite();
    const catchingUp = feed.ownWritesHeard();
    // PGlite heard it with the write; a PostgreSQL server's LISTEN connection needs a round trip to be sure.
    expect(catchingUp === undefined).toBe(!onPostgres);
    await catchingUp;
    expect(heard).toContainEqual({ kind: 'row', table: 'order_items', organizationId, clientId, userId: null });
    expect(feed.ownWritesHeard()).toBeUndefined();
  });

  test('a rolled-back write is never heard; tables nobody asked for are not passed on', async () => {
    heard.length = 0;
    await outside(`begin`);
    await outside(`update "clients" set "updated_at" = now() where "id" = '${clientId}'`);
    await outside(`rollback`);
    await outside(`update "order_item_counts" set "count" = "count" where "client_id" = '${clientId}'`);
    // A write heard after both: everything before it has arrived too.
    await outside(`update "organizations" set "name" = "name" where "id" = '${organizationId}'`);
    await tableChanges(deps.db).caughtUp();
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ kind: 'row', table: 'organizations', organizationId, clientId: null, userId: null }]);
  });

  test('a user row names its user only; a TRUNCATE names its table alone', () => {
    expect(parseTableChange(`users|||${userId}`)).toEqual({ kind: 'row', table: 'users', organizationId: null, clientId: null, userId });
    expect(parseTableChange('order_items')).toEqual({ kind: 'row', table: 'order_items', organizationId: null, clientId: null, userId: null });
    expect(parseTableChange('')).toBeUndefined();
    expect(parseTableChange('a|b|c|d|e')).toBeUndefined();
  });

  test.skipIf(!onPostgres)('PostgreSQL: a lost LISTEN connection says missed, is not live, and listens again', async () => {
    const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
    const events: string[] = [];
    const payloads: string[] = [];
    const listener = createPostgresTableListener({
      poolOptions: pool.options,
      channel: 'carebook_table_changes',
      onPayload: (payload) => payloads.push(payload),
      onMissed: () => events.push('missed'),
      log: () => undefined,
      reconnectDelayMs: { first: 20, max: 100 },
    });
    try {
      await until(() => listener.live());
      expect(events).toEqual(['missed']);
      listener.dropConnection();
      expect(listener.live()).toBe(false);
      expect(events).toEqual(['missed', 'missed']);
      await until(() => listener.live());
      expect(events).toEqual(['missed', 'missed', 'missed']);
      await outside(`update "clients" set "updated_at" = now() where "id" = '${clientId}'`);
      await listener.caughtUp();
      expect(payloads).toContain(`clients|${organizationId}|${clientId}|${userId}`);
    } finally {
      await listener.close();
    }
  });

  test.skipIf(!onPostgres)('PostgreSQL: a catch-up the connection never answers ends within its limit and counts as lost', async () => {
    const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
    const events: string[] = [];
    const listener = createPostgresTableListener({
      poolOptions: pool.options,
      channel: 'carebook_table_changes',
      onPayload: () => undefined,
      onMissed: () => events.push('missed'),
      log: () => undefined,
      reconnectDelayMs: { first: 20, max: 100 },
      catchUpLimitMs: 200,
    });
    try {
      await until(() => listener.live());
      listener.stallConnection();
      const started = Date.now();
      await listener.caughtUp();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(events).toEqual(['missed', 'missed']);
      // It listens again on a new connection (and says missed once more).
      await until(() => listener.live());
      expect(events).toEqual(['missed', 'missed', 'missed']);
    } finally {
      await listener.close();
    }
  });
});

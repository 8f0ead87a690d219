// A client's bookings pages kept per API process (server/services/bookings/orders-page-cache.ts, issue 18): a page
// asked again sends no statement; a write by SQL outside the app (no mutation, no list of writers) empties it through
// the database's table-change notifications; a change of a name the page shows (a product) empties it too; the
// client's own order shows in the very next read (read-your-writes, also on a PostgreSQL server); one client's page
// never answers another's; a page read while its client changed is not kept.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import type { BookingPageRead } from '../../server/services/bookings/list-orders.ts';
import { useOrdersPageCache, type OrdersPageCache } from '../../server/services/bookings/orders-page-cache.ts';
import { closeTableChanges, tableChanges } from '../../server/services/table-changes.ts';
import { expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { placeOrder } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, DEMO, item, type Shopper } from './orders-helpers.ts';

const onPostgres = process.env.CAREBOOK_TEST_DB !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

const ORDERS = /* GraphQL */ `query Orders($limit: Int, $last: Int) {
  orders(limit: $limit, last: $last) {
    totalCount
    edges { cursor node { id displayId status productName consultationDetail { HCPSessionId canCancel } } }
  }
}`;
type OrdersJson = { orders: { totalCount: number; edges: { cursor: string; node: { id: string; displayId: string; status: string; productName: string } }[] } };

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('orders page cache', () => {
  let deps: TestDeps;
  let gql: Gql;
  let cache: OrdersPageCache;
  let nora: Shopper;
  let omar: Shopper;
  const sent: string[] = [];
  /** SQL by another writer: another connection on PostgreSQL, the same session on PGlite. */
  let outside: (text: string) => Promise<unknown>;
  let outsideClient: pg.Client | undefined;

  const list = async (shopper: Shopper, vars: Record<string, unknown> = { limit: 10 }) => expectOk(await gql<OrdersJson>(ORDERS, vars, shopper.headers)).orders;
  /** Statements that read a page (the kept statement's EXECUTE or its text). */
  const pageStatements = (from: number) => sent.slice(from).filter((text) => /bk_|from "picked"/.test(text));

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    cache = useOrdersPageCache(deps);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    omar = await createShopper(deps, gql, { card: CARDS.approve });
    await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS')]);
    await placeOrder(deps, gql, omar, [item('weightloss-consult', 'WEIGHTLOSS'), item('hair-consult', 'HAIRCARE')]);
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string; name?: string }).name ?? (args[0] as { text?: string }).text ?? ''));
      return query(...args);
    };
    if (onPostgres) {
      const pool = client as unknown as pg.Pool;
      outsideClient = new pg.Client({ connectionString: pool.options.connectionString });
      await outsideClient.connect();
      const other = outsideClient;
      outside = (text) => other.query(text);
    } else {
      outside = (text) => deps.db.execute(sql.raw(text));
    }
    await until(() => tableChanges(deps.db).live());
  });

  afterAll(async () => {
    await outsideClient?.end();
    await closeTableChanges(deps.db);
    await deps.close();
  });

  test('a page asked again sends no statement and answers the same', async () => {
    const missed = sent.length;
    const first = await list(nora);
    expect(first.totalCount).toBe(1);
    expect(pageStatements(missed)).not.toEqual([]);
    const from = sent.length;
    expect(await list(nora)).toEqual(first);
    expect(pageStatements(from)).toEqual([]);
    expect(cache.size()).toBeGreaterThan(0);
  });

  test("one client's page never answers another's, with the same arguments", async () => {
    const noras = await list(nora);
    const omars = await list(omar);
    expect(omars.totalCount).toBe(2);
    expect(omars.edges.map((e) => e.node.id)).not.toEqual(noras.edges.map((e) => e.node.id));
    // Both kept: each answers its own again.
    const from = sent.length;
    expect(await list(nora)).toEqual(noras);
    expect(await list(omar)).toEqual(omars);
    expect(pageStatements(from)).toEqual([]);
  });

  test('a write by SQL outside the app empties the client’s pages (no mutation ran)', async () => {
    const before = await list(nora);
    const itemId = before.edges[0]?.node.id ?? '';
    await outside(`update "order_items" set "status" = 'Cancelled' where "id" = '${itemId}'`);
    // PGlite heard it with the write; another connection's write reaches a PostgreSQL LISTEN a moment later.
    await tableChanges(deps.db).caughtUp();
    const after = await list(nora);
    expect(after.edges.find((e) => e.node.id === itemId)?.node.status).toBe('Cancelled');
    // Omar's pages were not touched by Nora's change.
    const from = sent.length;
    await list(omar);
    expect(pageStatements(from)).toEqual([]);
  });

  test('a change of a name the page shows (a product, no client id) empties the organization’s pages', async () => {
    const before = await list(omar);
    await outside(`update "products" set "name" = "name" || ' (renamed)' where "id" = (select "product_id" from "order_items" where "id" = '${before.edges[0]?.node.id ?? ''}')`);
    await tableChanges(deps.db).caughtUp();
    const after = await list(omar);
    expect(after.edges[0]?.node.productName).toBe(`${before.edges[0]?.node.productName ?? ''} (renamed)`);
  });

  test("the client's own order shows in the very next read (this process's mutation is heard first)", async () => {
    const before = await list(nora);
    await placeOrder(deps, gql, nora, [item('hair-consult', 'HAIRCARE')]);
    // The mutation was noted: on a PostgreSQL server the next read first waits for the LISTEN connection to hear it.
    expect(tableChanges(deps.db).ownWritesHeard() !== undefined).toBe(onPostgres);
    const after = await list(nora);
    expect(after.totalCount).toBe(before.totalCount + 1);
  });

  test('a page read while its client changed is not kept', async () => {
    const scope = { organizationId: DEMO.organizationId, clientId: nora.clientId };
    let release: (page: BookingPageRead) => void = () => undefined;
    let started = false;
    const stale: BookingPageRead = { nodes: [], cursors: [], totalCount: 42, offset: 0, hasNextPage: false, hasPreviousPage: false };
    const reading = cache.page(scope, 'race', () => {
      started = true;
      return new Promise((resolve) => (release = resolve));
    });
    await until(() => started);
    await outside(`update "order_items" set "updated_at" = now() where "client_id" = '${nora.clientId}'`);
    await tableChanges(deps.db).caughtUp();
    release(stale);
    expect(await reading).toBe(stale);
    let reads = 0;
    const fresh: BookingPageRead = { ...stale, totalCount: 1 };
    expect(
      await cache.page(scope, 'race', () => {
        reads += 1;
        return Promise.resolve(fresh);
      }),
    ).toBe(fresh);
    expect(reads).toBe(1);
  });
});

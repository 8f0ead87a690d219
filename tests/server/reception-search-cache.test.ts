// The desk's clients pages kept per process (server/services/reception/client-search-cache.ts): a page asked again
// sends no statement; a write of a row the page reads, by SQL outside the app included, empties it (once the
// table-change feed has heard it: at once on PGlite, after caughtUp on a PostgreSQL server); a client created at the
// desk is found by the next search at once (this process's own write); one organization's page never answers
// another's; the access check still runs on a kept page.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { useClientSearchCache, type ClientSearchCache } from '../../server/services/reception/client-search-cache.ts';
import { closeTableChanges, tableChanges } from '../../server/services/table-changes.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { clientInput, CREATE_CLIENT, RECEPTION_CLIENTS, type ClientPageJson, type CreateClientJson } from './reception-helpers.ts';

const onPostgres = process.env.CAREBOOK_TEST_DB !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
const DEMO = seedId('organization:demo');
const SUNRISE = seedId('organization:sunrise');

describe('front desk search cache', () => {
  let deps: TestDeps;
  let cache: ClientSearchCache;
  let gql: Gql;
  let demoDesk: HeaderMap;
  let sunriseDesk: HeaderMap;
  let demoClient: HeaderMap;
  /** Statements that read the search table, as sent to the database client. */
  let searchStatements = 0;
  /** Runs SQL as a writer outside the app: another connection on PostgreSQL, the same session on PGlite. */
  let outside: (text: string, values: unknown[]) => Promise<unknown>;
  let outsideClient: pg.Client | undefined;

  const search = async (headers: HeaderMap, term: string, page = 0) => expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: term, page }, headers)).receptionClients;
  const tagOf = (letter: string) => `q${letter}${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;

  /** A person and their client profile in `organizationId`, inserted from outside the app. */
  async function outsideClientOf(organizationId: string, lastName: string): Promise<string> {
    const userId = randomUUID();
    const clientId = randomUUID();
    await outside(`insert into users (id, email, password_hash, first_name, last_name, status) values ($1, $2, '!test', 'Noor', $3, 'ACTIVE')`, [userId, `noor-${userId}@search.test`, lastName]);
    await outside(`insert into clients (id, organization_id, user_id, status) values ($1, $2, $3, 'active')`, [clientId, organizationId, userId]);
    return clientId;
  }
  /** What a reader elsewhere waits for: the feed has heard every change committed so far (at once on PGlite). */
  const heard = () => tableChanges(deps.db).caughtUp();

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    cache = useClientSearchCache(deps);
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | null)?.text ?? '');
      if (text.includes('client_search_texts')) searchStatements += 1;
      return query(...args);
    };
    if (onPostgres) {
      const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
      outsideClient = new pg.Client({ connectionString: pool.options.connectionString });
      await outsideClient.connect();
      const connection = outsideClient;
      outside = (text, values) => connection.query(text, values);
    } else {
      // PGlite is one session: the same database, written without the app.
      outside = (text, values) => query(text, values);
    }
    gql = gqlClient(createApp(deps));
    const as = async (email: string, role: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, role));
    };
    demoDesk = await as('reception@demo.test', 'RECEPTIONIST');
    sunriseDesk = await as('reception@sunrise.test', 'RECEPTIONIST');
    demoClient = await as('client@demo.test', 'CLIENT');
    const feed = tableChanges(deps.db);
    for (let waited = 0; !feed.live(); waited += 10) {
      if (waited > 10_000) throw new Error('the table-change feed never listened');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  afterAll(async () => {
    await outsideClient?.end();
    await closeTableChanges(deps.db);
    await deps.close();
  });

  test('a page asked again sends no statement; a write by SQL outside the app empties it', async () => {
    const tag = tagOf('a');
    const first = await outsideClientOf(DEMO, `Lind${tag}`);
    await heard();
    expect((await search(demoDesk, `lind${tag}`)).nodes.map((c) => c.id)).toEqual([first]);
    const before = searchStatements;
    // The same question however it is typed (trimmed, any case, spaces collapsed) is one kept page.
    expect((await search(demoDesk, `  LIND${tag} `)).nodes.map((c) => c.id)).toEqual([first]);
    expect(searchStatements).toBe(before);
    expect(cache.size()).toBeGreaterThan(0);

    // A new client by SQL: found once heard.
    const second = await outsideClientOf(DEMO, `Lind${tag}`);
    await heard();
    expect(await search(demoDesk, `lind${tag}`)).toMatchObject({ totalCount: 2 });
    expect(searchStatements).toBe(before + 1);
    // A person's edit by SQL (users has no organization: every page goes).
    await outside(`update users set last_name = $1 where id = (select user_id from clients where id = $2)`, [`Holm${tag}`, second]);
    await heard();
    expect((await search(demoDesk, `lind${tag}`)).nodes.map((c) => c.id)).toEqual([first]);
    expect((await search(demoDesk, `holm${tag}`)).nodes.map((c) => c.id)).toEqual([second]);
    // An address shown on the page, written by SQL.
    const kept = await search(demoDesk, `holm${tag}`);
    expect(kept.nodes[0]?.defaultAddress).toBeNull();
    await outside(`insert into client_addresses (organization_id, client_id, address_line1, city, state, country, zipcode, is_default) values ($1, $2, '7 Pier Road', 'Brooklyn', 'NY', 'US', '11201', true)`, [DEMO, second]);
    await heard();
    expect((await search(demoDesk, `holm${tag}`)).nodes[0]?.defaultAddress).toMatchObject({ addressLine1: '7 Pier Road' });
  });

  test('a client created at the desk is found by the next search at once', async () => {
    const tag = tagOf('b');
    expect(await search(demoDesk, `reyes${tag}`)).toMatchObject({ totalCount: 0, nodes: [] });
    const made = expectOk(await gql<CreateClientJson>(CREATE_CLIENT, { input: clientInput({ lastName: `Reyes${tag}` }), key: randomUUID() }, demoDesk)).receptionCreateClient.client;
    // No wait for the feed here: this process's own write is heard before its next read.
    expect((await search(demoDesk, `reyes${tag}`)).nodes.map((c) => c.id)).toEqual([made.id]);
  });

  test("one organization's kept page never answers another's, and the access check runs on a kept page", async () => {
    const tag = tagOf('c');
    const demoId = await outsideClientOf(DEMO, `Costa${tag}`);
    const sunriseId = await outsideClientOf(SUNRISE, `Costa${tag}`);
    await heard();
    for (let round = 0; round < 2; round += 1) {
      expect((await search(demoDesk, `costa${tag}`)).nodes.map((c) => c.id)).toEqual([demoId]);
      expect((await search(sunriseDesk, `costa${tag}`)).nodes.map((c) => c.id)).toEqual([sunriseId]);
    }
    expectCode(await gql(RECEPTION_CLIENTS, { search: `costa${tag}` }, demoClient), 'FORBIDDEN');
    expectCode(await gql(RECEPTION_CLIENTS, { search: `costa${tag}` }, {}), 'UNAUTHENTICATED');
    // Arguments are checked on every request, asked before or not.
    for (let round = 0; round < 2; round += 1) {
      expectCode(await gql(RECEPTION_CLIENTS, { search: `costa${tag}`, page: -1 }, demoDesk), 'BAD_USER_INPUT');
      expectCode(await gql(RECEPTION_CLIENTS, { search: 'x'.repeat(500) }, demoDesk), 'BAD_USER_INPUT');
    }
    // A change of sunrise's clients leaves demo's page kept, and the other way round.
    const before = searchStatements;
    await outside(`update clients set height_cm = 170 where id = $1`, [sunriseId]);
    await heard();
    expect((await search(demoDesk, `costa${tag}`)).nodes.map((c) => c.id)).toEqual([demoId]);
    expect(searchStatements).toBe(before);
    expect((await search(sunriseDesk, `costa${tag}`)).nodes.map((c) => c.id)).toEqual([sunriseId]);
    expect(searchStatements).toBe(before + 1);
  });

  test('a page read while a write commits is not kept past the change', async () => {
    const tag = tagOf('d');
    const id = await outsideClientOf(DEMO, `Novak${tag}`);
    await heard();
    // The write is sent once the read's statement is: the read answers the old name (and may keep it), then the change
    // is heard, and the next search answers the new name.
    const sent = searchStatements;
    const reading = search(demoDesk, `novak${tag}`);
    while (searchStatements === sent) await new Promise((resolve) => setTimeout(resolve, 1));
    await outside(`update users set first_name = 'Iris' where id = (select user_id from clients where id = $1)`, [id]);
    expect(['Noor', 'Iris']).toContain((await reading).nodes[0]?.firstName);
    await heard();
    expect((await search(demoDesk, `novak${tag}`)).nodes[0]?.firstName).toBe('Iris');
    expect(await deps.db.select({ n: sql<number>`count(*)::int` }).from(t.clientSearchTexts).where(sql`${t.clientSearchTexts.clientId} = ${id}`)).toEqual([{ n: 1 }]);
  });
});

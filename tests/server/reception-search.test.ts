// The desk's clients search reads client_search_texts (migration 0033), kept by triggers on clients and users: the
// text must follow the person whatever writes them (SQL outside the app included), stay per organization, and
// go with a deleted client.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { RECEPTION_CLIENTS, type ClientPageJson } from './reception-helpers.ts';

const DEMO = seedId('organization:demo');
const SUNRISE = seedId('organization:sunrise');

describe('front desk search text', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoDesk: HeaderMap;
  let sunriseDesk: HeaderMap;

  const search = async (headers: HeaderMap, term: string) => expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: term }, headers)).receptionClients;
  const idsFound = async (headers: HeaderMap, term: string) => (await search(headers, term)).nodes.map((c) => c.id);

  /** A person and their client profile in `organizationId`, written by plain inserts as any other writer would. */
  async function personWithClient(organizationId: string, lastName: string): Promise<{ userId: string; clientId: string }> {
    const userId = randomUUID();
    const clientId = randomUUID();
    await deps.db.insert(t.users).values({ id: userId, email: `noor-${randomUUID()}@search.test`, passwordHash: '!test', firstName: 'Noor', lastName, phone: '6465550199', status: 'ACTIVE' });
    await deps.db.insert(t.clients).values({ id: clientId, organizationId, userId, status: 'active' });
    return { userId, clientId };
  }

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const as = async (email: string, role: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, role));
    };
    demoDesk = await as('reception@demo.test', 'RECEPTIONIST');
    sunriseDesk = await as('reception@sunrise.test', 'RECEPTIONIST');
  });
  afterAll(() => deps.close());

  test('a client written outside the app is found at once, and an edit of the person by SQL moves the search with it', async () => {
    const tag = `qx${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const { userId, clientId } = await personWithClient(DEMO, `Farah${tag}`);
    expect(await idsFound(demoDesk, `noor farah${tag}`)).toEqual([clientId]);

    await deps.db.execute(sql`update users set last_name = ${`Haddad${tag}`}, phone = '6465550777' where id = ${userId}`);
    expect(await idsFound(demoDesk, `farah${tag}`)).toEqual([]);
    expect(await idsFound(demoDesk, `haddad${tag}`)).toEqual([clientId]);
    expect(await idsFound(demoDesk, '(646) 555-0777')).toContain(clientId);
    expect(await idsFound(demoDesk, '(646) 555-0199')).not.toContain(clientId);

    await deps.db.update(t.users).set({ email: `${tag}-moved@search.test` }).where(eq(t.users.id, userId));
    expect(await idsFound(demoDesk, `${tag}-moved@`)).toEqual([clientId]);
  });

  test("one person who is a client of two organizations is found by each desk as that desk's own client only", async () => {
    const tag = `qy${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const { userId, clientId } = await personWithClient(DEMO, `Okafor${tag}`);
    const sunriseClientId = randomUUID();
    await deps.db.insert(t.clients).values({ id: sunriseClientId, organizationId: SUNRISE, userId, status: 'active' });
    expect(await search(demoDesk, `okafor${tag}`)).toMatchObject({ totalCount: 1, nodes: [{ id: clientId }] });
    expect(await search(sunriseDesk, `okafor${tag}`)).toMatchObject({ totalCount: 1, nodes: [{ id: sunriseClientId }] });
    // Past the last page: the total is counted apart, still per organization.
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: `okafor${tag}`, page: 3 }, demoDesk)).receptionClients).toMatchObject({ totalCount: 1, nodes: [] });
  });

  test('a deleted client leaves the search with its row', async () => {
    const tag = `qz${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const { clientId } = await personWithClient(DEMO, `Brennan${tag}`);
    expect(await idsFound(demoDesk, `brennan${tag}`)).toEqual([clientId]);
    await deps.db.delete(t.clients).where(eq(t.clients.id, clientId));
    expect(await idsFound(demoDesk, `brennan${tag}`)).toEqual([]);
    expect(await deps.db.select().from(t.clientSearchTexts).where(eq(t.clientSearchTexts.clientId, clientId))).toEqual([]);
  });
});

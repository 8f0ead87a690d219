// The client's own row check of metricReadings kept with the viewer's session rows (server/services/progress/access.ts,
// issue 18): within the viewer cache's second a client's progress read sends no statement for its client row, and
// the checks still run on every request (another client FORBIDDEN, a grant naming a client outside its organization
// NOT_FOUND, as requireClientAccess answers).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clients, organizations, roleGrants, users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { useViewerCache } from '../../server/services/viewer-cache.ts';
import { errorCode, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG } from './scheduling-helpers.ts';

const LIST = /* GraphQL */ `query L($c: ID) { metricReadings(filter: { clientId: $c }, limit: 1) { totalCount nodes { id } } }`;

describe('metricReadings: the client row with the session cache', () => {
  let deps: TestDeps;
  let gql: Gql;
  const sent: string[] = [];

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    useViewerCache(deps);
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? ''));
      return query(...args);
    };
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test("the second read within the second sends the page and the audit only; the client's own rows and another's are told apart", async () => {
    const me = await createSignedInClient(deps, DEMO_ORG);
    const other = await createSignedInClient(deps, DEMO_ORG);
    expect(errorCode(await gql(LIST, {}, me.headers))).toBeUndefined();
    const start = sent.length;
    expect(errorCode(await gql(LIST, {}, me.headers))).toBeUndefined();
    expect(errorCode(await gql(LIST, { c: me.clientId }, me.headers))).toBeUndefined();
    const statements = sent.slice(start);
    expect(statements.filter((text) => /from "clients"/.test(text))).toEqual([]);
    expect(statements).toHaveLength(4);
    // Checked on every request, cached or not.
    expect(errorCode(await gql(LIST, { c: other.clientId }, me.headers))).toBe('FORBIDDEN');
    expect(errorCode(await gql(LIST, { c: 'not-a-uuid' }, me.headers))).toBe('BAD_USER_INPUT');
  });

  test("a CLIENT grant naming a client of another organization is NOT_FOUND, cached or not", async () => {
    const me = await createSignedInClient(deps, DEMO_ORG);
    const elsewhere = randomUUID();
    await deps.db.insert(organizations).values({ id: elsewhere, name: 'Elsewhere', billerName: 'Elsewhere' });
    const [user] = await deps.db.insert(users).values({ email: `${randomUUID()}@elsewhere.test`, passwordHash: 'not-used', firstName: 'E', lastName: 'W', status: 'ACTIVE' }).returning();
    const foreign = randomUUID();
    await deps.db.insert(clients).values({ id: foreign, organizationId: elsewhere, userId: user!.id, status: 'active' });
    // A (corrupt) grant of the demo organization naming the other organization's client.
    await deps.db.insert(roleGrants).values({ organizationId: DEMO_ORG, userId: me.userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: foreign, displayName: 'Corrupt' });
    const headers = { ...me.headers, 'x-role-target': foreign };
    // The grant list is cached for the second: wait it out so the new grant is read.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(errorCode(await gql(LIST, {}, headers))).toBe('NOT_FOUND');
    expect(errorCode(await gql(LIST, {}, headers))).toBe('NOT_FOUND');
  });
});

// The session cache behind metricReadings' speed (server/services/viewer-cache.ts): two server processes over one
// database; what one process read about a session is reused for at most a second, so a revoked session, a
// suspended user or a removed grant stops in every process within that second.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { roleGrants, sessions, users } from '../../server/db/schema/index.ts';
import { revokeSession, startSession } from '../../server/services/auth/sessions.ts';
import { useViewerCache, VIEWER_CACHE_MS } from '../../server/services/viewer-cache.ts';
import { errorCode, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';

const LIST = /* GraphQL */ `query { metricReadings(limit: 1) { totalCount nodes { id } } }`;
const ADD = /* GraphQL */ `mutation Add($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { id } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session cache: revocation within a second across processes', () => {
  let deps: TestDeps;
  let first: Gql;
  let second: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    // Two processes: each its own deps object (its own cache), the same database.
    const other = { ...deps };
    useViewerCache(deps);
    useViewerCache(other);
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
  });
  afterAll(() => deps.close());

  /** The answer to a request sent a full VIEWER_CACHE_MS after the change: every cached read of it predates the change. */
  async function codeAfterTheSecond(gql: Gql, client: TestClient): Promise<string | undefined> {
    await sleep(VIEWER_CACHE_MS);
    return errorCode(await gql(LIST, {}, client.headers));
  }

  async function cachedBoth(client: TestClient): Promise<void> {
    for (const gql of [first, second]) expect(errorCode(await gql(LIST, {}, client.headers))).toBeUndefined();
  }

  test('a session revoked by another process stops here within a second', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    await cachedBoth(client);
    const session = await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, client.userId));
    await deps.db.update(sessions).set({ revokedAt: deps.now(), revokedReason: 'logout' }).where(eq(sessions.userId, client.userId));
    expect(session).toHaveLength(1);
    const [here, there] = await Promise.all([codeAfterTheSecond(first, client), codeAfterTheSecond(second, client)]);
    expect([here, there]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  test('a sign-in or sign-out in this process takes effect here at once', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    await cachedBoth(client);
    await startSession(deps.db, client.userId, { ip: null, userAgent: null }, deps.now());
    expect(errorCode(await first(LIST, {}, client.headers))).toBe('SESSION_SUPERSEDED');
    const other = await createSignedInClient(deps, DEMO_ORG);
    await cachedBoth(other);
    const [session] = await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.userId));
    await revokeSession(deps.db, session?.id ?? '', 'logout', deps.now());
    expect(errorCode(await second(LIST, {}, other.headers))).toBe('UNAUTHENTICATED');
  });

  test('a suspended user, and a removed grant, stop within a second too', async () => {
    const suspended = await createSignedInClient(deps, DEMO_ORG);
    const ungranted = await createSignedInClient(deps, DEMO_ORG);
    await cachedBoth(suspended);
    await cachedBoth(ungranted);
    await deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, suspended.userId));
    await deps.db.delete(roleGrants).where(eq(roleGrants.userId, ungranted.userId));
    const answers = await Promise.all([codeAfterTheSecond(first, suspended), codeAfterTheSecond(second, suspended), codeAfterTheSecond(first, ungranted), codeAfterTheSecond(second, ungranted)]);
    expect(answers).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN']);
  });

  test('within the second the cached session still passes every check of the request: a wrong role or another client is refused', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    const other = await createSignedInClient(deps, DEMO_ORG);
    await cachedBoth(client);
    expect(errorCode(await first(LIST, {}, { ...client.headers, 'x-role-name': 'BUSINESS_ADMIN' }))).toBe('FORBIDDEN');
    expect(errorCode(await first(LIST, {}, { ...client.headers, 'x-role-target': other.clientId }))).toBe('FORBIDDEN');
    const reading = { clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value: 80 };
    expect(errorCode(await first(ADD, { input: { clientId: other.clientId, readings: [reading] } }, client.headers))).toBe('FORBIDDEN');
    // A token that does not verify never reaches the cache.
    expect(errorCode(await first(LIST, {}, { ...client.headers, authorization: `${client.headers.authorization ?? ''}x` }))).toBe('UNAUTHENTICATED');
  });
  test('what a person sees of themselves (me) is read fresh: a profile saved a moment ago shows at once', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    const ME = /* GraphQL */ `query { me { firstName } }`;
    expect(errorCode(await first(ME, {}, client.headers))).toBeUndefined();
    await deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, client.userId));
    const answer = await first<{ me: { firstName: string } }>(ME, {}, client.headers);
    expect(answer.data?.me.firstName).toBe('Renamed');
  });
  test('me { id } is answered from the signed-in viewer; any profile field, even through a fragment, is still read fresh', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    const ID = /* GraphQL */ `query { me { id roleGrants { targetId } } }`;
    const own = await first<{ me: { id: string; roleGrants: { targetId: string }[] } }>(ID, {}, client.headers);
    expect(own.data?.me.id).toBe(client.userId);
    expect(own.data?.me.roleGrants.map((g) => g.targetId)).toContain(client.clientId);
    await deps.db.update(users).set({ firstName: 'Again' }).where(eq(users.id, client.userId));
    const FRAGMENT = /* GraphQL */ `query { me { id ...Name } } fragment Name on User { firstName }`;
    const viaFragment = await first<{ me: { id: string; firstName: string } }>(FRAGMENT, {}, client.headers);
    expect(viaFragment.data?.me).toEqual({ id: client.userId, firstName: 'Again' });
  });
});

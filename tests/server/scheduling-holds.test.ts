import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import {
  AISHA,
  allSlots,
  AVAILABLE_SLOTS,
  createSignedInClient,
  DEMO_ORG,
  HOLD_SLOT,
  MAIN,
  MARCUS,
  RELEASE_SLOT,
  SOFIA,
  SUNRISE_MAIN,
  SUNRISE_ORG,
  WEIGHTLOSS_CONSULT,
  LIPID_PANEL,
  type SessionJson,
  type SlotDayJson,
  type TestClient,
} from './scheduling-helpers.ts';

const START = '2026-03-09T13:00:00.000Z'; // Monday 09:00 EDT, the first slot of the day
const hold = (providerId: string, startTime: string, extra: Record<string, unknown> = {}) => ({
  input: { providerId, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime, ...extra },
});

describe('holdSlot and releaseSlot', () => {
  let deps: TestDeps;
  let gql: Gql;
  let alice: TestClient;
  let bob: TestClient;

  const isTestClient = (client: TestClient | HeaderMap): client is TestClient => typeof client.clientId === 'string' && typeof client.headers === 'object';
  const headersOf = (client: TestClient | HeaderMap): HeaderMap => (isTestClient(client) ? client.headers : client);
  const holdAs = (client: TestClient | HeaderMap, providerId: string, startTime: string, extra: Record<string, unknown> = {}) =>
    gql<{ holdSlot: SessionJson }>(HOLD_SLOT, hold(providerId, startTime, extra), headersOf(client));
  const statusOf = async (id: string) => (await deps.db.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, id)))[0]?.status;
  const reasonOf = (response: Awaited<ReturnType<Gql>>) => response.errors?.[0]?.extensions?.reason;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    alice = await createSignedInClient(deps, DEMO_ORG);
    bob = await createSignedInClient(deps, DEMO_ORG);
  });
  afterAll(() => deps.close());

  test('a client holds a free slot for 10 minutes; others no longer see it', async () => {
    const held = expectOk(await holdAs(alice, AISHA, START)).holdSlot;
    expect(held).toMatchObject({
      status: 'PENDING',
      startTime: START,
      endTime: '2026-03-09T13:20:00.000Z',
      mode: 'VIRTUAL',
      holdExpiresAt: '2026-03-01T12:10:00.000Z',
      // Demo policy: rescheduling closes 12 hours before.
      rescheduleCutOffTime: '2026-03-09T01:00:00.000Z',
      canReschedule: false,
      canJoin: false,
      clientId: alice.clientId,
      productId: WEIGHTLOSS_CONSULT,
      locationId: MAIN,
      orderItemId: null,
      provider: { id: AISHA, name: 'Dr. Aisha Patel' },
    });
    expect(held.displayId).toMatch(/^HS-\d{5,}$/);
    const days = expectOk(
      await gql<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input: { productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from: '2026-03-09', to: '2026-03-09', timezone: 'America/New_York', providerId: AISHA } }, bob.headers),
    ).availableSlots;
    expect(allSlots(days)[0]?.startTime).toBe('2026-03-09T13:30:00.000Z');
    const taken = await holdAs(bob, AISHA, START);
    expectCode(taken, 'BAD_USER_INPUT');
    expect(reasonOf(taken)).toBe('SLOT_UNAVAILABLE');
    // Another provider at the same time is a different slot.
    expect(expectOk(await holdAs(bob, MARCUS, START)).holdSlot.status).toBe('PENDING');
  });

  test('holding another time for the same product gives the first hold back', async () => {
    const first = expectOk(await holdAs(alice, AISHA, '2026-03-09T14:00:00.000Z')).holdSlot;
    const second = expectOk(await holdAs(alice, AISHA, '2026-03-09T14:30:00.000Z')).holdSlot;
    expect(await statusOf(first.id)).toBe('CANCELLED');
    expect(await statusOf(second.id)).toBe('PENDING');
    // The same slot again (a double click) replaces the hold with a fresh one.
    const again = expectOk(await holdAs(alice, AISHA, '2026-03-09T14:30:00.000Z')).holdSlot;
    expect(await statusOf(second.id)).toBe('CANCELLED');
    expect(again.id).not.toBe(second.id);
  });

  test('only offered slots can be held: on the grid, in the hours, in the future, in a mode the provider offers', async () => {
    for (const startTime of ['2026-03-09T13:10:00.000Z', '2026-03-08T15:00:00.000Z', '2026-02-27T15:00:00.000Z']) {
      const refused = await holdAs(bob, AISHA, startTime);
      expectCode(refused, 'BAD_USER_INPUT');
      expect(reasonOf(refused)).toBe('SLOT_UNAVAILABLE');
    }
    const wrongMode = await holdAs(bob, MARCUS, '2026-03-09T16:00:00.000Z', { mode: 'IN_PERSON' });
    expect(reasonOf(wrongMode)).toBe('PROVIDER_NOT_AVAILABLE');
    const labByHcp = await gql(HOLD_SLOT, { input: { providerId: AISHA, productId: LIPID_PANEL, locationId: MAIN, startTime: '2026-03-09T16:00:00.000Z' } }, bob.headers);
    expect(reasonOf(labByHcp)).toBe('PROVIDER_NOT_AVAILABLE');
    const lab = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: SOFIA, productId: LIPID_PANEL, locationId: MAIN, startTime: '2026-03-09T16:00:00.000Z' } }, bob.headers));
    expect(lab.holdSlot.mode).toBe('IN_PERSON');
  });

  test('100 clients racing for one slot: exactly one holds it', async () => {
    const racers = await Promise.all(Array.from({ length: 100 }, () => createSignedInClient(deps, DEMO_ORG)));
    const slot = '2026-03-11T15:00:00.000Z';
    const results = await Promise.all(racers.map((racer) => holdAs(racer, MARCUS, slot)));
    const winners = results.filter((r) => r.errors === undefined);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => reasonOf(r) === 'SLOT_UNAVAILABLE')).toHaveLength(99);
    const occupying = await deps.db
      .select({ id: hcpSessions.id, clientId: hcpSessions.clientId })
      .from(hcpSessions)
      .where(and(eq(hcpSessions.providerId, MARCUS), eq(hcpSessions.startsAt, new Date(slot)), inArray(hcpSessions.status, ['PENDING', 'SCHEDULED', 'INPROGRESS'])));
    expect(occupying).toHaveLength(1);
    expect(occupying[0]?.id).toBe(winners[0]?.data?.holdSlot.id);
  });

  test('the database itself refuses an overlapping session, whatever the code does', async () => {
    const [row] = await deps.db.select().from(hcpSessions).where(and(eq(hcpSessions.providerId, MARCUS), eq(hcpSessions.startsAt, new Date('2026-03-11T15:00:00Z'))));
    if (!row) throw new Error('no racer won');
    const { id: _id, displayId: _displayId, ...rest } = row;
    const overlapping = { ...rest, displayId: 'HS-TEST-1', clientId: bob.clientId, status: 'SCHEDULED', holdExpiresAt: null, startsAt: new Date('2026-03-11T15:10:00Z'), endsAt: new Date('2026-03-11T15:30:00Z'), occupiedUntil: new Date('2026-03-11T15:40:00Z') };
    await expect(deps.db.insert(hcpSessions).values(overlapping)).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Touching is not overlapping: the next slot starts when the buffer ends.
    await deps.db.insert(hcpSessions).values({ ...overlapping, displayId: 'HS-TEST-2', startsAt: new Date('2026-03-11T15:30:00Z'), endsAt: new Date('2026-03-11T15:50:00Z'), occupiedUntil: new Date('2026-03-11T16:00:00Z') });
    // A cancelled session does not occupy time.
    await deps.db.insert(hcpSessions).values({ ...overlapping, displayId: 'HS-TEST-3', status: 'CANCELLED' });
    const [{ n } = { n: 0 }] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(hcpSessions).where(eq(hcpSessions.providerId, MARCUS));
    expect(n).toBeGreaterThanOrEqual(3);
  });

  test('an expired hold no longer blocks: the next client takes the slot and the old hold lapses', async () => {
    const slot = '2026-03-12T13:00:00.000Z';
    const first = expectOk(await holdAs(alice, AISHA, slot)).holdSlot;
    deps.clock.advance(9 * 60_000);
    const carol = await createSignedInClient(deps, DEMO_ORG);
    expect(reasonOf(await holdAs(carol, AISHA, slot))).toBe('SLOT_UNAVAILABLE');
    deps.clock.advance(60_000);
    const dave = await createSignedInClient(deps, DEMO_ORG);
    const taken = expectOk(await holdAs(dave, AISHA, slot)).holdSlot;
    expect(taken.clientId).toBe(dave.clientId);
    expect(await statusOf(first.id)).toBe('LAPSED');
  });

  test('releaseSlot gives a hold back once; another client cannot touch it', async () => {
    const erin = await createSignedInClient(deps, DEMO_ORG);
    const frank = await createSignedInClient(deps, DEMO_ORG);
    const held = expectOk(await holdAs(erin, AISHA, '2026-03-13T13:00:00.000Z')).holdSlot;
    expectCode(await gql(RELEASE_SLOT, { sessionId: held.id }, frank.headers), 'NOT_FOUND');
    expect(expectOk(await gql<{ releaseSlot: boolean }>(RELEASE_SLOT, { sessionId: held.id }, erin.headers)).releaseSlot).toBe(true);
    expect(await statusOf(held.id)).toBe('CANCELLED');
    const twice = await gql(RELEASE_SLOT, { sessionId: held.id }, erin.headers);
    expect(reasonOf(twice)).toBe('SESSION_TRANSITION_REFUSED');
    expect(expectOk(await holdAs(frank, AISHA, '2026-03-13T13:00:00.000Z')).holdSlot.clientId).toBe(frank.clientId);
  });

  test('a client holds for itself, a receptionist for a named client, within its organization', async () => {
    const receptionist = await session(gql, 'reception@demo.test');
    const asReceptionist = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
    // A receptionist acts for a client (issue 15): it must name one.
    expectCode(await holdAs(asReceptionist, AISHA, '2026-03-13T14:00:00.000Z'), 'BAD_USER_INPUT');
    expectCode(await holdAs({}, AISHA, '2026-03-13T14:00:00.000Z'), 'UNAUTHENTICATED');
    // A client pretending to be another client of its organization.
    expectCode(await holdAs({ ...alice.headers, 'x-role-target': bob.clientId }, AISHA, '2026-03-13T14:00:00.000Z'), 'FORBIDDEN');
    const sunrise = await createSignedInClient(deps, SUNRISE_ORG);
    expectCode(await holdAs(sunrise, AISHA, '2026-03-13T14:00:00.000Z'), 'LOCATION_NOT_FOUND');
    expectCode(await gql(HOLD_SLOT, hold(AISHA, '2026-03-13T14:00:00.000Z', { locationId: SUNRISE_MAIN, productId: WEIGHTLOSS_CONSULT }), sunrise.headers), 'PRODUCT_NOT_AVAILABLE');
    const held = expectOk(await holdAs(alice, AISHA, '2026-03-13T14:00:00.000Z')).holdSlot;
    expectCode(await gql(RELEASE_SLOT, { sessionId: held.id }, sunrise.headers), 'NOT_FOUND');
  });
});

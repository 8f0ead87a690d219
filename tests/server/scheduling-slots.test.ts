import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions, providerLocations, providerProfiles, providerTimeOff } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import {
  AISHA,
  allSlots,
  AVAILABLE_SLOTS,
  createSignedInClient,
  DEMO_BUSINESS,
  DEMO_ORG,
  DOWNTOWN,
  HAIR_CONSULT,
  LIPID_PANEL,
  MAIN,
  MARCUS,
  SOFIA,
  SUNRISE_MAIN,
  SUNRISE_ORG,
  WEIGHTLOSS_CONSULT,
  type SlotDayJson,
} from './scheduling-helpers.ts';

const PROVIDERS = /* GraphQL */ `
  query Providers($input: ProvidersInput!) { providers(input: $input) { id name image kind timezone consultDurationMinutes mode } }
`;

type SlotsInput = { productId: string; locationId: string; from: string; to: string; timezone: string; providerId?: string };

describe('availableSlots and providers', () => {
  let deps: TestDeps;
  let gql: Gql;
  let asClient: HeaderMap;
  let asReceptionist: HeaderMap;
  let asSunriseClient: HeaderMap;
  const SUNRISE_PROVIDER = seedId('provider:test:sunrise');

  const slots = async (input: SlotsInput, headers: HeaderMap = asClient) => expectOk(await gql<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input }, headers)).availableSlots;
  const ny = (from: string, to: string, extra: Partial<SlotsInput> = {}): SlotsInput => ({ productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from, to, timezone: 'America/New_York', ...extra });

  beforeAll(async () => {
    deps = await createTestDeps();
    // Before both 2026 clock changes, so their days are still in the future.
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const client = await session(gql, 'client@demo.test');
    const receptionist = await session(gql, 'reception@demo.test');
    asClient = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    asReceptionist = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
    asSunriseClient = (await createSignedInClient(deps, SUNRISE_ORG)).headers;
    await deps.db.insert(providerProfiles).values({
      id: SUNRISE_PROVIDER,
      organizationId: SUNRISE_ORG,
      businessId: seedId('business:sunrise'),
      userId: seedId('user:client@sunrise.test'),
      kind: 'HCP',
      displayName: 'Dr. Sunrise',
      timezone: 'America/Los_Angeles',
    });
    await deps.db.insert(providerLocations).values({ organizationId: SUNRISE_ORG, providerId: SUNRISE_PROVIDER, locationId: SUNRISE_MAIN, mode: 'VIRTUAL' });
  });
  afterAll(() => deps.close());

  test('providers: who serves a product at a location, by name, with their mode there', async () => {
    const list = async (input: Record<string, unknown>) => expectOk(await gql<{ providers: { id: string; name: string; kind: string; mode: string }[] }>(PROVIDERS, { input }, asClient)).providers;
    expect((await list({ productId: WEIGHTLOSS_CONSULT, locationId: MAIN })).map((p) => [p.name, p.kind, p.mode])).toEqual([
      ['Dr. Aisha Patel', 'HCP', 'HYBRID'],
      ['Dr. Marcus Reid', 'HCP', 'VIRTUAL'],
    ]);
    expect((await list({ productId: HAIR_CONSULT, locationId: DOWNTOWN })).map((p) => [p.id, p.mode])).toEqual([[AISHA, 'VIRTUAL']]);
    expect(await list({ productId: LIPID_PANEL, locationId: MAIN, kind: 'LAB_COLLECTOR' })).toEqual([
      { id: SOFIA, name: 'Sofia Alvarez', image: '/images/providers/sofia-alvarez.svg', kind: 'LAB_COLLECTOR', timezone: 'America/New_York', consultDurationMinutes: 20, mode: 'IN_PERSON' },
    ]);
    expect(await list({ productId: WEIGHTLOSS_CONSULT, locationId: MAIN, kind: 'LAB_COLLECTOR' })).toEqual([]);
  });

  test('America/New_York, March change: Saturday 10:00 EST, no Sunday hours, Monday 09:00 EDT', async () => {
    const days = await slots(ny('2026-03-07', '2026-03-09'));
    expect(days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    const [saturday, sunday, monday] = days;
    // Two providers, 8 slots each on Saturday (10:00-14:00), 16 on Monday (09:00-17:00).
    expect(allSlots([saturday!])).toHaveLength(16);
    expect(allSlots([sunday!])).toHaveLength(0);
    expect(allSlots([monday!])).toHaveLength(32);
    expect(saturday!.morning[0]).toEqual({
      startTime: '2026-03-07T15:00:00.000Z',
      endTime: '2026-03-07T15:20:00.000Z',
      time: '10:00',
      provider: { id: AISHA, name: 'Dr. Aisha Patel', image: '/images/providers/aisha-patel.svg' },
    });
    expect(saturday!.morning[1]).toMatchObject({ startTime: '2026-03-07T15:00:00.000Z', provider: { id: MARCUS } });
    expect(monday!.morning[0]).toMatchObject({ startTime: '2026-03-09T13:00:00.000Z', time: '09:00' });
    expect(monday!.morning.map((s) => s.time).filter((_, i) => i % 2 === 0)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(monday!.afternoon.map((s) => s.time).at(-1)).toBe('16:30');
    expect(monday!.evening).toEqual([]);
  });

  test('America/New_York, November change: 10:00 EDT on Saturday, 09:00 EST on Monday', async () => {
    const [saturday, sunday, monday] = await slots(ny('2026-10-31', '2026-11-02', { providerId: AISHA }));
    expect(saturday!.morning[0]).toMatchObject({ startTime: '2026-10-31T14:00:00.000Z', time: '10:00' });
    expect(allSlots([sunday!])).toEqual([]);
    expect(monday!.morning[0]).toMatchObject({ startTime: '2026-11-02T14:00:00.000Z', time: '09:00' });
    expect(allSlots([monday!]).every((s) => s.provider.id === AISHA)).toBe(true);
  });

  test('a client in Europe/Lisbon sees New York hours on its own clock across its changes', async () => {
    const lisbon = (from: string, to: string) => slots({ ...ny(from, to, { providerId: AISHA }), timezone: 'Europe/Lisbon' });
    const [sat, , mon] = await lisbon('2026-03-28', '2026-03-30');
    // Saturday 10:00 EDT = 14:00Z = 14:00 WET; Monday (Lisbon now on WEST) 09:00 EDT = 14:00 WEST, 16:30 EDT = 21:30.
    expect(sat!.afternoon.map((s) => s.time)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(sat!.evening.map((s) => s.time)).toEqual(['17:00', '17:30']);
    expect(mon!.morning).toEqual([]);
    expect(mon!.afternoon[0]).toMatchObject({ startTime: '2026-03-30T13:00:00.000Z', time: '14:00' });
    expect(mon!.evening.at(-1)?.time).toBe('21:30');
    const [octSat, , octMon] = await lisbon('2026-10-24', '2026-10-26');
    // 10:00 EDT = 14:00Z = 15:00 WEST; after Lisbon falls back (NY not yet): 09:00 EDT = 13:00Z = 13:00 WET.
    expect(octSat!.afternoon[0]).toMatchObject({ startTime: '2026-10-24T14:00:00.000Z', time: '15:00' });
    expect(octMon!.afternoon[0]).toMatchObject({ startTime: '2026-10-26T13:00:00.000Z', time: '13:00' });
  });

  test('time off and sessions that occupy time are removed; expired holds and cancelled sessions are not', async () => {
    await deps.db.insert(providerTimeOff).values({ organizationId: DEMO_ORG, providerId: AISHA, startsAt: new Date('2026-03-10T13:00:00Z'), endsAt: new Date('2026-03-10T15:00:00Z'), reason: 'Clinic meeting' });
    const session = (startsAt: string, status: string, holdExpiresAt: string | null) => ({
      organizationId: DEMO_ORG,
      displayId: `T-${startsAt}`,
      businessId: DEMO_BUSINESS,
      locationId: MAIN,
      providerId: MARCUS,
      clientId: seedId('client:client@demo.test:demo'),
      productId: WEIGHTLOSS_CONSULT,
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 20 * 60_000),
      occupiedUntil: new Date(new Date(startsAt).getTime() + 30 * 60_000),
      mode: 'VIRTUAL',
      status,
      holdExpiresAt: holdExpiresAt ? new Date(holdExpiresAt) : null,
      rescheduleCutOffAt: new Date(startsAt),
    });
    await deps.db.insert(hcpSessions).values([
      session('2026-03-10T13:00:00Z', 'SCHEDULED', null),
      session('2026-03-10T13:30:00Z', 'PENDING', '2026-03-01T12:05:00Z'),
      session('2026-03-10T14:00:00Z', 'PENDING', '2026-03-01T11:59:00Z'),
      session('2026-03-10T14:30:00Z', 'CANCELLED', null),
      session('2026-03-10T15:00:00Z', 'INPROGRESS', null),
    ]);
    const [tuesday] = await slots(ny('2026-03-10', '2026-03-10'));
    const starts = (id: string) => allSlots([tuesday!]).filter((s) => s.provider.id === id).map((s) => s.time);
    expect(starts(AISHA).slice(0, 2)).toEqual(['11:00', '11:30']);
    expect(starts(AISHA)).toHaveLength(12);
    expect(starts(MARCUS).slice(0, 3)).toEqual(['10:00', '10:30', '11:30']);
  });

  test('slots at or before now are gone', async () => {
    deps.clock.set(new Date('2026-03-09T14:10:00Z'));
    try {
      // Access tokens live an hour: sign in again at the new time.
      const later = await createSignedInClient(deps, DEMO_ORG);
      const [monday] = await slots(ny('2026-03-09', '2026-03-09', { providerId: AISHA }), later.headers);
      expect(allSlots([monday!])[0]).toMatchObject({ startTime: '2026-03-09T14:30:00.000Z', time: '10:30' });
    } finally {
      deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    }
  });

  test('a receptionist of the organization may look too', async () => {
    expect(allSlots(await slots(ny('2026-03-09', '2026-03-09'), asReceptionist))).toHaveLength(32);
  });

  test('inputs are validated: dates, range, time zone, ids', async () => {
    const bad = async (input: Partial<SlotsInput>, field: string) => {
      const result = await gql(AVAILABLE_SLOTS, { input: { ...ny('2026-03-09', '2026-03-10'), ...input } }, asClient);
      expectCode(result, 'BAD_USER_INPUT');
      expect(Object.keys(result.errors?.[0]?.extensions?.fields ?? {})).toEqual([field]);
    };
    await bad({ from: '2026-02-30' }, 'input.from');
    await bad({ to: '2026-03-08' }, 'input.to');
    await bad({ to: '2026-05-11' }, 'input.to');
    await bad({ timezone: 'Mars/Olympus' }, 'input.timezone');
    await bad({ productId: 'nope' }, 'input.productId');
  });

  test('tenancy and access: another organization, an unserved product, a provider that does not serve it', async () => {
    expectCode(await gql(AVAILABLE_SLOTS, { input: ny('2026-03-09', '2026-03-09') }), 'UNAUTHENTICATED');
    expectCode(await gql(AVAILABLE_SLOTS, { input: ny('2026-03-09', '2026-03-09') }, asSunriseClient), 'LOCATION_NOT_FOUND');
    expectCode(await gql(PROVIDERS, { input: { productId: WEIGHTLOSS_CONSULT, locationId: MAIN } }, asSunriseClient), 'LOCATION_NOT_FOUND');
    expectCode(await gql(AVAILABLE_SLOTS, { input: ny('2026-03-09', '2026-03-09', { providerId: SUNRISE_PROVIDER }) }, asClient), 'NOT_FOUND');
    expectCode(await gql(AVAILABLE_SLOTS, { input: ny('2026-03-09', '2026-03-09', { productId: seedId('product:sunrise:weightloss-consult') }) }, asClient), 'PRODUCT_NOT_AVAILABLE');
    const notServed = await gql(AVAILABLE_SLOTS, { input: ny('2026-03-09', '2026-03-09', { providerId: SOFIA }) }, asClient);
    expectCode(notServed, 'BAD_USER_INPUT');
    expect(notServed.errors?.[0]?.extensions?.reason).toBe('PROVIDER_NOT_AVAILABLE');
    // The sunrise provider serves nothing of demo's, and demo's clients cannot see it.
    expect(allSlots(await slots({ ...ny('2026-03-09', '2026-03-09'), productId: seedId('product:sunrise:weightloss-consult'), locationId: SUNRISE_MAIN }, asSunriseClient))).toEqual([]);
  });

  test("setProviderWorkingHours: 'Working hours cannot overlap'; a provider edits its own, an admin its business's", async () => {
    const SET_HOURS = /* GraphQL */ `
      mutation SetHours($input: SetProviderWorkingHoursInput!) { setProviderWorkingHours(input: $input) { weekday start end } }
    `;
    const hcp = await session(gql, 'hcp@demo.test');
    const admin = await session(gql, 'admin@demo.test');
    const asHcp = roleHeaders(hcp.tokens, grantOf(hcp.grants, 'HEALTHCARE_PROVIDER'));
    const asAdmin = roleHeaders(admin.tokens, grantOf(admin.grants, 'BUSINESS_ADMIN'));
    const mondayMorning = [{ weekday: 1, start: '09:00', end: '12:00' }];

    const overlap = await gql(SET_HOURS, { input: { providerId: AISHA, hours: [...mondayMorning, { weekday: 1, start: '11:30', end: '17:00' }] } }, asHcp);
    expectCode(overlap, 'BAD_USER_INPUT');
    expect(overlap.errors?.[0]).toMatchObject({ message: 'Working hours cannot overlap', extensions: { reason: 'WORKING_HOURS_INVALID' } });
    expectCode(await gql(SET_HOURS, { input: { providerId: MARCUS, hours: mondayMorning } }, asHcp), 'FORBIDDEN');
    expectCode(await gql(SET_HOURS, { input: { providerId: MARCUS, hours: mondayMorning } }, asClient), 'FORBIDDEN');
    expectCode(await gql(SET_HOURS, { input: { providerId: SUNRISE_PROVIDER, hours: mondayMorning } }, asAdmin), 'NOT_FOUND');

    const saved = expectOk(await gql<{ setProviderWorkingHours: unknown[] }>(SET_HOURS, { input: { providerId: MARCUS, hours: mondayMorning } }, asAdmin));
    expect(saved.setProviderWorkingHours).toEqual(mondayMorning);
    const [monday] = await slots(ny('2026-03-16', '2026-03-16', { providerId: MARCUS }));
    expect(allSlots([monday!]).map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(expectOk(await gql<{ setProviderWorkingHours: unknown[] }>(SET_HOURS, { input: { providerId: AISHA, hours: [] } }, asHcp)).setProviderWorkingHours).toEqual([]);
    expect(allSlots(await slots(ny('2026-03-16', '2026-03-21', { providerId: AISHA })))).toEqual([]);
  });
});

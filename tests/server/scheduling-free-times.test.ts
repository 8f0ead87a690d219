// freeTimes: the picker's week in the compact shape answers exactly what availableSlots answers (same slots, each
// start once with its providers), with time off, holds and bookings taken out, and the same checks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions, providerTimeOff } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { AISHA, allSlots, AVAILABLE_SLOTS, createSignedInClient, DEMO_BUSINESS, DEMO_ORG, MAIN, MARCUS, SOFIA, SUNRISE_ORG, WEIGHTLOSS_CONSULT, type SlotDayJson } from './scheduling-helpers.ts';

const FREE_TIMES = /* GraphQL */ `
  query FreeTimes($input: AvailableSlotsInput!) {
    freeTimes(input: $input) {
      providers { id name }
      days { date morning { startTime providers } afternoon { startTime providers } evening { startTime providers } }
      packedDays
    }
  }
`;

type FreeTimeJson = { startTime: string; providers: number[] };
type FreeTimesJson = { providers: { id: string; name: string }[]; days: ({ date: string } & Record<'morning' | 'afternoon' | 'evening', FreeTimeJson[]>)[]; packedDays: unknown };

/** The days as packedDays carries them (what the picker reads): each time as [startTime, providers]. */
function packed(answer: FreeTimesJson): unknown {
  const pack = (times: FreeTimeJson[]) => times.map((time) => [time.startTime, time.providers]);
  return answer.days.map((day) => ({ date: day.date, morning: pack(day.morning), afternoon: pack(day.afternoon), evening: pack(day.evening) }));
}
type Input = { productId: string; locationId: string; from: string; to: string; timezone: string; providerId?: string };

/** The compact answer spelled out as availableSlots lists it: per day and part, each (start, provider) pair in order. */
function expanded(answer: FreeTimesJson): { date: string; parts: string[][] }[] {
  return answer.days.map((day) => ({
    date: day.date,
    parts: (['morning', 'afternoon', 'evening'] as const).map((part) => day[part].flatMap((time) => time.providers.map((i) => `${time.startTime} ${answer.providers[i]?.id}`))),
  }));
}

function listed(days: SlotDayJson[]): { date: string; parts: string[][] }[] {
  return days.map((day) => ({ date: day.date, parts: (['morning', 'afternoon', 'evening'] as const).map((part) => day[part].map((slot) => `${slot.startTime} ${slot.provider.id}`)) }));
}

describe('freeTimes', () => {
  let deps: TestDeps;
  let gql: Gql;
  let asClient: HeaderMap;
  let asReceptionist: HeaderMap;
  const ny = (from: string, to: string, extra: Partial<Input> = {}): Input => ({ productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from, to, timezone: 'America/New_York', ...extra });
  // Every answer: packedDays (what the picker reads) says what days says.
  const freeTimes = async (input: Input, headers: HeaderMap = asClient) => {
    const answer = expectOk(await gql<{ freeTimes: FreeTimesJson }>(FREE_TIMES, { input }, headers)).freeTimes;
    expect(answer.packedDays).toEqual(packed(answer));
    return answer;
  };
  const slots = async (input: Input) => expectOk(await gql<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input }, asClient)).availableSlots;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const client = await session(gql, 'client@demo.test');
    const receptionist = await session(gql, 'reception@demo.test');
    asClient = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    asReceptionist = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
  });
  afterAll(() => deps.close());

  test('a week across the March clock change: each start once, both providers at shared times, the same slots as availableSlots', async () => {
    const answer = await freeTimes(ny('2026-03-07', '2026-03-13'));
    expect(answer.providers.map((p) => [p.id, p.name])).toEqual([
      [AISHA, 'Dr. Aisha Patel'],
      [MARCUS, 'Dr. Marcus Reid'],
    ]);
    expect(answer.days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    const [saturday, sunday, monday] = answer.days;
    expect(saturday?.morning[0]).toEqual({ startTime: '2026-03-07T15:00:00.000Z', providers: [0, 1] });
    expect(sunday).toEqual({ date: '2026-03-08', morning: [], afternoon: [], evening: [] });
    // Monday 09:00 EDT (13:00Z) to 16:30, every half hour: 16 starts, not 32 slots.
    expect([...monday!.morning, ...monday!.afternoon]).toHaveLength(16);
    expect(monday?.morning[0]?.startTime).toBe('2026-03-09T13:00:00.000Z');
    expect(expanded(answer)).toEqual(listed(await slots(ny('2026-03-07', '2026-03-13'))));
  });

  test('time off, bookings and live holds are taken out; expired holds and cancelled sessions are not; one provider alone', async () => {
    await deps.db.insert(providerTimeOff).values({ organizationId: DEMO_ORG, providerId: AISHA, startsAt: new Date('2026-03-10T13:00:00Z'), endsAt: new Date('2026-03-10T15:00:00Z'), reason: 'Clinic meeting' });
    const at = (startsAt: string, status: string, holdExpiresAt: string | null) => ({
      organizationId: DEMO_ORG,
      displayId: `FT-${startsAt}`,
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
      at('2026-03-10T13:00:00Z', 'SCHEDULED', null),
      at('2026-03-10T13:30:00Z', 'PENDING', '2026-03-01T12:05:00Z'),
      at('2026-03-10T14:00:00Z', 'PENDING', '2026-03-01T11:59:00Z'),
      at('2026-03-10T14:30:00Z', 'CANCELLED', null),
      at('2026-03-10T15:00:00Z', 'INPROGRESS', null),
    ]);
    const answer = await freeTimes(ny('2026-03-10', '2026-03-10'));
    const tuesday = answer.days[0]!;
    const of = (provider: number) => [...tuesday.morning, ...tuesday.afternoon].filter((time) => time.providers.includes(provider)).map((time) => time.startTime.slice(11, 16));
    expect(of(0).slice(0, 2)).toEqual(['15:00', '15:30']); // Aisha: 11:00 EDT after her time off
    expect(of(1).slice(0, 3)).toEqual(['14:00', '14:30', '15:30']); // Marcus: the expired hold and the cancelled one are free
    expect(expanded(answer)).toEqual(listed(await slots(ny('2026-03-10', '2026-03-10'))));
    const marcusAlone = await freeTimes(ny('2026-03-10', '2026-03-10', { providerId: MARCUS }));
    expect(marcusAlone.providers.map((p) => p.id)).toEqual([MARCUS]);
    expect(allSlots(await slots(ny('2026-03-10', '2026-03-10', { providerId: MARCUS }))).map((s) => s.startTime)).toEqual(
      [...marcusAlone.days[0]!.morning, ...marcusAlone.days[0]!.afternoon, ...marcusAlone.days[0]!.evening].map((time) => time.startTime),
    );
  });

  test('a week at most; the same input checks, access and tenancy as availableSlots', async () => {
    const bad = await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-16') }, asClient);
    expectCode(bad, 'BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields ?? {})).toEqual(['input.to']);
    expectCode(await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-08') }, asClient), 'BAD_USER_INPUT');
    expectCode(await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-09', { timezone: 'Mars/Olympus' }) }, asClient), 'BAD_USER_INPUT');
    expectCode(await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-09') }), 'UNAUTHENTICATED');
    expectCode(await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-09') }, (await createSignedInClient(deps, SUNRISE_ORG)).headers), 'LOCATION_NOT_FOUND');
    const notServed = await gql(FREE_TIMES, { input: ny('2026-03-09', '2026-03-09', { providerId: SOFIA }) }, asClient);
    expectCode(notServed, 'BAD_USER_INPUT');
    expect(notServed.errors?.[0]?.extensions?.reason).toBe('PROVIDER_NOT_AVAILABLE');
    expect((await freeTimes(ny('2026-03-09', '2026-03-09'), asReceptionist)).days[0]?.morning).toHaveLength(6);
  });
});

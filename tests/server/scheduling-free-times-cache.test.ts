// The freeTimes cache (server/services/scheduling/free-times-cache.ts): a computed week is kept per API process
// and answered again without the database until availability changes; a hold, a release, a booking's
// cancellation and an hours change show at once in the process that wrote them and, through the event bus, in
// another process; a hold's expiry and the passing of time show without any write.
import { eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions, providerTimeOff } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { availabilityChanged, changesAvailability, useFreeTimesCache } from '../../server/services/scheduling/free-times-cache.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { CANCEL, moveClock } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item, orderInput, withPassedPreAssessments, type Shopper } from './orders-helpers.ts';
import { AISHA, AVAILABLE_SLOTS, DEMO_ORG, HOLD_SLOT, MAIN, MARCUS, RELEASE_SLOT, WEIGHTLOSS_CONSULT, type SessionJson, type SlotDayJson } from './scheduling-helpers.ts';

const FREE_TIMES = /* GraphQL */ `
  query FreeTimes($input: AvailableSlotsInput!) {
    freeTimes(input: $input) {
      providers { id name }
      days { date morning { startTime providers } afternoon { startTime providers } evening { startTime providers } }
      packedDays
    }
  }
`;
// The order as far as this test needs it: its item (the booked consult).
const CREATE_ORDER = /* GraphQL */ `mutation C($input: CreateOrderInput!) { createOrder(input: $input) { success order { id orderItems { id } } } }`;
type CreateResult = { createOrder: { success: boolean; order: { id: string; orderItems: { id: string }[] } } };
const SET_HOURS = /* GraphQL */ `mutation SetHours($input: SetProviderWorkingHoursInput!) { setProviderWorkingHours(input: $input) { weekday start end } }`;

type FreeTimeJson = { startTime: string; providers: number[] };
type FreeTimesJson = { providers: { id: string; name: string }[]; days: ({ date: string } & Record<'morning' | 'afternoon' | 'evening', FreeTimeJson[]>)[]; packedDays: unknown };

/** The days as packedDays carries them (what the picker reads): each time as [startTime, providers]. */
function packed(answer: FreeTimesJson): unknown {
  const pack = (times: FreeTimeJson[]) => times.map((time) => [time.startTime, time.providers]);
  return answer.days.map((day) => ({ date: day.date, morning: pack(day.morning), afternoon: pack(day.afternoon), evening: pack(day.evening) }));
}

const TUESDAY = '2026-03-10';
const TUESDAY_9 = '2026-03-10T13:00:00.000Z'; // 09:00 EDT
const TUESDAY_10 = '2026-03-10T14:00:00.000Z';
const week = { productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from: '2026-03-09', to: '2026-03-15', timezone: 'America/New_York' };

/** Each (start, provider id) pair the answer offers, in order. */
function offered(answer: FreeTimesJson): string[] {
  return answer.days.flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening].flatMap((time) => time.providers.map((i) => `${time.startTime} ${answer.providers[i]?.id}`)));
}

function listed(days: SlotDayJson[]): string[] {
  return days.flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening].map((slot) => `${slot.startTime} ${slot.provider.id}`));
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('freeTimes cache', () => {
  let deps: TestDeps;
  let other: TestDeps;
  let first: Gql;
  let second: Gql;
  let nora: Shopper;
  let asAdmin: HeaderMap;

  // Every answer, kept or not, with starts past or not: packedDays says what days says.
  const freeTimes = async (gql: Gql, input: Record<string, unknown> = week, headers: HeaderMap = nora.headers) => {
    const answer = expectOk(await gql<{ freeTimes: FreeTimesJson }>(FREE_TIMES, { input }, headers)).freeTimes;
    expect(answer.packedDays).toEqual(packed(answer));
    return answer;
  };
  const uncached = async (input: Record<string, unknown> = week) => listed(expectOk(await first<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input }, nora.headers)).availableSlots);
  const both = async () => [offered(await freeTimes(first)), offered(await freeTimes(second))];
  const hold = async (gql: Gql, providerId: string, startTime: string) =>
    expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime } }, nora.headers)).holdSlot;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    // Two API processes on one database, one clock and one event bus, each with its own cache.
    other = { ...deps };
    useFreeTimesCache(deps);
    useFreeTimesCache(other);
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
    nora = await createShopper(deps, first, { card: CARDS.approve });
    const admin = await session(first, 'admin@demo.test');
    asAdmin = roleHeaders(admin.tokens, grantOf(admin.grants, 'BUSINESS_ADMIN'));
  });
  afterAll(() => deps.close());

  test('a week is answered again from the cache, then a hold and its release show at once here and in the other process', async () => {
    const before = await uncached();
    expect(before).toContain(`${TUESDAY_9} ${AISHA}`);
    expect(await both()).toEqual([before, before]);

    // Written behind the API's back: both processes still answer the week they keep.
    const [off] = await deps.db
      .insert(providerTimeOff)
      .values({ organizationId: DEMO_ORG, providerId: MARCUS, startsAt: new Date('2026-03-12T13:00:00Z'), endsAt: new Date('2026-03-12T22:00:00Z'), reason: 'Behind the cache' })
      .returning();
    expect(await both()).toEqual([before, before]);
    await deps.db.delete(providerTimeOff).where(eq(providerTimeOff.id, off!.id));

    // A hold in the first process: the first answers without it at once, the second once the bus delivered.
    const held = await hold(first, AISHA, TUESDAY_9);
    const withHold = await uncached();
    expect(withHold).not.toContain(`${TUESDAY_9} ${AISHA}`);
    expect(offered(await freeTimes(first))).toEqual(withHold);
    await nextTick();
    expect(offered(await freeTimes(second))).toEqual(withHold);

    // Released through the second process: both offer the time again.
    expectOk(await second(RELEASE_SLOT, { sessionId: held.id }, nora.headers));
    expect(offered(await freeTimes(second))).toEqual(before);
    await nextTick();
    expect(offered(await freeTimes(first))).toEqual(before);
  });

  test("a booking's cancellation in one process shows in the other", async () => {
    const held = await hold(first, MARCUS, TUESDAY_10);
    const consult = { ...item('weightloss-consult', 'WEIGHTLOSS'), heldSessionId: held.id };
    const input = await withPassedPreAssessments(deps, nora, orderInput(nora, [consult]));
    const placed = expectOk(await first<CreateResult>(CREATE_ORDER, { input }, nora.headers)).createOrder;
    expect(placed.success).toBe(true);
    await nextTick();
    const [here, there] = await both();
    expect(here).not.toContain(`${TUESDAY_10} ${MARCUS}`);
    expect(there).toEqual(here);

    expectOk(await second(CANCEL, { input: { orderItemId: placed.order.orderItems[0]?.id } }, nora.headers));
    expect((await deps.db.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, held.id)))[0]?.status).toBe('CANCELLED');
    await nextTick();
    const freed = await uncached();
    expect(freed).toContain(`${TUESDAY_10} ${MARCUS}`);
    expect(await both()).toEqual([freed, freed]);
  });

  test('an hours change shows at once in the process that saved it and in the other', async () => {
    expect(await both()).toEqual([await uncached(), await uncached()]);
    const tuesdayMorning = [
      { weekday: 1, start: '09:00', end: '17:00' },
      { weekday: 2, start: '09:00', end: '10:00' },
    ];
    expectOk(await second(SET_HOURS, { input: { providerId: MARCUS, hours: tuesdayMorning } }, asAdmin));
    const after = await uncached();
    expect(after.filter((slot) => slot.startsWith(TUESDAY) && slot.endsWith(MARCUS)).map((slot) => slot.slice(11, 16))).toEqual(['13:00', '13:30']);
    expect(offered(await freeTimes(second))).toEqual(after);
    await nextTick();
    expect(offered(await freeTimes(first))).toEqual(after);
  });

  test('a kept week ends at the earliest hold it counted, and starts that passed are left out, with no write', async () => {
    const held = await hold(first, AISHA, TUESDAY_10);
    const withHold = await uncached();
    expect(withHold).not.toContain(`${TUESDAY_10} ${AISHA}`);
    expect(offered(await freeTimes(first))).toEqual(withHold);
    // The hold lapses at its expiry: the next answer reads the database again and offers the time.
    await moveClock(deps, new Date(held.holdExpiresAt ?? ''), nora.headers, asAdmin);
    const lapsed = await uncached();
    expect(lapsed).toContain(`${TUESDAY_10} ${AISHA}`);
    expect(offered(await freeTimes(first))).toEqual(lapsed);

    // Tomorrow morning, 40 seconds before a start and 10 after it (within the week's TTL): the kept week answers as
    // a fresh one would, without the start that passed.
    const monday = { ...week, from: '2026-03-02', to: '2026-03-08' };
    await moveClock(deps, '2026-03-02T13:59:20Z', nora.headers, asAdmin);
    const kept = offered(await freeTimes(first, monday));
    expect(kept).toContain(`2026-03-02T14:00:00.000Z ${AISHA}`);
    await moveClock(deps, '2026-03-02T14:00:10Z', nora.headers, asAdmin);
    const later = offered(await freeTimes(first, monday));
    expect(later).toEqual(await uncached(monday));
    expect(later).toEqual(kept.filter((slot) => !slot.startsWith('2026-03-02T14:00:00.000Z')));
    // Asked again with the same starts past: the same answer (kept with the week, packed once).
    expect(offered(await freeTimes(first, monday))).toEqual(later);
  });

  test('an invalidation of another organization leaves this one kept; one of this organization drops it', async () => {
    const kept = offered(await freeTimes(first));
    await deps.db.insert(providerTimeOff).values({ organizationId: DEMO_ORG, providerId: AISHA, startsAt: new Date('2026-03-11T13:00:00Z'), endsAt: new Date('2026-03-11T22:00:00Z'), reason: 'Behind the cache' });
    availabilityChanged(other, 'another-organization');
    await nextTick();
    expect(offered(await freeTimes(first))).toEqual(kept);
    availabilityChanged(other, DEMO_ORG);
    await nextTick();
    expect(offered(await freeTimes(first))).toEqual(await uncached());
    expect(offered(await freeTimes(first))).not.toEqual(kept);
  });

  test('which operations drop the cache: mutations that change availability, not queries or other mutations', () => {
    expect(changesAvailability(parse('mutation { holdSlot(input: {}) { id } }'), undefined)).toBe(true);
    expect(changesAvailability(parse('mutation A { login(input: {}) { ok } } mutation B { cancelOrderItem(input: {}) { success } }'), 'B')).toBe(true);
    expect(changesAvailability(parse('mutation A { login(input: {}) { ok } } mutation B { cancelOrderItem(input: {}) { success } }'), 'A')).toBe(false);
    expect(changesAvailability(parse('query { holdSlot }'), undefined)).toBe(false);
    expect(changesAvailability(parse('mutation { markNotificationsRead }'), undefined)).toBe(false);
    // Booking a live hold keeps the same interval busy: checkout does not empty the cache.
    expect(changesAvailability(parse('mutation { createOrder(input: {}) { success } }'), undefined)).toBe(false);
  });
});

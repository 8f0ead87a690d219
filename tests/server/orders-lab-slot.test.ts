// Lab collector selection in checkout (issue 5): a lab test's collection time is held with a lab collector who
// serves the location and booked with the order, in its transaction; the item starts LabBooked (not Scheduled)
// and the session is SCHEDULED in person. An expired hold rolls the whole order back with HOLD_EXPIRED.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { moveClock } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, checkoutRowCounts, CREATE_ORDER, createShopper, item, orderInput, type CreateResult, type Shopper } from './orders-helpers.ts';
import { AISHA, HOLD_SLOT, LIPID_PANEL, MAIN, SOFIA, type SessionJson } from './scheduling-helpers.ts';

const TUESDAY_9 = '2026-03-10T13:00:00.000Z'; // Tuesday 09:00 EDT
const TUESDAY_10 = '2026-03-10T14:00:00.000Z';

const LAB_COLLECTORS = /* GraphQL */ `
  query LabCollectors($input: ProvidersInput!) { providers(input: $input) { id name kind mode } }
`;

describe('createOrder books a lab collection slot held in checkout', () => {
  let deps: TestDeps;
  let gql: Gql;
  let lena: Shopper;
  let omar: Shopper;

  const holdAs = async (shopper: Shopper, providerId: string, startTime: string) =>
    gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId, productId: LIPID_PANEL, locationId: MAIN, startTime } }, shopper.headers);
  const labWith = (heldSessionId: string) => ({ ...item('lipid-panel', 'LABS'), heldSessionId });
  const sessionRow = async (id: string) => (await deps.db.select().from(hcpSessions).where(eq(hcpSessions.id, id)))[0];

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    lena = await createShopper(deps, gql, { card: CARDS.approve });
    omar = await createShopper(deps, gql, { card: CARDS.approve });
  });
  afterAll(() => deps.close());

  test('the seeded lab collector serves the lab test at demo/main, in person', async () => {
    const { providers } = expectOk(await gql<{ providers: { id: string; name: string; kind: string; mode: string }[] }>(LAB_COLLECTORS, { input: { productId: LIPID_PANEL, locationId: MAIN, kind: 'LAB_COLLECTOR' } }, lena.headers));
    expect(providers).toEqual([{ id: SOFIA, name: 'Sofia Alvarez', kind: 'LAB_COLLECTOR', mode: 'IN_PERSON' }]);
  });

  test('a healthcare provider cannot be held for a lab collection', async () => {
    const response = await holdAs(lena, AISHA, TUESDAY_9);
    expectCode(response, 'BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.reason).toBe('PROVIDER_NOT_AVAILABLE');
  });

  test('the held collection is booked with the order: item LabBooked, session SCHEDULED in person for it', async () => {
    const held = expectOk(await holdAs(lena, SOFIA, TUESDAY_9)).holdSlot;
    expect(held).toMatchObject({ status: 'PENDING', mode: 'IN_PERSON', provider: { id: SOFIA } });
    const placed = expectOk(await gql<CreateResult>(CREATE_ORDER, { input: orderInput(lena, [labWith(held.id)]) }, lena.headers)).createOrder;
    expect(placed.success).toBe(true);
    const orderItem = placed.order.orderItems[0];
    expect(orderItem?.status).toBe('LabBooked');
    expect(await sessionRow(held.id)).toMatchObject({ status: 'SCHEDULED', orderItemId: orderItem?.id, holdExpiresAt: null, providerId: SOFIA });
    // The collector is now busy then: another client cannot hold the same time.
    const taken = await holdAs(omar, SOFIA, TUESDAY_9);
    expect(taken.errors?.[0]?.extensions?.reason).toBe('SLOT_UNAVAILABLE');
  });

  test('an expired collection hold rolls the whole order back with HOLD_EXPIRED', async () => {
    const held = expectOk(await holdAs(omar, SOFIA, TUESDAY_10)).holdSlot;
    await moveClock(deps, new Date(deps.now().getTime() + 11 * 60_000), omar.headers, lena.headers);
    const before = await checkoutRowCounts(deps);
    const response = await gql(CREATE_ORDER, { input: orderInput(omar, [labWith(held.id)]) }, omar.headers);
    expectCode(response, 'BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.reason).toBe('HOLD_EXPIRED');
    expect(await checkoutRowCounts(deps)).toEqual(before);
    expect((await sessionRow(held.id))?.orderItemId).toBeNull();
  });
});

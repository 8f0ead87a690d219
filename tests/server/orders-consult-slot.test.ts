// A consult slot held in checkout is booked with the order, in its transaction: the item starts Scheduled and
// the session SCHEDULED for it; an expired or another client's hold rolls the whole order back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hcpSessions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { emailOf, moveClock } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, checkoutRowCounts, CREATE_ORDER, createShopper, item, orderInput, withPassedPreAssessments, type CreateResult, type Shopper } from './orders-helpers.ts';
import { AISHA, HOLD_SLOT, MAIN, MARCUS, WEIGHTLOSS_CONSULT, type SessionJson } from './scheduling-helpers.ts';

const MONDAY_9 = '2026-03-09T13:00:00.000Z'; // Monday 09:00 EDT
const MONDAY_10 = '2026-03-09T14:00:00.000Z';
const MONDAY_11 = '2026-03-09T15:00:00.000Z';

describe('createOrder books a slot held in checkout', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let otto: Shopper;

  const holdAs = async (shopper: Shopper, providerId: string, startTime: string) =>
    expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime } }, shopper.headers)).holdSlot;
  const consultWith = (heldSessionId: string) => ({ ...item('weightloss-consult', 'WEIGHTLOSS'), heldSessionId });
  const sessionRow = async (id: string) => (await deps.db.select().from(hcpSessions).where(eq(hcpSessions.id, id)))[0];

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    otto = await createShopper(deps, gql, { card: CARDS.approve });
  });
  afterAll(() => deps.close());

  test('the held slot is booked with the order: item Scheduled, session SCHEDULED for it, confirmation mailed', async () => {
    const held = await holdAs(nora, AISHA, MONDAY_9);
    const input = await withPassedPreAssessments(deps, nora, orderInput(nora, [consultWith(held.id)]));
    const placed = expectOk(await gql<CreateResult>(CREATE_ORDER, { input }, nora.headers)).createOrder;
    expect(placed.success).toBe(true);
    const orderItem = placed.order.orderItems[0];
    expect(orderItem?.status).toBe('Scheduled');
    const session = await sessionRow(held.id);
    expect(session).toMatchObject({ status: 'SCHEDULED', orderItemId: orderItem?.id, holdExpiresAt: null });
    const mails = await deps.sentTo(await emailOf(deps, nora.clientId));
    expect(mails.some((mail) => mail.subject.endsWith('is booked'))).toBe(true);
    // A replay returns the same order and books nothing again.
    const replay = expectOk(await gql<CreateResult>(CREATE_ORDER, { input }, nora.headers)).createOrder;
    expect(replay).toMatchObject({ replayed: true, order: { id: placed.order.id } });
    // The same checkoutId with another slot asks for something else.
    const other = await holdAs(nora, AISHA, MONDAY_11);
    expectCode(await gql(CREATE_ORDER, { input: { ...input, items: [consultWith(other.id)] } }, nora.headers), 'IDEMPOTENCY_CONFLICT');
  });

  test('an expired hold rolls the whole order back with the hold error', async () => {
    const held = await holdAs(otto, MARCUS, MONDAY_10);
    await moveClock(deps, new Date(deps.now().getTime() + 11 * 60_000), otto.headers, nora.headers);
    const before = await checkoutRowCounts(deps);
    const response = await gql(CREATE_ORDER, { input: await withPassedPreAssessments(deps, otto, orderInput(otto, [consultWith(held.id)])) }, otto.headers);
    expectCode(response, 'BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.reason).toBe('HOLD_EXPIRED');
    expect(await checkoutRowCounts(deps)).toEqual(before);
    expect((await sessionRow(held.id))?.orderItemId).toBeNull();
  });

  test("another client's hold is refused and nothing is written", async () => {
    const held = await holdAs(nora, MARCUS, MONDAY_11);
    const before = await checkoutRowCounts(deps);
    expectCode(await gql(CREATE_ORDER, { input: await withPassedPreAssessments(deps, otto, orderInput(otto, [consultWith(held.id)])) }, otto.headers), 'NOT_FOUND');
    expect(await checkoutRowCounts(deps)).toEqual(before);
    expect(await sessionRow(held.id)).toMatchObject({ status: 'PENDING', orderItemId: null });
  });
});

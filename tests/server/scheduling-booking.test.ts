import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_STATUSES, SESSION_TRANSITIONS, type SessionStatus } from '../../src/domain/scheduling/session-status.ts';
import { hcpSessions, orderItems, orders } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { bookHeldSlot } from '../../server/services/scheduling/book-held-slot.ts';
import { cancelSession } from '../../server/services/scheduling/cancel-session.ts';
import { holdSlot, type HoldActor } from '../../server/services/scheduling/hold-slot.ts';
import { rescheduleSession } from '../../server/services/scheduling/reschedule-session.ts';
import { changeSessionStatus } from '../../server/services/scheduling/session-status-change.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { AISHA, createSignedInClient, DEMO_BUSINESS, DEMO_ORG, LIPID_PANEL, MAIN, MARCUS, SOFIA, SUNRISE_ORG, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const LABS = seedId('category:demo:LABS');

/** The error's `extensions.reason` or `extensions.code`, for refusals thrown by the services. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const extensions = (error as { extensions?: { reason?: string; code?: string } }).extensions;
    return extensions?.reason ?? extensions?.code ?? String(error);
  }
  throw new Error('expected a refusal');
}

describe('booking a held slot, rescheduling, cancelling, status changes', () => {
  let deps: TestDeps;
  let actor: HoldActor;
  let other: HoldActor;
  let orderCount = 0;

  const actorOf = async (organizationId = DEMO_ORG): Promise<HoldActor> => {
    const client = await createSignedInClient(deps, organizationId);
    return { organizationId, clientId: client.clientId, userId: client.userId };
  };
  /** An order with one item, as createOrder leaves it before booking the slot (status OrderCreated). */
  const orderItemFor = async (clientId: string, productId = WEIGHTLOSS_CONSULT, categoryId = WEIGHTLOSS) => {
    orderCount += 1;
    const [order] = await deps.db
      .insert(orders)
      .values({ organizationId: DEMO_ORG, displayId: `CB-T${orderCount}`, businessId: DEMO_BUSINESS, locationId: MAIN, clientId })
      .returning();
    const [item] = await deps.db
      .insert(orderItems)
      .values({ organizationId: DEMO_ORG, orderId: order!.id, displayId: `CB-T${orderCount}-1`, clientId, categoryId, productId })
      .returning();
    return item!;
  };
  const hold = (who: HoldActor, providerId: string, startTime: string, productId = WEIGHTLOSS_CONSULT) =>
    holdSlot(deps, who, { providerId, productId, locationId: MAIN, startTime: new Date(startTime) });
  const sessionRow = async (id: string) => (await deps.db.select().from(hcpSessions).where(eq(hcpSessions.id, id)))[0];
  const itemStatus = async (id: string) => (await deps.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, id)))[0]?.status;
  const book = (sessionId: string, clientId: string, orderItemId: string) => deps.db.transaction((tx) => bookHeldSlot(tx, { sessionId, clientId, orderItemId, now: deps.now() }));

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    actor = await actorOf();
    other = await actorOf();
  });
  afterAll(() => deps.close());

  test('bookHeldSlot: the hold becomes SCHEDULED for the order item, which becomes Scheduled', async () => {
    const held = await hold(actor, AISHA, '2026-03-09T13:00:00Z');
    const item = await orderItemFor(actor.clientId);
    const booked = await book(held.session.id, actor.clientId, item.id);
    expect(booked).toMatchObject({ id: held.session.id, status: 'SCHEDULED', orderItemId: item.id, holdExpiresAt: null });
    expect(await sessionRow(held.session.id)).toMatchObject({ status: 'SCHEDULED', orderItemId: item.id, holdExpiresAt: null, displayId: held.session.displayId });
    expect(await itemStatus(item.id)).toBe('Scheduled');
    // A lab draw books a lab.
    const lab = await hold(actor, SOFIA, '2026-03-09T13:00:00Z', LIPID_PANEL);
    const labItem = await orderItemFor(actor.clientId, LIPID_PANEL, LABS);
    await book(lab.session.id, actor.clientId, labItem.id);
    expect(await itemStatus(labItem.id)).toBe('LabBooked');
  });

  test('bookHeldSlot refuses, and the caller rolls back: expired, released, not the client’s, another product, booked twice', async () => {
    const held = await hold(actor, AISHA, '2026-03-09T14:00:00Z');
    const item = await orderItemFor(actor.clientId);
    expect(await refusal(book(held.session.id, other.clientId, item.id))).toBe('NOT_FOUND');
    expect(await refusal(book(held.session.id, actor.clientId, (await orderItemFor(other.clientId)).id))).toBe('NOT_FOUND');
    const labItem = await orderItemFor(actor.clientId, LIPID_PANEL, LABS);
    expect(await refusal(book(held.session.id, actor.clientId, labItem.id))).toBe('SLOT_UNAVAILABLE');
    deps.clock.advance(10 * 60_000);
    expect(await refusal(book(held.session.id, actor.clientId, item.id))).toBe('HOLD_EXPIRED');
    expect(await sessionRow(held.session.id)).toMatchObject({ status: 'PENDING', orderItemId: null });
    expect(await itemStatus(item.id)).toBe('OrderCreated');

    const fresh = await hold(actor, AISHA, '2026-03-09T14:00:00Z');
    await book(fresh.session.id, actor.clientId, item.id);
    expect(await refusal(book(fresh.session.id, actor.clientId, item.id))).toBe('HOLD_EXPIRED');
  });

  test('rescheduleSession moves a booked session to another free slot, keeping it SCHEDULED with its display id', async () => {
    const held = await hold(actor, AISHA, '2026-03-10T13:00:00Z');
    const item = await orderItemFor(actor.clientId);
    await book(held.session.id, actor.clientId, item.id);
    const moved = await deps.db.transaction((tx) =>
      rescheduleSession(tx, { sessionId: held.session.id, organizationId: DEMO_ORG, clientId: actor.clientId, startTime: new Date('2026-03-10T15:00:00Z'), now: deps.now() }),
    );
    expect(moved).toMatchObject({ status: 'SCHEDULED', startsAt: new Date('2026-03-10T15:00:00Z'), endsAt: new Date('2026-03-10T15:20:00Z'), rescheduleCutOffAt: new Date('2026-03-10T03:00:00Z') });
    expect(await sessionRow(held.session.id)).toMatchObject({ status: 'SCHEDULED', displayId: held.session.displayId, orderItemId: item.id, startsAt: new Date('2026-03-10T15:00:00Z'), occupiedUntil: new Date('2026-03-10T15:30:00Z') });
    expect(await itemStatus(item.id)).toBe('Scheduled');
    // The old time is free again.
    expect((await hold(other, AISHA, '2026-03-10T13:00:00Z')).status).toBe('PENDING');
  });

  test('rescheduling onto a taken slot is refused inside a savepoint; onto the client’s own hold, the hold gives way', async () => {
    const held = await hold(actor, MARCUS, '2026-03-10T13:00:00Z');
    const item = await orderItemFor(actor.clientId);
    await book(held.session.id, actor.clientId, item.id);
    await hold(other, MARCUS, '2026-03-10T14:00:00Z');
    const outcome = await deps.db.transaction(async (tx) => {
      const reason = await refusal(rescheduleSession(tx, { sessionId: held.session.id, organizationId: DEMO_ORG, startTime: new Date('2026-03-10T14:00:00Z'), now: deps.now() }));
      // The caller's transaction is still usable after the refused move.
      const [row] = await tx.select({ startsAt: hcpSessions.startsAt }).from(hcpSessions).where(eq(hcpSessions.id, held.session.id));
      return { reason, startsAt: row?.startsAt };
    });
    expect(outcome).toEqual({ reason: 'SLOT_UNAVAILABLE', startsAt: new Date('2026-03-10T13:00:00Z') });

    // The client picked the new time in the picker first (holding it), then rebooked onto it.
    const picked = await hold(actor, MARCUS, '2026-03-10T16:00:00Z', seedId('product:demo:skin-consult'));
    await deps.db.transaction((tx) => rescheduleSession(tx, { sessionId: held.session.id, organizationId: DEMO_ORG, clientId: actor.clientId, startTime: new Date('2026-03-10T16:00:00Z'), now: deps.now() }));
    expect((await sessionRow(picked.session.id))?.status).toBe('CANCELLED');
    expect((await sessionRow(held.session.id))?.startsAt).toEqual(new Date('2026-03-10T16:00:00Z'));
  });

  test('rescheduling is refused after the cut-off, for a hold, for another client or organization', async () => {
    const held = await hold(actor, AISHA, '2026-03-02T15:00:00Z'); // Monday 10:00 EST, cut-off 03:00Z that day
    const item = await orderItemFor(actor.clientId);
    await book(held.session.id, actor.clientId, item.id);
    const move = (input: Partial<Parameters<typeof rescheduleSession>[1]>) =>
      deps.db.transaction((tx) => rescheduleSession(tx, { sessionId: held.session.id, organizationId: DEMO_ORG, startTime: new Date('2026-03-02T16:00:00Z'), now: deps.now(), ...input }));
    expect(await refusal(move({ clientId: other.clientId }))).toBe('NOT_FOUND');
    expect(await refusal(move({ organizationId: SUNRISE_ORG }))).toBe('NOT_FOUND');
    expect(await refusal(move({ now: new Date('2026-03-02T03:00:00Z') }))).toBe('RESCHEDULE_NOT_ALLOWED');
    const pending = await hold(other, AISHA, '2026-03-03T15:00:00Z');
    expect(await refusal(deps.db.transaction((tx) => rescheduleSession(tx, { sessionId: pending.session.id, organizationId: DEMO_ORG, startTime: new Date('2026-03-03T16:00:00Z'), now: deps.now() })))).toBe('RESCHEDULE_NOT_ALLOWED');
    expect((await move({ now: new Date('2026-03-02T02:59:00Z') })).startsAt).toEqual(new Date('2026-03-02T16:00:00Z'));
  });

  test('cancelSession: booked -> CANCELLED, the item follows, the charge applies within 24 hours only', async () => {
    const early = await hold(actor, AISHA, '2026-03-11T13:00:00Z');
    const earlyItem = await orderItemFor(actor.clientId);
    await book(early.session.id, actor.clientId, earlyItem.id);
    const first = await deps.db.transaction((tx) => cancelSession(tx, { sessionId: early.session.id, organizationId: DEMO_ORG, clientId: actor.clientId, now: deps.now() }));
    expect(first.cancellation).toEqual({ percentage: 25, withinHours: 24, appointmentAt: new Date('2026-03-11T13:00:00Z'), charged: false });
    expect((await sessionRow(early.session.id))?.status).toBe('CANCELLED');
    expect(await itemStatus(earlyItem.id)).toBe('ConsultationCancelled');
    expect(await refusal(deps.db.transaction((tx) => cancelSession(tx, { sessionId: early.session.id, organizationId: DEMO_ORG, now: deps.now() })))).toBe('SESSION_TRANSITION_REFUSED');

    const late = await hold(actor, AISHA, '2026-03-02T17:00:00Z');
    const lateItem = await orderItemFor(actor.clientId);
    await book(late.session.id, actor.clientId, lateItem.id);
    const within = await deps.db.transaction((tx) => cancelSession(tx, { sessionId: late.session.id, organizationId: DEMO_ORG, now: new Date('2026-03-01T17:30:00Z') }));
    expect(within.cancellation.charged).toBe(true);
    // A hold is cancelled free; another organization's session is not found.
    const pending = await hold(other, AISHA, '2026-03-11T14:00:00Z');
    expect(await refusal(deps.db.transaction((tx) => cancelSession(tx, { sessionId: pending.session.id, organizationId: SUNRISE_ORG, now: deps.now() })))).toBe('NOT_FOUND');
    expect((await deps.db.transaction((tx) => cancelSession(tx, { sessionId: pending.session.id, organizationId: DEMO_ORG, now: deps.now() }))).cancellation.charged).toBe(false);
  });

  test('changeSessionStatus allows exactly SESSION_TRANSITIONS and refuses every other change, leaving the row as it was', async () => {
    const held = await hold(other, SOFIA, '2026-03-12T13:00:00Z', LIPID_PANEL);
    const id = held.session.id;
    const setRaw = (status: SessionStatus) => deps.db.update(hcpSessions).set({ status, holdExpiresAt: status === 'PENDING' ? new Date('2030-01-01T00:00:00Z') : null }).where(eq(hcpSessions.id, id));
    for (const from of SESSION_STATUSES) {
      for (const to of SESSION_STATUSES) {
        await setRaw(from);
        const allowed = (SESSION_TRANSITIONS[from] as readonly SessionStatus[]).includes(to);
        const attempt = deps.db.transaction(async (tx) => changeSessionStatus(tx, [{ id, status: from }], to, deps.now()));
        if (allowed) {
          await attempt;
          expect((await sessionRow(id))?.status, `${from} -> ${to}`).toBe(to);
        } else {
          expect(await refusal(attempt), `${from} -> ${to}`).toBe('SESSION_TRANSITION_REFUSED');
          expect((await sessionRow(id))?.status, `${from} -> ${to}`).toBe(from);
        }
      }
    }
  });
});

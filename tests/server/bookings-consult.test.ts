import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { bookingChanges, hcpSessions, orderItems } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { changeOrderItemStatus } from '../../server/services/bookings/order-item-status.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { bookConsult, BOOK_CONSULTATION, emailOf, moveClock, itemStatus, ORDER_ITEM, placeOrder, REBOOK, type ItemJson } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item, type Shopper } from './orders-helpers.ts';
import { AISHA, HOLD_SLOT, MAIN, MARCUS, WEIGHTLOSS_CONSULT, type SessionJson } from './scheduling-helpers.ts';

const ACTIVE = /* GraphQL */ `query Active($filters: ActiveConsultationFilters) { activeConsultation(filters: $filters) { id orderId orderItemId consult { hcpSessionId status scheduleDateTimeUTC consultationDetail { HCPName canJoin } } } }`;

/** Monday 9 March 2026, 09:00 in New York (EDT since the 8th). */
const MONDAY_9AM = '2026-03-09T13:00:00.000Z';
const MONDAY_10AM = '2026-03-09T14:00:00.000Z';
const TUESDAY_11AM = '2026-03-10T15:00:00.000Z';

describe('consults of a booking: booking, flags, rebook, activeConsultation', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let other: Shopper;
  let itemId: string;

  const detail = async (id: string, headers = nora.headers) => expectOk(await gql<{ orderItem: ItemJson }>(ORDER_ITEM, { id }, headers)).orderItem;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    other = await createShopper(deps, gql, { card: CARDS.approve });
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS')]);
    itemId = order.orderItems[0]?.id ?? '';
  });
  afterAll(() => deps.close());

  test('before a time is chosen the item has no consult', async () => {
    const fresh = await detail(itemId);
    expect(fresh).toMatchObject({ status: 'OrderCreated', consultationDetail: null, orderItemConsults: [] });
  });

  test('bookConsultation books the held slot: the item is Scheduled with its consult and server-decided flags', async () => {
    const booked = await bookConsult(gql, nora.headers, itemId, WEIGHTLOSS_CONSULT, AISHA, MONDAY_9AM);
    expect(booked.status).toBe('Scheduled');
    expect(booked.orderItemConsults).toHaveLength(1);
    expect(booked.orderItemConsults[0]).toMatchObject({
      hcpId: AISHA,
      status: 'SCHEDULED',
      scheduleDateTimeUTC: MONDAY_9AM,
      endDateTimeUTC: '2026-03-09T13:20:00.000Z',
      hcpUser: { roleId: AISHA, name: 'Dr. Aisha Patel', roleType: 'HEALTHCARE_PROVIDER' },
    });
    expect(booked.orderItemConsults[0]?.hcpSessionDisplayId).toMatch(/^HS-\d+$/);
    // Seeded providers close rescheduling 12 hours before.
    expect(booked.consultationDetail).toMatchObject({ HCPId: AISHA, HCPName: 'Dr. Aisha Patel', canJoin: false, canReschedule: true, canCancel: true, rescheduleCutOffTime: '2026-03-09T01:00:00.000Z' });
    const [mail] = await deps.sentTo(await emailOf(deps, nora.clientId));
    expect(mail).toMatchObject({ template: 'session_booked', subject: 'Your Weight Loss Consultation is booked' });
    expect(mail?.attachments?.[0]?.content).toContain('SEQUENCE:0');
  });

  test('a second consult for the same item is refused: it is rescheduled instead', async () => {
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: MARCUS, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime: TUESDAY_11AM } }, nora.headers)).holdSlot;
    const refused = await gql(BOOK_CONSULTATION, { input: { orderItemId: itemId, sessionId: held.id } }, nora.headers);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('CONSULT_ALREADY_BOOKED');
  });

  test('canJoin follows the server clock: from 15 minutes before until the end', async () => {
    await moveClock(deps, '2026-03-09T12:44:00Z', nora.headers, other.headers);
    expect((await detail(itemId)).consultationDetail).toMatchObject({ canJoin: false, canReschedule: false, canCancel: true });
    expect(expectOk(await gql<{ activeConsultation: null }>(ACTIVE, {}, nora.headers)).activeConsultation).toBeNull();
    await moveClock(deps, '2026-03-09T12:45:00Z', nora.headers, other.headers);
    expect((await detail(itemId)).consultationDetail?.canJoin).toBe(true);
    const active = expectOk(await gql<{ activeConsultation: { orderItemId: string; consult: { consultationDetail: { canJoin: boolean; HCPName: string } } } }>(ACTIVE, {}, nora.headers)).activeConsultation;
    expect(active).toMatchObject({ orderItemId: itemId, consult: { consultationDetail: { canJoin: true, HCPName: 'Dr. Aisha Patel' } } });
    // Another client has no active consultation, and may not ask for Nora's.
    expect(expectOk(await gql<{ activeConsultation: null }>(ACTIVE, {}, other.headers)).activeConsultation).toBeNull();
    expectCode(await gql(ACTIVE, { filters: { clientId: nora.clientId } }, other.headers), 'FORBIDDEN');
    await moveClock(deps, '2026-03-09T13:20:00Z', nora.headers, other.headers);
    expect((await detail(itemId)).consultationDetail).toMatchObject({ canJoin: false, canCancel: false });
    await moveClock(deps, '2026-03-01T12:00:00Z', nora.headers, other.headers);
  });

  test('rebook moves the session to the chosen slot, records it and mails the updated calendar entry', async () => {
    const sessionId = (await detail(itemId)).consultationDetail?.HCPSessionId ?? '';
    const moved = expectOk(await gql<{ rebook: { success: boolean; orderItem: ItemJson } }>(REBOOK, { input: { orderItemId: itemId, startTime: MONDAY_10AM } }, nora.headers)).rebook;
    expect(moved.success).toBe(true);
    expect(moved.orderItem.status).toBe('Scheduled');
    expect(moved.orderItem.orderItemConsults.map((c) => [c.hcpSessionId, c.scheduleDateTimeUTC, c.status])).toEqual([[sessionId, MONDAY_10AM, 'SCHEDULED']]);
    const [change] = await deps.db.select().from(bookingChanges).where(eq(bookingChanges.hcpSessionId, sessionId));
    expect(change).toMatchObject({ kind: 'RESCHEDULED', fromStartsAt: new Date(MONDAY_9AM), toStartsAt: new Date(MONDAY_10AM), orderItemId: itemId });
    const [mail] = await deps.sentTo(await emailOf(deps, nora.clientId));
    expect(mail?.template).toBe('session_rescheduled');
    const ics = mail?.attachments?.[0]?.content ?? '';
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260309T100000');
    // To another provider serving the service, at a slot of theirs.
    const toMarcus = expectOk(await gql<{ rebook: { orderItem: ItemJson } }>(REBOOK, { input: { orderItemId: itemId, providerId: MARCUS, startTime: TUESDAY_11AM } }, nora.headers)).rebook;
    expect(toMarcus.orderItem.consultationDetail).toMatchObject({ HCPId: MARCUS, HCPSessionId: sessionId });
  });

  test('rebook to a slot the provider does not offer is refused and changes nothing', async () => {
    const refused = await gql(REBOOK, { input: { orderItemId: itemId, providerId: MARCUS, startTime: '2026-03-10T15:05:00.000Z' } }, nora.headers);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('SLOT_UNAVAILABLE');
    expect((await detail(itemId)).orderItemConsults[0]?.scheduleDateTimeUTC).toBe(TUESDAY_11AM);
  });

  test('rebook after the cut-off is refused (RESCHEDULE_NOT_ALLOWED), whatever the browser thinks', async () => {
    // Tuesday 11:00 EDT; the cut-off is 12 hours before: Monday 23:00 EDT = 03:00Z on Tuesday.
    await moveClock(deps, '2026-03-10T03:00:00Z', nora.headers, other.headers);
    expect((await detail(itemId)).consultationDetail?.canReschedule).toBe(false);
    const refused = await gql(REBOOK, { input: { orderItemId: itemId, startTime: '2026-03-12T15:00:00.000Z' } }, nora.headers);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('RESCHEDULE_NOT_ALLOWED');
    expect((await detail(itemId)).orderItemConsults[0]?.scheduleDateTimeUTC).toBe(TUESDAY_11AM);
    await moveClock(deps, '2026-03-10T02:59:59Z', nora.headers, other.headers);
    expect((await detail(itemId)).consultationDetail?.canReschedule).toBe(true);
    await moveClock(deps, '2026-03-01T12:00:00Z', nora.headers, other.headers);
  });

  test('another client can neither see nor rebook the item', async () => {
    expectCode(await gql(ORDER_ITEM, { id: itemId }, other.headers), 'NOT_FOUND');
    expectCode(await gql(REBOOK, { input: { orderItemId: itemId, startTime: '2026-03-12T15:00:00.000Z' } }, other.headers), 'NOT_FOUND');
  });

  test('an item without a booked session cannot be rebooked', async () => {
    const order = await placeOrder(deps, gql, nora, [item('hair-consult', 'HAIRCARE')]);
    const refused = await gql(REBOOK, { input: { orderItemId: order.orderItems[0]?.id, startTime: MONDAY_9AM } }, nora.headers);
    expect(refused.errors?.[0]?.extensions?.reason).toBe('RESCHEDULE_NOT_ALLOWED');
  });

  test('invalid order item status changes are refused by the one status function, and nothing changes', async () => {
    const order = await placeOrder(deps, gql, other, [item('semaglutide-program', 'WEIGHTLOSS')]);
    const id = order.orderItems[0]?.id ?? '';
    const now = deps.now();
    for (const to of ['MedicationDelivered', 'Completed', 'OrderCreated', 'LabCompleted'] as const) {
      await expect(changeOrderItemStatus(deps.db, { id, status: 'OrderCreated' }, to, now)).rejects.toMatchObject({ extensions: { reason: 'ORDER_ITEM_TRANSITION_REFUSED' } });
      expect(await itemStatus(deps, id)).toBe('OrderCreated');
    }
    await changeOrderItemStatus(deps.db, { id, status: 'OrderCreated' }, 'MedicationOrderProcessing', now);
    expect(await itemStatus(deps, id)).toBe('MedicationOrderProcessing');
    // A caller that read an old status loses to the change made meanwhile.
    await expect(changeOrderItemStatus(deps.db, { id, status: 'OrderCreated' }, 'Cancelled', now)).rejects.toThrow(/changed concurrently/);
    await deps.db.update(orderItems).set({ status: 'Completed' }).where(eq(orderItems.id, id));
    await expect(changeOrderItemStatus(deps.db, { id, status: 'Completed' }, 'Cancelled', now)).rejects.toMatchObject({ extensions: { reason: 'ORDER_ITEM_TRANSITION_REFUSED' } });
    expect(await deps.db.select({ id: hcpSessions.id }).from(hcpSessions).where(eq(hcpSessions.orderItemId, id))).toEqual([]);
  });
});

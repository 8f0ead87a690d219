// Notifications about consultations (issue 12), through the real API paths: booking confirmed (checkout with a held
// slot, and booking a slot later), reminders the day before and 15 minutes before (one-shot jobs, run by moving
// the injected clock): each sent once, skipped after a cancel, re-armed by a reschedule; and the provider waiting.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { notifications } from '../../server/db/schema/index.ts';
import { oneShotJob } from '../../server/jobs/one-shot-queue.ts';
import { REMINDER_JOB, reminderPayloadSchema, runReminder } from '../../server/services/notifications/reminders.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { bookConsult, CANCEL, moveClock, placeOrder, REBOOK, type ItemJson } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { page, recordingPush, runNotificationJobs } from './notifications-helpers.ts';
import { CARDS, createShopper, item, type Shopper } from './orders-helpers.ts';
import { AISHA, HOLD_SLOT, LIPID_PANEL, MAIN, MARCUS, SOFIA, WEIGHTLOSS_CONSULT, type SessionJson } from './scheduling-helpers.ts';
import { seededHcp, START_VIDEO_CALL, type SignedInHcp } from './video-helpers.ts';

/** Monday 9 March 2026, 09:00 and 10:00 in New York (EDT), and Tuesday 11:00. */
const MONDAY_9AM = '2026-03-09T13:00:00.000Z';
const MONDAY_10AM = '2026-03-09T14:00:00.000Z';
const TUESDAY_11AM = '2026-03-10T15:00:00.000Z';
const TUESDAY_9AM = '2026-03-10T13:00:00.000Z';

describe('notifications about consultations', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let olive: Shopper;
  let marcus: SignedInHcp;
  let orderA: string;
  let itemA: string;
  let sessionA: string;
  let itemB: string;
  let sessionB: string;
  const push = recordingPush();

  const kindsOf = async (userId: string, kind: string) =>
    deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const runJobs = () => runNotificationJobs(deps, push);

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    olive = await createShopper(deps, gql, { card: CARDS.approve });
    marcus = await seededHcp(deps, 'hcp2@demo.test');
  });
  afterAll(() => deps.close());

  test('booking a slot later: BOOKING_CONFIRMED on the client’s clock, linked to the booking, and two reminders queued', async () => {
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS')]);
    orderA = order.id;
    itemA = order.orderItems[0]?.id ?? '';
    const booked = await bookConsult(gql, nora.headers, itemA, WEIGHTLOSS_CONSULT, AISHA, MONDAY_9AM);
    sessionA = booked.orderItemConsults[0]?.hcpSessionId ?? '';
    const { nodes } = await page(gql, nora.headers, 'en');
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'BOOKING_CONFIRMED',
        title: 'Consultation booked',
        body: 'Mon, Mar 9 at 9:00 AM EDT with Dr. Aisha Patel.',
        link: `/business/demo/main/bookings/${order.id}/${itemA}`,
        callSessionId: null,
      }),
    ]);
    // Nothing medical in the words: not the service's name either.
    expect(JSON.stringify(nodes)).not.toMatch(/weight/i);
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${sessionA}`)).toMatchObject({ status: 'queued', runAt: new Date('2026-03-08T13:00:00Z') });
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:soon:${sessionA}`)).toMatchObject({ status: 'queued', runAt: new Date('2026-03-09T12:45:00Z') });
  });

  test('checkout with a held slot: BOOKING_CONFIRMED too; a cancelled booking’s reminders will do nothing', async () => {
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: AISHA, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime: MONDAY_10AM } }, olive.headers)).holdSlot;
    // The held slot rides along with the checkout's item (placeOrder's items are typed without it).
    const consult = { ...item('weightloss-consult', 'WEIGHTLOSS'), heldSessionId: held.id };
    const order = await placeOrder(deps, gql, olive, [consult]);
    itemB = order.orderItems[0]?.id ?? '';
    sessionB = held.id;
    expect(await kindsOf(olive.userId, 'BOOKING_CONFIRMED')).toHaveLength(1);
    expect((await page(gql, olive.headers, 'es')).nodes[0]).toMatchObject({ title: 'Consulta reservada', body: 'lun, 9 mar a las 10:00 GMT-4 con Dr. Aisha Patel.', link: `/business/demo/main/bookings/${order.id}/${itemB}` });
    // Nora's bell has only her own.
    expect((await page(gql, nora.headers)).totalCount).toBe(1);
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${sessionB}`)).toMatchObject({ status: 'queued' });
    expectOk(await gql(CANCEL, { input: { orderItemId: itemB } }, olive.headers));
  });

  test('a lab collection booked in checkout is not a consultation: no consultation notice, no reminders', async () => {
    const lena = await createShopper(deps, gql, { card: CARDS.approve });
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: SOFIA, productId: LIPID_PANEL, locationId: MAIN, startTime: TUESDAY_9AM } }, lena.headers)).holdSlot;
    const lab = { ...item('lipid-panel', 'LABS'), heldSessionId: held.id };
    const order = await placeOrder(deps, gql, lena, [lab]);
    expect(order.orderItems[0]?.status).toBe('LabBooked');
    expect((await page(gql, lena.headers)).totalCount).toBe(0);
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${held.id}`)).toBeUndefined();
  });

  test('the day before: one reminder, once, however often its job runs', async () => {
    await moveClock(deps, '2026-03-08T13:00:00Z', nora.headers);
    await runJobs();
    const [reminder] = await kindsOf(nora.userId, 'REMINDER_DAY_BEFORE');
    expect(reminder).toBeDefined();
    expect((await page(gql, nora.headers, 'en')).nodes[0]).toMatchObject({ kind: 'REMINDER_DAY_BEFORE', title: 'Consultation tomorrow', body: 'With Dr. Aisha Patel on Mon, Mar 9 at 9:00 AM EDT.' });
    // The job run again (a rerun after a lost lease) writes nothing more.
    const job = await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${sessionA}`);
    expect(job?.status).toBe('done');
    expect(await runReminder(deps, reminderPayloadSchema.parse(job?.payload))).toBe('alreadySent');
    expect(await kindsOf(nora.userId, 'REMINDER_DAY_BEFORE')).toHaveLength(1);
  });

  test('a cancelled consultation gets no reminder', async () => {
    await moveClock(deps, '2026-03-08T14:00:00Z', nora.headers);
    await runJobs();
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${sessionB}`)).toMatchObject({ status: 'done' });
    expect(await kindsOf(olive.userId, 'REMINDER_DAY_BEFORE')).toHaveLength(0);
  });

  test('a reschedule re-arms both reminders for the new time; the old times send nothing', async () => {
    const moved = expectOk(await gql<{ rebook: { orderItem: ItemJson } }>(REBOOK, { input: { orderItemId: itemA, providerId: MARCUS, startTime: TUESDAY_11AM } }, nora.headers)).rebook;
    expect(moved.orderItem.orderItemConsults.at(-1)?.hcpSessionId).toBe(sessionA);
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:day:${sessionA}`)).toMatchObject({ status: 'queued', runAt: new Date('2026-03-09T15:00:00Z') });
    expect(await oneShotJob(deps.db, REMINDER_JOB, `reminder:soon:${sessionA}`)).toMatchObject({ status: 'queued', runAt: new Date('2026-03-10T14:45:00Z') });

    // The old 15-minutes-before time passes quietly (and cancelled B's too).
    await moveClock(deps, '2026-03-09T13:50:00Z', nora.headers);
    await runJobs();
    expect(await kindsOf(nora.userId, 'REMINDER_SOON')).toHaveLength(0);
    expect(await kindsOf(olive.userId, 'REMINDER_SOON')).toHaveLength(0);

    await moveClock(deps, '2026-03-09T15:00:00Z', nora.headers);
    await runJobs();
    const days = await kindsOf(nora.userId, 'REMINDER_DAY_BEFORE');
    expect(days).toHaveLength(2);
    expect((await page(gql, nora.headers, 'en')).nodes[0]).toMatchObject({ kind: 'REMINDER_DAY_BEFORE', body: 'With Dr. Marcus Reid on Tue, Mar 10 at 11:00 AM EDT.' });

    await moveClock(deps, '2026-03-10T14:45:00Z', nora.headers);
    await runJobs();
    expect(await kindsOf(nora.userId, 'REMINDER_SOON')).toHaveLength(1);
    expect((await page(gql, nora.headers, 'fr')).nodes[0]).toMatchObject({ kind: 'REMINDER_SOON', title: 'Consultation dans 15 minutes' });
    expect(await runJobs()).toEqual([]);
  });

  test('the provider joins first: PROVIDER_WAITING opens the call (?join=), once while unread; not when the client is in', async () => {
    await moveClock(deps, '2026-03-10T14:58:00Z', nora.headers, marcus.headers);
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionA } }, marcus.headers));
    const waiting = (await page(gql, nora.headers, 'en')).nodes[0];
    expect(waiting).toMatchObject({ kind: 'PROVIDER_WAITING', title: 'Your provider is ready', body: 'Dr. Marcus Reid is waiting for you. Join the consultation.', callSessionId: sessionA });
    expect(waiting?.link).toBe(`/business/demo/main/bookings/${orderA}/${itemA}?join=${sessionA}`);
    // The provider reloads: no second unread prompt.
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionA } }, marcus.headers));
    expect(await kindsOf(nora.userId, 'PROVIDER_WAITING')).toHaveLength(1);
    // The client joins; the provider rejoining now tells nobody.
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionA } }, nora.headers));
    expectOk(await gql(START_VIDEO_CALL, { input: { HCPSessionId: sessionA } }, marcus.headers));
    expect(await kindsOf(nora.userId, 'PROVIDER_WAITING')).toHaveLength(1);
  });
});

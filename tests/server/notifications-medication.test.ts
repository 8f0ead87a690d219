// Notifications about treatment and medication (issue 12), written by their events: the provider's decision, the
// parcel shipped and delivered (fulfilment queue), and a renewal charged or failed (the renewal job; published by
// the push job once the renewal's transaction committed). None of their words names a medication, dose or reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { notifications } from '../../server/db/schema/index.ts';
import { runRenewal } from '../../server/services/renewal/run-renewal.ts';
import { expectOk } from './accounts-helpers.ts';
import { page, recordingPush, runNotificationJobs, subscribeNotifications, waitFor } from './notifications-helpers.ts';
import { APPROVE, CREATE, DECLINE, heldConsult, medicationWorld, newShopper, orderInput, PRESCRIPTION, SHIP, STAFF_DELIVERED, type ItemJson, type MedicationWorld } from './medication-helpers.ts';
import { CARDS, DEMO, type Shopper } from './orders-helpers.ts';
import { clientHeaders, createProgram, DECLINING_CARD } from './renewal-helpers.ts';

const DAY = 86_400_000;
const RECORD = /* GraphQL */ `mutation Record($input: RecordShipmentInput!) { recordShipment(input: $input) { id status } }`;
const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' };
/** What a lock screen must never show. */
const PRIVATE = /semaglutide|0\.25|mg\b|weight|bmi|too low/i;

describe('notifications about treatment and medication', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  const ofKind = async (userId: string, kind: string) => world.deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  test('approved and declined treatments: one notification each, linked to the booking, saying neither what nor why', async () => {
    const approved = await heldConsult(world, nora);
    expectOk(await world.gql(APPROVE, { input: { orderItemId: approved.orderItemId, prescription: PRESCRIPTION } }, world.aisha.headers));
    const declined = await heldConsult(world, nora);
    expectOk(await world.gql(DECLINE, { input: { orderItemId: declined.orderItemId, reason: 'Your BMI is too low for this program.' } }, world.aisha.headers));
    // The test clock stands still: rows of one instant come in any order.
    const { nodes } = await page(world.gql, nora.headers, 'en');
    expect(nodes.map((n) => [n.kind, n.title, n.link]).sort()).toEqual([
      ['TREATMENT_APPROVED', 'Your treatment plan is ready', `/business/demo/main/bookings/${approved.orderId}/${approved.orderItemId}`],
      ['TREATMENT_DECLINED', 'News from your provider', `/business/demo/main/bookings/${declined.orderId}/${declined.orderItemId}`],
    ]);
    for (const language of ['en', 'es', 'fr', 'pt']) expect(JSON.stringify(await page(world.gql, nora.headers, language))).not.toMatch(PRIVATE);
    // Stored params hold ids only.
    const rows = await world.deps.db.select().from(notifications).where(eq(notifications.userId, nora.userId));
    expect(JSON.stringify(rows.map((r) => r.params))).not.toMatch(PRIVATE);

    // The parcel: shipped, then delivered, from the fulfilment queue.
    const ordered = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, approved.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers)).createMedicationOrder.orderItem;
    const medicationOrderId = ordered.medicationOrder?.id ?? '';
    expectOk(await world.gql(SHIP, { input: { medicationOrderId, ...TRACKING } }, world.fulfilment));
    const kindOf = async (language: string, kind: string) => (await page(world.gql, nora.headers, language)).nodes.find((n) => n.kind === kind);
    expect(await kindOf('es', 'MEDICATION_SHIPPED')).toMatchObject({ title: 'Tu paquete está en camino', link: `/business/demo/main/bookings/${approved.orderId}/${approved.orderItemId}` });
    expectOk(await world.gql(STAFF_DELIVERED, { input: { medicationOrderId } }, world.fulfilment));
    expect(await kindOf('fr', 'MEDICATION_DELIVERED')).toMatchObject({ title: 'Votre colis a été livré', link: `/business/demo/main/bookings/${approved.orderId}/${approved.orderItemId}` });
    expect(await ofKind(nora.userId, 'MEDICATION_SHIPPED')).toHaveLength(1);
    expect(await ofKind(nora.userId, 'MEDICATION_DELIVERED')).toHaveLength(1);
    expect(JSON.stringify(await page(world.gql, nora.headers))).not.toMatch(PRIVATE);
  });

  test('a parcel recorded by the business’s staff (recordShipment): shipped, then delivered', async () => {
    const bob = await newShopper(world, CARDS.approve);
    const approved = await heldConsult(world, bob);
    expectOk(await world.gql(APPROVE, { input: { orderItemId: approved.orderItemId, prescription: PRESCRIPTION } }, world.aisha.headers));
    expectOk(await world.gql(CREATE, { input: orderInput(bob, approved.orderItemId, { method: 'CARD', paymentCardId: bob.cardId }) }, bob.headers));
    const parcel = { orderItemId: approved.orderItemId, ...TRACKING };
    expectOk(await world.gql(RECORD, { input: parcel }, world.admin));
    expect(await ofKind(bob.userId, 'MEDICATION_SHIPPED')).toHaveLength(1);
    expectOk(await world.gql(RECORD, { input: { ...parcel, status: 'DELIVERED' } }, world.receptionist));
    const [delivered] = await ofKind(bob.userId, 'MEDICATION_DELIVERED');
    expect(delivered).toMatchObject({ link: `/business/demo/main/bookings/${approved.orderId}/${approved.orderItemId}`, organizationId: DEMO.organizationId });
    // Nora's bell did not hear of Bob's parcel.
    expect(await ofKind(nora.userId, 'MEDICATION_SHIPPED')).toHaveLength(1);
  });

  test('renewals charged and failed: written with the renewal, reaching the open app once the push job runs', async () => {
    const { deps } = world;
    const deliveredAt = new Date(deps.now().getTime() - 21 * DAY);
    const paying = await createProgram(deps, { deliveredAt });
    const declining = await createProgram(deps, { deliveredAt, cardDigits: DECLINING_CARD });
    const payingHeaders = await clientHeaders(deps, paying.client);
    const stream = await subscribeNotifications(createApp(deps), payingHeaders);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const renewalDeps = { db: deps.db, now: deps.now, payments: deps.payments };
      expect((await runRenewal(renewalDeps, { programItemId: paying.programItemId, cycle: 2 })).kind).toBe('placed');
      expect((await runRenewal(renewalDeps, { programItemId: declining.programItemId, cycle: 2 })).kind).toBe('placed');
      // A rerun of the renewal writes nothing more.
      expect((await runRenewal(renewalDeps, { programItemId: paying.programItemId, cycle: 2 })).kind).toBe('existing');
      expect(await ofKind(paying.client.userId, 'RENEWAL_CHARGED')).toHaveLength(1);
      expect(await ofKind(declining.client.userId, 'RENEWAL_FAILED')).toHaveLength(1);
      // Written inside the renewal's transaction: the open app hears of it from the push job, after the commit.
      expect(stream.added()).toEqual([]);
      await runNotificationJobs(deps, recordingPush());
      await waitFor(() => stream.added().length === 1);
      expect(stream.added()[0]).toMatchObject({ kind: 'RENEWAL_CHARGED', title: 'Your monthly order is placed', link: `/business/demo/main/bookings/${paying.orderId}/${paying.programItemId}` });
    } finally {
      stream.close();
    }
    const failed = (await page(world.gql, await clientHeaders(deps, declining.client), 'pt')).nodes[0];
    expect(failed).toMatchObject({ kind: 'RENEWAL_FAILED', title: 'Não foi possível pagar seu pedido mensal' });
    expect(JSON.stringify(failed)).not.toMatch(PRIVATE);
  });
});

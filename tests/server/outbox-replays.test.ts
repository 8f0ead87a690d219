// Issue 12 "nothing doubled": the outbox may send the same entry several times at once (two tabs, a resend after a
// lost reply racing the first). Identical replays sent together all answer the first result and store one row, for
// readings, weekly records and delivery confirmations. On PGlite the requests interleave on one connection; with
// TEST_DATABASE_URL they race on a real PostgreSQL pool (the unique keys and the client-row lock decide).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../../server/db/schema/index.ts';
import { expectOk } from './accounts-helpers.ts';
import { CARDS, type Shopper } from './orders-helpers.ts';
import { approvedItem, CREATE, MARK_RECEIVED, medicationWorld, newShopper, orderInput, SHIP, type ItemJson, type MedicationWorld } from './medication-helpers.ts';

const ADD = /* GraphQL */ `mutation Add($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { id clientReadingId } }`;
const ADD_WEEKLY = /* GraphQL */ `mutation W($input: AddWeeklyProgressInput!) { addWeeklyProgress(input: $input) { id } }`;
const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456785', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456785' };
const AT_ONCE = 6;

describe('outbox replays sent at the same time', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  test('a batch of readings sent six times at once: one row per key, every answer the same rows', async () => {
    const readings = [82.4, 82.1, 81.9].map((value) => ({ clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value, recordedAt: '2026-03-08T08:00:00Z' }));
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => world.gql<{ addMetricReadings: { id: string }[] }>(ADD, { input: { readings } }, nora.headers)));
    const ids = answers.map((answer) => expectOk(answer).addMetricReadings.map((row) => row.id));
    for (const set of ids) expect(set).toEqual(ids[0]);
    const rows = await world.deps.db.select({ key: t.metricReadings.clientReadingId }).from(t.metricReadings).where(eq(t.metricReadings.clientId, nora.clientId));
    expect(rows.map((row) => row.key).sort()).toEqual(readings.map((r) => r.clientReadingId).sort());
  });

  test('a weekly record sent six times at once: one record and one reading', async () => {
    const input = { clientRecordId: randomUUID(), weight: 180, weightUnit: 'Lb', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-08' };
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => world.gql<{ addWeeklyProgress: { id: string } }>(ADD_WEEKLY, { input }, nora.headers)));
    const ids = new Set(answers.map((answer) => expectOk(answer).addWeeklyProgress.id));
    expect(ids.size).toBe(1);
    const records = await world.deps.db.select().from(t.weeklyProgressRecords).where(eq(t.weeklyProgressRecords.clientRecordId, input.clientRecordId));
    expect(records).toHaveLength(1);
    const readings = await world.deps.db.select().from(t.metricReadings).where(eq(t.metricReadings.clientReadingId, input.clientRecordId));
    expect(readings).toHaveLength(1);
  });

  test("'I got my medication' sent six times at once: every answer a success, delivered once", async () => {
    const held = await approvedItem(world, nora);
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    const medicationOrderId = created.createMedicationOrder.orderItem.medicationOrder!.id;
    expectOk(await world.gql(SHIP, { input: { medicationOrderId, ...TRACKING } }, world.fulfilment));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        world.gql<{ markMedicationOrderAsDelivered: { success: boolean; orderItem: { status: string } } }>(MARK_RECEIVED, { input: { orderItemId: held.orderItemId, idempotencyKey: key, received: true } }, nora.headers),
      ),
    );
    for (const answer of answers) expect(expectOk(answer).markMedicationOrderAsDelivered).toMatchObject({ success: true, orderItem: { status: 'MedicationDelivered' } });
    const [order] = await world.deps.db.select().from(t.medicationOrders).where(eq(t.medicationOrders.id, medicationOrderId));
    expect(order).toMatchObject({ status: 'DELIVERED', deliveryConfirmationKey: key });
    const shipments = await world.deps.db.select({ status: t.shipments.status }).from(t.shipments).where(eq(t.shipments.orderItemId, held.orderItemId));
    expect(shipments.map((s) => s.status)).toEqual(['DELIVERED']);
  });
});

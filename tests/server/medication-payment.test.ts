// createMedicationOrder's money (issue 11): the same key replayed makes one order and one charge; a refused card
// leaves nothing charged, the item back at Treatment Approved, and a new key with another card then works.
// markMedicationOrderAsDelivered answers the first result for a key; only the item's client may send it.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../../server/db/schema/index.ts';
import { expectCode, expectOk } from './accounts-helpers.ts';
import { addCard, CARDS, type Shopper } from './orders-helpers.ts';
import {
  approvedItem,
  CREATE,
  MARK_RECEIVED,
  medicationWorld,
  newShopper,
  orderInput,
  paymentSteps,
  readItem,
  SHIP,
  stageTitle,
  walletBalance,
  fundWallet,
  type ItemJson,
  type MedicationWorld,
} from './medication-helpers.ts';

const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' };
type Created = { createMedicationOrder: { success: boolean; message: string; orderItem: ItemJson } };
type Marked = { markMedicationOrderAsDelivered: { success: boolean; message: string; orderItem: { id: string; status: string } } };

async function medicationOrderCount(world: MedicationWorld, orderItemId: string): Promise<number> {
  return (await world.deps.db.select({ id: t.medicationOrders.id }).from(t.medicationOrders).where(eq(t.medicationOrders.orderItemId, orderItemId))).length;
}

describe('createMedicationOrder payments', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  test('replayed with the same key: one order and one charge, the first result; other contents: IDEMPOTENCY_CONFLICT', async () => {
    const held = await approvedItem(world, nora);
    const input = orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId });
    const first = expectOk(await world.gql<Created>(CREATE, { input }, nora.headers)).createMedicationOrder;
    const [second, third] = await Promise.all([world.gql<Created>(CREATE, { input }, nora.headers), world.gql<Created>(CREATE, { input }, nora.headers)]);
    for (const again of [expectOk(second).createMedicationOrder, expectOk(third).createMedicationOrder]) {
      expect(again.success).toBe(true);
      expect(again.orderItem.medicationOrder?.id).toBe(first.orderItem.medicationOrder?.id);
      expect(again.orderItem.status).toBe('MedicationOrdered');
    }
    expect(await medicationOrderCount(world, held.orderItemId)).toBe(1);
    expect(await paymentSteps(world.deps, held.orderId)).toEqual(['CAPTURE:SUCCEEDED:24900', 'PREAUTH:SUCCEEDED:24900']);
    const changed = await world.gql(CREATE, { input: { ...input, payment: { method: 'WALLET_CARD', paymentCardId: nora.cardId } } }, nora.headers);
    expectCode(changed, 'IDEMPOTENCY_CONFLICT');
  });

  test('a declined card: nothing charged or debited, the item back at Treatment Approved with the reason; a new key with another card works', async () => {
    const shopper = await newShopper(world, CARDS.decline);
    await fundWallet(world.deps, shopper, 1000);
    const held = await approvedItem(world, shopper);
    const declinedInput = orderInput(shopper, held.orderItemId, { method: 'WALLET_CARD', paymentCardId: shopper.cardId });
    const declined = await world.gql(CREATE, { input: declinedInput }, shopper.headers);
    expectCode(declined, 'CARD_DECLINED');
    let item = await readItem(world, shopper.headers, held.orderItemId);
    expect(item.status).toBe('ConsultationCompleted');
    expect(stageTitle(item)).toBe('stage.medicationApproved.title');
    expect(item.medicationOrder).toMatchObject({ status: 'FAILED', failureCode: 'CARD_DECLINED', failureReason: 'The card was declined.', walletAmount: 1000, cardAmount: 23900 });
    expect(item.medicationOptions?.amountNow).toBe(24900);
    expect(await walletBalance(world.deps, shopper)).toBe(1000);
    expect(await paymentSteps(world.deps, held.orderId)).toEqual(['PREAUTH:FAILED:23900']);
    const ledger = await world.deps.db.select().from(t.ledgerEntries).where(like(t.ledgerEntries.idempotencyKey, 'medication:%'));
    expect(ledger).toEqual([]);
    // The same key again answers the same refusal, and charges nothing.
    expectCode(await world.gql(CREATE, { input: declinedInput }, shopper.headers), 'CARD_DECLINED');
    expect(await paymentSteps(world.deps, held.orderId)).toEqual(['PREAUTH:FAILED:23900']);

    // Other refusals carry their own codes.
    for (const [card, code] of [[CARDS.insufficient, 'INSUFFICIENT_FUNDS'], [CARDS.expired, 'CARD_EXPIRED']] as const) {
      const cardId = await addCard(world.deps, world.gql, shopper, card);
      expectCode(await world.gql(CREATE, { input: orderInput(shopper, held.orderItemId, { method: 'CARD', paymentCardId: cardId }) }, shopper.headers), code);
    }

    const good = await addCard(world.deps, world.gql, shopper, CARDS.approve);
    const retried = expectOk(await world.gql<Created>(CREATE, { input: orderInput(shopper, held.orderItemId, { method: 'WALLET_CARD', paymentCardId: good }) }, shopper.headers)).createMedicationOrder;
    expect(retried.orderItem.status).toBe('MedicationOrdered');
    expect(retried.orderItem.medicationOrder).toMatchObject({ status: 'ORDERED', walletAmount: 1000, cardAmount: 23900, failureCode: null });
    expect(await walletBalance(world.deps, shopper)).toBe(0);
    expect((await paymentSteps(world.deps, held.orderId)).filter((s) => s.includes('SUCCEEDED'))).toEqual(['CAPTURE:SUCCEEDED:23900', 'PREAUTH:SUCCEEDED:23900']);
    item = await readItem(world, shopper.headers, held.orderItemId);
    expect(item.medicationOrder?.status).toBe('ORDERED');
    // The failed attempts stay on record, one live order.
    const rows = await world.deps.db.select({ status: t.medicationOrders.status }).from(t.medicationOrders).where(eq(t.medicationOrders.orderItemId, held.orderItemId));
    expect(rows.map((r) => r.status).sort()).toEqual(['FAILED', 'FAILED', 'FAILED', 'ORDERED']);
  });
});

describe('markMedicationOrderAsDelivered', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  async function shippedItem(): Promise<string> {
    const held = await approvedItem(world, nora);
    const created = expectOk(await world.gql<Created>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    expectOk(await world.gql(SHIP, { input: { medicationOrderId: created.createMedicationOrder.orderItem.medicationOrder!.id, ...TRACKING } }, world.fulfilment));
    return held.orderItemId;
  }

  test('the same key twice answers the first result; other contents under it: IDEMPOTENCY_CONFLICT', async () => {
    const id = await shippedItem();
    const input = { orderItemId: id, idempotencyKey: randomUUID(), received: true };
    const first = expectOk(await world.gql<Marked>(MARK_RECEIVED, { input }, nora.headers)).markMedicationOrderAsDelivered;
    expect(first).toMatchObject({ success: true, orderItem: { id, status: 'MedicationDelivered' } });
    world.deps.clock.advance(60_000);
    const again = expectOk(await world.gql<Marked>(MARK_RECEIVED, { input }, nora.headers)).markMedicationOrderAsDelivered;
    expect(again).toEqual(first);
    const item = await readItem(world, nora.headers, id);
    expect(item.medicationOrder?.deliveryConfirmedAt).toBe('2026-03-09T12:00:00.000Z');
    expectCode(await world.gql(MARK_RECEIVED, { input: { ...input, received: false } }, nora.headers), 'IDEMPOTENCY_CONFLICT');
  });

  test("another client's item cannot be marked (NOT_FOUND); staff cannot use the client's confirmation", async () => {
    const id = await shippedItem();
    const other = await newShopper(world);
    expectCode(await world.gql(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: randomUUID(), received: true } }, other.headers), 'NOT_FOUND');
    expectCode(await world.gql(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: randomUUID(), received: true } }, world.admin), 'FORBIDDEN');
    expect((await readItem(world, nora.headers, id)).status).toBe('MedicationOrderProcessed');
  });

  test("'it has not arrived': MISSING_REPORTED, the item stays shipped, the business's admins are mailed; it may still turn up", async () => {
    const id = await shippedItem();
    const key = randomUUID();
    const reported = expectOk(await world.gql<Marked>(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: key, received: false, note: 'Nothing in the mailbox' } }, nora.headers)).markMedicationOrderAsDelivered;
    expect(reported.orderItem.status).toBe('MedicationOrderProcessed');
    let item = await readItem(world, nora.headers, id);
    expect(item.medicationOrder).toMatchObject({ status: 'MISSING_REPORTED', missingReportedAt: world.deps.now().toISOString() });
    const mails = await world.deps.db.select().from(t.outboxMessages).where(and(eq(t.outboxMessages.template, 'medication_missing'), eq(t.outboxMessages.recipient, 'admin@demo.test')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Olive Buyer');
    expect(mails[0]?.body).not.toContain('Semaglutide');
    const allMails = await world.deps.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.template, 'medication_missing'));
    // Every admin of the business (the two seeded ones and the test's), nobody else.
    expect(allMails.map((mail) => mail.recipient).sort()).toEqual(expect.arrayContaining(['admin@demo.test', 'catalogue@demo.test']));
    expect(allMails).toHaveLength(3);
    // Replayed: the first answer, no second mail.
    expect(expectOk(await world.gql<Marked>(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: key, received: false, note: 'Nothing in the mailbox' } }, nora.headers)).markMedicationOrderAsDelivered).toEqual(reported);
    expect(await world.deps.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.template, 'medication_missing'))).toHaveLength(allMails.length);
    // It turned up after all.
    expectOk(await world.gql(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: randomUUID(), received: true } }, nora.headers));
    item = await readItem(world, nora.headers, id);
    expect(item.status).toBe('MedicationDelivered');
    expect(item.medicationOrder?.status).toBe('DELIVERED');
  });
});

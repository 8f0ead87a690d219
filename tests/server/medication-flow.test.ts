// The medication program through the API (issue 11): approve -> order -> preparing -> shipped -> delivered ->
// program started, with the item's status and the domain's stage message at each step; a medication program's
// first month covered by its checkout; who may see and move the fulfilment queue.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../../server/db/schema/index.ts';
import { expectCode, expectOk } from './accounts-helpers.ts';
import { CARDS, DEMO, type Shopper } from './orders-helpers.ts';
import {
  approvedItem,
  CANCEL,
  CREATE,
  fundWallet,
  heldConsult,
  MARK_RECEIVED,
  medicationWorld,
  newShopper,
  orderInput,
  paymentSteps,
  PREPARING,
  QUEUE,
  readItem,
  SHIP,
  stageBody,
  stageTitle,
  STAFF_DELIVERED,
  START_PLAN,
  walletBalance,
  type ItemJson,
  type MedicationWorld,
} from './medication-helpers.ts';

const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' };

type Queue = { medicationOrdersToFulfil: { totalCount: number; nodes: { orderItemDisplayId: string; clientName: string; medicationOrder: { id: string; status: string; orderItemId: string; direction: { costToBusiness: number | null } } }[] } };

describe('the medication program', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  test('approve -> order -> preparing -> shipped -> delivered -> program started, status and stage at each step', async () => {
    const { gql } = world;
    const held = await approvedItem(world, nora);
    const id = held.orderItemId;

    // Treatment Approved: the client is offered month 1 at the lowest dose (0.25 mg, $249), no shipping on a consultation.
    let item = await readItem(world, nora.headers, id);
    expect(item.status).toBe('ConsultationCompleted');
    expect(stageTitle(item)).toBe('stage.medicationApproved.title');
    expect(item.medicationOptions).toMatchObject({
      amountNow: 24900,
      shippingCost: 0,
      creditFromCheckout: 0,
      currencyCode: 'USD',
      startingDirection: { dose: 0.25, sellingPrice: 24900, costToBusiness: null },
      prescription: { medicationName: 'Semaglutide', approvedByHCP: 'Dr. Aisha Patel', directions: [{ dose: 0.5 }, { dose: 0.25 }] },
    });
    // Staff read no ordering options (they are the client's), but do see the cost to the business.
    expect((await readItem(world, world.admin, id)).medicationOptions).toBeNull();
    // Every read of health data is audited, once per request, client and kind: the staff's and the client's own.
    const healthReads = await world.deps.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, 'health_data_read'));
    const staffReads = healthReads.filter((a) => a.metadata.role === 'BUSINESS_ADMIN' && a.metadata.kind === 'PRESCRIPTION');
    expect(staffReads).toHaveLength(1);
    expect(staffReads[0]).toMatchObject({ organizationId: DEMO.organizationId, targetType: 'client', targetId: nora.clientId });
    expect(healthReads.some((a) => a.metadata.role === 'CLIENT' && a.targetId === nora.clientId && a.metadata.kind === 'PRESCRIPTION')).toBe(true);

    // Ordered: paid by card, pre-authorized and captured at once; the fee lines are recorded paid.
    const created = expectOk(await gql<{ createMedicationOrder: { success: boolean; orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, id, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers)).createMedicationOrder;
    expect(created.success).toBe(true);
    item = created.orderItem;
    expect(item.status).toBe('MedicationOrdered');
    expect(stageTitle(item)).toBe('stage.medicationOrdered.title');
    expect(stageBody(item)).toBe('stage.medicationOrdered.body');
    expect(item.medicationOptions).toBeNull();
    expect(item.medicationOrder).toMatchObject({
      orderItemId: id,
      programItemId: id,
      cycle: 1,
      bookingType: 'FIRST_MONTH',
      status: 'ORDERED',
      medicationName: 'Semaglutide',
      amount: 24900,
      shippingCost: 0,
      credit: 0,
      chargedAmount: 24900,
      walletAmount: 0,
      cardAmount: 24900,
      paymentMethod: 'CARD',
      direction: { dose: 0.25, doseUnit: 'mg', sellingPrice: 24900, costToBusiness: null },
      shippingAddress: { id: nora.addressId },
    });
    expect(await paymentSteps(world.deps, held.orderId)).toEqual(['CAPTURE:SUCCEEDED:24900', 'PREAUTH:SUCCEEDED:24900']);
    const lines = await world.deps.db.select().from(t.orderItemFees).where(eq(t.orderItemFees.orderItemId, id));
    expect(lines.map((l) => [l.entityName, l.amount, l.paid, l.unpaid]).sort()).toEqual([
      ['Medication (month 1)', 24900, 24900, 0],
      ['Weight Loss Consultation', 4900, 4900, 0],
    ]);
    const medicationOrderId = item.medicationOrder!.id;

    // Not yet shipped: the client cannot confirm receipt.
    const early = await gql(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: randomUUID(), received: true } }, nora.headers);
    expectCode(early, 'BAD_USER_INPUT');
    expect(early.errors?.[0]?.extensions?.reason).toBe('NOT_SHIPPED');

    // Preparing (fulfilment staff): the item stays MedicationOrdered.
    expect(expectOk(await gql<{ markMedicationOrderPreparing: { status: string } }>(PREPARING, { input: { medicationOrderId } }, world.fulfilment)).markMedicationOrderPreparing.status).toBe('PREPARING');
    item = await readItem(world, nora.headers, id);
    expect(item.status).toBe('MedicationOrdered');
    expect(item.medicationOrder?.status).toBe('PREPARING');
    expect(stageTitle(item)).toBe('stage.medicationOrdered.title');

    // Shipped: the parcel is recorded, the item is MedicationOrderProcessed and reads the shipped text.
    expect(expectOk(await gql<{ shipMedicationOrder: { status: string } }>(SHIP, { input: { medicationOrderId, ...TRACKING } }, world.fulfilment)).shipMedicationOrder.status).toBe('SHIPPED');
    item = await readItem(world, nora.headers, id);
    expect(item.status).toBe('MedicationOrderProcessed');
    expect(stageTitle(item)).toBe('stage.medicationOrdered.title');
    expect(stageBody(item)).toBe('stage.medicationOrdered.shipped');
    expect(item.shipments).toEqual([{ carrier: 'UPS', trackingUrl: TRACKING.trackingUrl, status: 'SHIPPED' }]);

    // Cancelling is refused after shipment.
    const cancel = await gql(CANCEL, { input: { orderItemId: id, reason: 'Changed my mind' } }, nora.headers);
    expectCode(cancel, 'BAD_USER_INPUT');
    expect(cancel.errors?.[0]?.extensions?.reason).toBe('CANCEL_NOT_ALLOWED');

    // Delivered (the client): MedicationDelivered.
    const key = randomUUID();
    const marked = expectOk(await gql<{ markMedicationOrderAsDelivered: { success: boolean; orderItem: { status: string } } }>(MARK_RECEIVED, { input: { orderItemId: id, idempotencyKey: key, received: true } }, nora.headers));
    expect(marked.markMedicationOrderAsDelivered).toMatchObject({ success: true, orderItem: { status: 'MedicationDelivered' } });
    item = await readItem(world, nora.headers, id);
    expect(item.medicationOrder).toMatchObject({ status: 'DELIVERED', deliveredAt: '2026-03-09T12:00:00.000Z', deliveryConfirmedAt: '2026-03-09T12:00:00.000Z' });
    expect(item.shipments).toEqual([{ carrier: 'UPS', trackingUrl: TRACKING.trackingUrl, status: 'DELIVERED' }]);
    expect(stageTitle(item)).toBe('stage.medicationDelivered.title');

    // Program started: 'Program Started' (RecordProgram), with its start date.
    const started = expectOk(await gql<{ startTreatmentPlan: { status: string; treatmentPlanStartDate: string } }>(START_PLAN, { input: { orderItemId: id } }, nora.headers)).startTreatmentPlan;
    expect(started).toEqual({ id, status: 'TreatmentPlanStarted', treatmentPlanStartDate: '2026-03-09T12:00:00.000Z' });
    item = await readItem(world, nora.headers, id);
    expect(stageTitle(item)).toBe('stage.recordProgram.title');
    expect(stageBody(item)).toBe('stage.recordProgram.body');
    // Sent again (a double tap): the program has started, nothing changes.
    expect(expectOk(await gql<{ startTreatmentPlan: { status: string } }>(START_PLAN, { input: { orderItemId: id } }, nora.headers)).startTreatmentPlan.status).toBe('TreatmentPlanStarted');
  });

  test('the client may start the program only after delivery; another client cannot start it', async () => {
    const held = await approvedItem(world, nora);
    const refused = await world.gql(START_PLAN, { input: { orderItemId: held.orderItemId } }, nora.headers);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('NOT_DELIVERED');
    const other = await newShopper(world);
    expectCode(await world.gql(START_PLAN, { input: { orderItemId: held.orderItemId } }, other.headers), 'NOT_FOUND');
  });

  test("a medication program's first month is covered by its checkout: nothing more to pay at the starting dose", async () => {
    const held = await approvedItem(world, nora, { program: true });
    const item = await readItem(world, nora.headers, held.orderItemId);
    // $249 + $15 shipping, less the $299 + $15 checkout charged: nothing more now.
    expect(item.medicationOptions).toMatchObject({ amountNow: 0, shippingCost: 1500, creditFromCheckout: 26400 });
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    expect(created.createMedicationOrder.orderItem.medicationOrder).toMatchObject({ status: 'ORDERED', amount: 24900, shippingCost: 1500, credit: 26400, chargedAmount: 0, cardAmount: 0 });
    expect(await paymentSteps(world.deps, held.orderId)).toEqual([]);
  });

  test('paid from the wallet first: WALLET alone when it covers the month, WALLET_CARD for the rest', async () => {
    const shopper = await newShopper(world, CARDS.approve);
    await fundWallet(world.deps, shopper, 30000);
    const first = await approvedItem(world, shopper);
    const paid = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(shopper, first.orderItemId, { method: 'WALLET' }) }, shopper.headers));
    expect(paid.createMedicationOrder.orderItem.medicationOrder).toMatchObject({ walletAmount: 24900, cardAmount: 0, chargedAmount: 24900, paymentMethod: 'WALLET' });
    expect(await walletBalance(world.deps, shopper)).toBe(5100);

    const second = await approvedItem(world, shopper);
    expectCode(await world.gql(CREATE, { input: orderInput(shopper, second.orderItemId, { method: 'WALLET' }) }, shopper.headers), 'INSUFFICIENT_WALLET_BALANCE');
    const split = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(shopper, second.orderItemId, { method: 'WALLET_CARD', paymentCardId: shopper.cardId }) }, shopper.headers));
    expect(split.createMedicationOrder.orderItem.medicationOrder).toMatchObject({ walletAmount: 5100, cardAmount: 19800, chargedAmount: 24900 });
    expect(await walletBalance(world.deps, shopper)).toBe(0);
    expect(await paymentSteps(world.deps, second.orderId)).toEqual(['CAPTURE:SUCCEEDED:19800', 'PREAUTH:SUCCEEDED:19800']);
  });

  test("an order cannot go to another client's address, be placed twice, or be placed on an item not approved", async () => {
    const other = await newShopper(world);
    const undecided = await heldConsult(world, nora);
    const notApproved = await world.gql(CREATE, { input: orderInput(nora, undecided.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers);
    expectCode(notApproved, 'BAD_USER_INPUT');
    expect(notApproved.errors?.[0]?.extensions?.reason).toBe('NOT_APPROVED');
    expect((await readItem(world, nora.headers, undecided.orderItemId)).medicationOptions).toBeNull();
    const held = await approvedItem(world, nora);
    const foreignAddress = await world.gql(CREATE, { input: { ...orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }), shippingAddressId: other.addressId } }, nora.headers);
    expectCode(foreignAddress, 'BAD_USER_INPUT');
    expect(foreignAddress.errors?.[0]?.extensions?.fields).toEqual({ 'input.shippingAddressId': 'validation.invalid' });
    expectCode(await world.gql(CREATE, { input: orderInput(other, held.orderItemId, { method: 'CARD' }) }, other.headers), 'NOT_FOUND');
    expectCode(await world.gql(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, world.admin), 'FORBIDDEN');
    expectOk(await world.gql(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    const twice = await world.gql(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers);
    expectCode(twice, 'BAD_USER_INPUT');
    expect(twice.errors?.[0]?.extensions?.reason).toBe('ALREADY_ORDERED');
  });
});

describe('the fulfilment queue', () => {
  let world: MedicationWorld;
  let nora: Shopper;
  let orderedId: string;
  let medicationOrderId: string;
  let displayId: string;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
    const held = await approvedItem(world, nora);
    orderedId = held.orderItemId;
    displayId = held.displayId;
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, orderedId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    medicationOrderId = created.createMedicationOrder.orderItem.medicationOrder!.id;
  });
  afterAll(() => world.deps.close());

  test("the business's service provider and admin list its open orders, searchable by booking id and client name", async () => {
    for (const headers of [world.fulfilment, world.admin]) {
      const page = expectOk(await world.gql<Queue>(QUEUE, {}, headers)).medicationOrdersToFulfil;
      expect(page.totalCount).toBe(1);
      expect(page.nodes[0]).toMatchObject({ orderItemDisplayId: displayId, clientName: 'Olive Buyer', medicationOrder: { id: medicationOrderId, status: 'ORDERED', direction: { costToBusiness: 10000 } } });
    }
    const byId = expectOk(await world.gql<Queue>(QUEUE, { filter: { search: displayId.toLowerCase() } }, world.fulfilment)).medicationOrdersToFulfil;
    expect(byId.nodes.map((n) => n.medicationOrder.id)).toEqual([medicationOrderId]);
    const byName = expectOk(await world.gql<Queue>(QUEUE, { filter: { search: 'olive b' } }, world.fulfilment)).medicationOrdersToFulfil;
    expect(byName.totalCount).toBe(1);
    const none = expectOk(await world.gql<Queue>(QUEUE, { filter: { search: 'nobody' } }, world.fulfilment)).medicationOrdersToFulfil;
    expect(none).toEqual({ totalCount: 0, nodes: [] });
    const delivered = expectOk(await world.gql<Queue>(QUEUE, { filter: { statuses: ['DELIVERED'] } }, world.fulfilment)).medicationOrdersToFulfil;
    // Only the demo seed's delivered order (program@demo.test), not this open one.
    expect(delivered.nodes.map((n) => n.clientName)).toEqual(['Noah Bennett']);
    expectCode(await world.gql(QUEUE, { limit: 500 }, world.fulfilment), 'BAD_USER_INPUT');
    // The listing is a read of health data (the medication) by staff: audited per client listed.
    const audits = await world.deps.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, 'health_data_read'));
    const queueReads = audits.filter((a) => a.metadata.kind === 'MEDICATION' && a.metadata.role === 'SERVICE_PROVIDER');
    expect(queueReads.length).toBeGreaterThanOrEqual(2);
    expect(queueReads.every((a) => a.targetType === 'client' && String(a.metadata.reads).startsWith('MedicationOrder.'))).toBe(true);
  });

  test("another tenant's staff neither list nor move the order; a receptionist or a client cannot use the queue", async () => {
    expect(expectOk(await world.gql<Queue>(QUEUE, {}, world.sunriseAdmin)).medicationOrdersToFulfil).toEqual({ totalCount: 0, nodes: [] });
    expectCode(await world.gql(SHIP, { input: { medicationOrderId, ...TRACKING } }, world.sunriseAdmin), 'NOT_FOUND');
    expectCode(await world.gql(PREPARING, { input: { medicationOrderId } }, world.sunriseAdmin), 'NOT_FOUND');
    expectCode(await world.gql(STAFF_DELIVERED, { input: { medicationOrderId } }, world.sunriseAdmin), 'NOT_FOUND');
    for (const headers of [world.receptionist, nora.headers, world.aisha.headers]) {
      expectCode(await world.gql(QUEUE, {}, headers), 'FORBIDDEN');
      expectCode(await world.gql(SHIP, { input: { medicationOrderId, ...TRACKING } }, headers), 'FORBIDDEN');
      expectCode(await world.gql(PREPARING, { input: { medicationOrderId } }, headers), 'FORBIDDEN');
      expectCode(await world.gql(STAFF_DELIVERED, { input: { medicationOrderId } }, headers), 'FORBIDDEN');
    }
    expectCode(await world.gql(QUEUE, {}), 'UNAUTHENTICATED');
  });

  test('a jump the medication order table refuses is refused; a bad tracking link is a field error', async () => {
    const jump = await world.gql(STAFF_DELIVERED, { input: { medicationOrderId } }, world.admin);
    expectCode(jump, 'BAD_USER_INPUT');
    expect(jump.errors?.[0]?.extensions?.reason).toBe('MEDICATION_ORDER_TRANSITION_REFUSED');
    const http = await world.gql(SHIP, { input: { medicationOrderId, ...TRACKING, trackingUrl: 'http://ups.test/1' } }, world.admin);
    expectCode(http, 'BAD_USER_INPUT');
    expect(http.errors?.[0]?.extensions?.fields).toEqual({ 'input.trackingUrl': 'validation.invalid' });
  });

  test('recordShipment (staff, a receptionist too) moves the ordered item and its medication order to shipped, then delivered', async () => {
    const RECORD = /* GraphQL */ `mutation R($input: RecordShipmentInput!) { recordShipment(input: $input) { id status } }`;
    expectOk(await world.gql(RECORD, { input: { orderItemId: orderedId, ...TRACKING } }, world.receptionist));
    let item = await readItem(world, nora.headers, orderedId);
    expect(item.status).toBe('MedicationOrderProcessed');
    expect(item.medicationOrder?.status).toBe('SHIPPED');
    expectOk(await world.gql(RECORD, { input: { orderItemId: orderedId, ...TRACKING, status: 'DELIVERED' } }, world.receptionist));
    item = await readItem(world, nora.headers, orderedId);
    expect(item.status).toBe('MedicationDelivered');
    expect(item.medicationOrder?.status).toBe('DELIVERED');
    // An approved item whose medication is not ordered (paid) yet cannot be shipped.
    const unpaid = await approvedItem(world, nora);
    const refused = await world.gql(RECORD, { input: { orderItemId: unpaid.orderItemId, ...TRACKING } }, world.receptionist);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('MEDICATION_NOT_ORDERED');
  });

  test('staff mark a shipped order delivered when the carrier says so', async () => {
    const held = await approvedItem(world, nora);
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    const id = created.createMedicationOrder.orderItem.medicationOrder!.id;
    expectOk(await world.gql(SHIP, { input: { medicationOrderId: id, ...TRACKING } }, world.admin));
    expect(expectOk(await world.gql<{ markMedicationOrderDelivered: { status: string } }>(STAFF_DELIVERED, { input: { medicationOrderId: id } }, world.admin)).markMedicationOrderDelivered.status).toBe('DELIVERED');
    const item = await readItem(world, nora.headers, held.orderItemId);
    expect(item.status).toBe('MedicationDelivered');
    expect(item.shipments.map((s) => s.status)).toEqual(['DELIVERED']);
  });
});

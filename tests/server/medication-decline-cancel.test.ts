// The defects of issue 11: a declined treatment reads as declined and ends the service (Completed), refunding a
// medication program's paid medication but never a consultation that took place; cancelling is refused after
// shipment, and after the consultation it keeps the consultation's price while unshipped medication goes back to
// the wallet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../../server/db/schema/index.ts';
import { expectCode, expectOk } from './accounts-helpers.ts';
import { CARDS, type Shopper } from './orders-helpers.ts';
import {
  approvedItem,
  CANCEL,
  CREATE,
  DECLINE,
  heldConsult,
  medicationWorld,
  newShopper,
  orderInput,
  readItem,
  SHIP,
  stageTitle,
  walletBalance,
  type ItemJson,
  type MedicationWorld,
} from './medication-helpers.ts';

const COMPLETE_SESSION = /* GraphQL */ `mutation C($input: VideoCallInput!) { completeSession(input: $input) { status } }`;
const QUOTE = /* GraphQL */ `query Q($id: ID!) { orderItem(id: $id) { cancellationQuote { allowed chargeAmount chargedToCard keptFromPaid refundToWallet itemTotal } } }`;
type QuoteJson = { allowed: boolean; chargeAmount: number; chargedToCard: number; keptFromPaid: number; refundToWallet: number; itemTotal: number };

async function refundsOf(world: MedicationWorld, orderItemId: string) {
  return world.deps.db.select({ amount: t.paymentRefunds.refundAmount, reason: t.paymentRefunds.refundReason }).from(t.paymentRefunds).where(eq(t.paymentRefunds.orderItemId, orderItemId));
}

describe('declined treatment', () => {
  let world: MedicationWorld;

  beforeAll(async () => {
    world = await medicationWorld();
  });
  afterAll(() => world.deps.close());

  test('a consultation declined: the client reads Treatment Declined with the reason, the item is Completed, nothing refunded', async () => {
    const shopper = await newShopper(world);
    const held = await heldConsult(world, shopper);
    const declined = expectOk(await world.gql<{ declineTreatment: { status: string } }>(DECLINE, { input: { orderItemId: held.orderItemId, reason: 'Not suitable with your current medication.' } }, world.aisha.headers));
    expect(declined.declineTreatment.status).toBe('Completed');
    const item = await readItem(world, shopper.headers, held.orderItemId);
    expect(item).toMatchObject({ status: 'Completed', treatmentDecision: { status: 'DECLINED', declineReason: 'Not suitable with your current medication.' }, medicationOptions: null });
    expect(stageTitle(item)).toBe('stage.treatmentDeclined.title');
    expect(await walletBalance(world.deps, shopper)).toBe(0);
    expect(await refundsOf(world, held.orderItemId)).toEqual([]);
    // Completed is final: nothing can be ordered or cancelled any more.
    expectCode(await world.gql(CANCEL, { input: { orderItemId: held.orderItemId } }, shopper.headers), 'BAD_USER_INPUT');
  });

  test("a medication program declined: its paid price and shipping go back to the wallet, recorded as a refund", async () => {
    const shopper = await newShopper(world);
    const held = await heldConsult(world, shopper, { program: true });
    expectOk(await world.gql(DECLINE, { input: { orderItemId: held.orderItemId, reason: 'Not for you.' } }, world.aisha.headers));
    const item = await readItem(world, shopper.headers, held.orderItemId);
    expect(item.status).toBe('Completed');
    expect(stageTitle(item)).toBe('stage.treatmentDeclined.title');
    expect(await walletBalance(world.deps, shopper)).toBe(31400);
    expect(await refundsOf(world, held.orderItemId)).toEqual([{ amount: 31400, reason: 'TREATMENT_DECLINED' }]);
  });

  test('declined during the call: completing the call ends the service and refunds the program then, once', async () => {
    const shopper = await newShopper(world);
    const held = await heldConsult(world, shopper, { program: true, inCall: true });
    expectOk(await world.gql(DECLINE, { input: { orderItemId: held.orderItemId, reason: 'Not for you.' } }, world.aisha.headers));
    expect((await readItem(world, shopper.headers, held.orderItemId)).status).toBe('ConsultationInProgress');
    expectOk(await world.gql(COMPLETE_SESSION, { input: { HCPSessionId: held.sessionId } }, world.aisha.headers));
    const item = await readItem(world, shopper.headers, held.orderItemId);
    expect(item.status).toBe('Completed');
    expect(stageTitle(item)).toBe('stage.treatmentDeclined.title');
    expect(await walletBalance(world.deps, shopper)).toBe(31400);
    expect(await refundsOf(world, held.orderItemId)).toEqual([{ amount: 31400, reason: 'TREATMENT_DECLINED' }]);
  });
});

describe('cancelling after the consultation', () => {
  let world: MedicationWorld;
  let nora: Shopper;

  beforeAll(async () => {
    world = await medicationWorld();
    nora = await newShopper(world, CARDS.approve);
  });
  afterAll(() => world.deps.close());

  test('a consultation that took place is not refunded', async () => {
    const held = await approvedItem(world, nora);
    const quote = expectOk(await world.gql<{ orderItem: { cancellationQuote: QuoteJson } }>(QUOTE, { id: held.orderItemId }, nora.headers)).orderItem.cancellationQuote;
    expect(quote).toMatchObject({ allowed: true, chargeAmount: 4900, chargedToCard: 0, keptFromPaid: 4900, refundToWallet: 0 });
    const before = await walletBalance(world.deps, nora);
    expect(expectOk(await world.gql<{ cancelOrderItem: { orderItem: { status: string } } }>(CANCEL, { input: { orderItemId: held.orderItemId } }, nora.headers)).cancelOrderItem.orderItem.status).toBe('Cancelled');
    expect(await walletBalance(world.deps, nora)).toBe(before);
    expect(await refundsOf(world, held.orderItemId)).toEqual([]);
  });

  test('an ordered month not yet shipped goes back to the wallet, the consultation is kept; the medication order is cancelled', async () => {
    const held = await approvedItem(world, nora);
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    expect(created.createMedicationOrder.orderItem.status).toBe('MedicationOrdered');
    const quote = expectOk(await world.gql<{ orderItem: { cancellationQuote: QuoteJson } }>(QUOTE, { id: held.orderItemId }, nora.headers)).orderItem.cancellationQuote;
    expect(quote).toMatchObject({ allowed: true, keptFromPaid: 4900, refundToWallet: 24900, itemTotal: 29800 });
    const before = await walletBalance(world.deps, nora);
    expectOk(await world.gql(CANCEL, { input: { orderItemId: held.orderItemId } }, nora.headers));
    expect(await walletBalance(world.deps, nora)).toBe(before + 24900);
    const item = await readItem(world, nora.headers, held.orderItemId);
    expect(item.status).toBe('Cancelled');
    expect(item.medicationOrder?.status).toBe('CANCELLED');
    expect((await refundsOf(world, held.orderItemId)).map((r) => r.amount)).toEqual([24900]);
  });

  test("a medication program cancelled after its consultation: its medication was not shipped, so it is refunded", async () => {
    const held = await approvedItem(world, nora, { program: true });
    const before = await walletBalance(world.deps, nora);
    expectOk(await world.gql(CANCEL, { input: { orderItemId: held.orderItemId } }, nora.headers));
    expect(await walletBalance(world.deps, nora)).toBe(before + 31400);
  });

  test('refused once shipped or delivered', async () => {
    const held = await approvedItem(world, nora);
    const created = expectOk(await world.gql<{ createMedicationOrder: { orderItem: ItemJson } }>(CREATE, { input: orderInput(nora, held.orderItemId, { method: 'CARD', paymentCardId: nora.cardId }) }, nora.headers));
    const medicationOrderId = created.createMedicationOrder.orderItem.medicationOrder!.id;
    expectOk(await world.gql(SHIP, { input: { medicationOrderId, carrier: 'UPS', trackingNumber: '1Z1', trackingUrl: 'https://www.ups.com/track?tracknum=1Z1' } }, world.fulfilment));
    const quote = expectOk(await world.gql<{ orderItem: { cancellationQuote: QuoteJson } }>(QUOTE, { id: held.orderItemId }, nora.headers)).orderItem.cancellationQuote;
    expect(quote.allowed).toBe(false);
    const refused = await world.gql(CANCEL, { input: { orderItemId: held.orderItemId } }, nora.headers);
    expectCode(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('CANCEL_NOT_ALLOWED');
    expect((await readItem(world, nora.headers, held.orderItemId)).status).toBe('MedicationOrderProcessed');
  });
});

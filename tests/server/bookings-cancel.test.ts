import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { bookingChanges, hcpSessions, ledgerAccounts, ledgerEntries, orderItems, paymentRefunds, payments, sandboxGatewayAuthorizations } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { bookConsult, CANCEL, emailOf, insertItems, itemStatus, moveClock, ORDER_ITEM, placeOrder, staffHeaders, type ItemJson, type QuoteJson } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, DEMO, freshGiftCardNumber, issueGiftCard, item, SUNRISE, type Shopper } from './orders-helpers.ts';
import { AISHA, MARCUS, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

type ItemWithQuote = ItemJson & { cancellationQuote: QuoteJson };

/** Consult slots of the demo providers (New York time, EDT from 8 March). */
const SLOTS = {
  mon9: '2026-03-09T13:00:00.000Z',
  mon10: '2026-03-09T14:00:00.000Z',
  mon11: '2026-03-09T15:00:00.000Z',
  mon12: '2026-03-09T16:00:00.000Z',
  tue9: '2026-03-10T13:00:00.000Z',
  tue10: '2026-03-10T14:00:00.000Z',
};

describe('cancelOrderItem: the business’s cancellation charge, taken from the pre-authorization', () => {
  let deps: TestDeps;
  let gql: Gql;
  let nora: Shopper;
  let other: Shopper;
  let receptionist: HeaderMap;
  let sunriseReceptionist: HeaderMap;

  const start = '2026-03-01T12:00:00Z';
  const at = (when: string) => moveClock(deps, when, nora.headers, other.headers, receptionist, sunriseReceptionist);
  const detail = async (id: string, headers = nora.headers) => expectOk(await gql<{ orderItem: ItemWithQuote }>(ORDER_ITEM, { id }, headers)).orderItem;
  const paymentRows = (orderId: string) => deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  const booked = async (shopper: Shopper, slot: string, key = 'weightloss-consult', provider = AISHA) => {
    const order = await placeOrder(deps, gql, shopper, [item(key, 'WEIGHTLOSS')]);
    const itemId = order.orderItems[0]?.id ?? '';
    await bookConsult(gql, shopper.headers, itemId, WEIGHTLOSS_CONSULT, provider, slot);
    return { order, itemId };
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date(start));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    other = await createShopper(deps, gql, { card: CARDS.approve });
    receptionist = await staffHeaders(deps, DEMO.organizationId, DEMO.businessId);
    sunriseReceptionist = await staffHeaders(deps, SUNRISE.organizationId, SUNRISE.businessId);
  });
  afterAll(() => deps.close());

  test('well before the session: no charge; session and item cancelled; the untouched hold is voided; the calendar entry is cancelled', async () => {
    const { order, itemId } = await booked(nora, SLOTS.mon9);
    const before = await detail(itemId);
    // Demo policy: 50 % within 24 hours. The item costs the consult plus the platform fee.
    expect(before.cancellationQuote).toMatchObject({ allowed: true, percentage: 50, windowHours: 24, withinWindow: false, chargeAmount: 0, chargedToCard: 0, itemTotal: 4900 + 199 });
    const result = expectOk(await gql<{ cancelOrderItem: { success: boolean; orderItem: { status: string } } }>(CANCEL, { input: { orderItemId: itemId, reason: 'Feeling better' } }, nora.headers));
    expect(result.cancelOrderItem).toEqual({ success: true, message: 'Your booking has been cancelled.', orderItem: { id: itemId, status: 'Cancelled' } });
    const sessionId = before.consultationDetail?.HCPSessionId ?? '';
    expect((await deps.db.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, sessionId)))[0]?.status).toBe('CANCELLED');
    const steps = await paymentRows(order.id);
    expect(steps.map((p) => [p.kind, p.status, p.amount]).sort()).toEqual([
      ['PREAUTH', 'SUCCEEDED', 5099],
      ['VOID', 'SUCCEEDED', 5099],
    ]);
    const preauth = steps.find((p) => p.kind === 'PREAUTH');
    expect(steps.find((p) => p.kind === 'VOID')?.parentPaymentId).toBe(preauth?.id);
    const [auth] = await deps.db.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.id, preauth?.gatewayReference ?? ''));
    expect(auth).toMatchObject({ status: 'VOIDED', captured: 0 });
    const [change] = await deps.db.select().from(bookingChanges).where(eq(bookingChanges.orderItemId, itemId));
    expect(change).toMatchObject({ kind: 'CANCELLED', reason: 'Feeling better', chargeAmount: 0, capturedFromCard: 0, keptFromPaid: 0, refundedToWallet: 0, hcpSessionId: sessionId, fromStartsAt: new Date(SLOTS.mon9) });
    const [mail] = await deps.sentTo(await emailOf(deps, nora.clientId));
    expect(mail).toMatchObject({ template: 'session_cancelled', subject: 'Your Weight Loss Consultation has been cancelled' });
    const ics = mail?.attachments?.[0]?.content ?? '';
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:hcp-session-${sessionId}@`);
    // Cancelled is final: a second cancellation is refused.
    const again = await gql(CANCEL, { input: { orderItemId: itemId } }, nora.headers);
    expect(again.errors?.[0]?.extensions?.reason).toBe('CANCEL_NOT_ALLOWED');
  });

  test('within 24 hours: 50 % of the item is captured from the hold, which stays partly captured (no void)', async () => {
    const { order, itemId } = await booked(nora, SLOTS.mon10);
    // 18 hours before the session.
    await at('2026-03-08T20:00:00Z');
    const quote = (await detail(itemId)).cancellationQuote;
    expect(quote).toMatchObject({ allowed: true, withinWindow: true, itemTotal: 5099, chargeAmount: 2550, chargedToCard: 2550, keptFromPaid: 0, refundToWallet: 0 });
    expectOk(await gql(CANCEL, { input: { orderItemId: itemId, reason: '' } }, nora.headers));
    expect(await itemStatus(deps, itemId)).toBe('Cancelled');
    const steps = await paymentRows(order.id);
    expect(steps.map((p) => [p.kind, p.amount]).sort()).toEqual([
      ['CAPTURE', 2550],
      ['PREAUTH', 5099],
    ]);
    expect(steps.find((p) => p.kind === 'CAPTURE')?.idempotencyKey).toBe(`${itemId}:cancel:capture`);
    const preauth = steps.find((p) => p.kind === 'PREAUTH');
    const [auth] = await deps.db.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.id, preauth?.gatewayReference ?? ''));
    expect(auth).toMatchObject({ status: 'CAPTURED', captured: 2550 });
    const [change] = await deps.db.select().from(bookingChanges).where(eq(bookingChanges.orderItemId, itemId));
    expect(change).toMatchObject({ chargeAmount: 2550, capturedFromCard: 2550, reason: null, currencyCode: 'USD' });
    await at(start);
  });

  test('paid by gift card: the charge is kept from that money and the rest comes back to the wallet as a ledger entry', async () => {
    const cardNumber = freshGiftCardNumber();
    await issueGiftCard(deps, { number: cardNumber, amount: 20_000 });
    const order = await placeOrder(deps, gql, other, [item('weightloss-consult', 'WEIGHTLOSS')], { giftCardNumber: cardNumber });
    const itemId = order.orderItems[0]?.id ?? '';
    await bookConsult(gql, other.headers, itemId, WEIGHTLOSS_CONSULT, MARCUS, SLOTS.mon11);
    await at('2026-03-09T05:00:00Z');
    const quote = (await detail(itemId, other.headers)).cancellationQuote;
    expect(quote).toMatchObject({ withinWindow: true, chargeAmount: 2550, chargedToCard: 0, keptFromPaid: 2550, refundToWallet: 2549 });
    expectOk(await gql(CANCEL, { input: { orderItemId: itemId, reason: 'Travelling' } }, other.headers));
    const [wallet] = await deps.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.clientId, other.clientId), eq(ledgerAccounts.kind, 'WALLET')));
    expect(wallet?.balance).toBe(2549);
    const entries = await deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, wallet?.id ?? ''));
    expect(entries.map((e) => [e.amount, e.reason, e.orderId, e.idempotencyKey])).toEqual([[2549, 'REFUND', order.id, `cancel:${itemId}`]]);
    const refunds = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderItemId, itemId));
    expect(refunds.map((r) => [r.refundAmount, r.refundFor, r.refundReason, r.status])).toEqual([[2549, 'WALLET', 'Travelling', 'SUCCEEDED']]);
    // No card was held, so no card step.
    expect((await paymentRows(order.id)).filter((p) => p.kind !== 'PREAUTH')).toEqual([]);
    await at(start);
  });

  test('one item of several: the hold stays for the others (neither captured nor voided when nothing is charged)', async () => {
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS'), item('tretinoin', 'SKIN')]);
    const [consultItem, creamItem] = order.orderItems;
    await bookConsult(gql, nora.headers, consultItem?.id ?? '', WEIGHTLOSS_CONSULT, AISHA, SLOTS.tue9);
    expectOk(await gql(CANCEL, { input: { orderItemId: consultItem?.id } }, nora.headers));
    expect((await paymentRows(order.id)).map((p) => p.kind)).toEqual(['PREAUTH']);
    expect(await itemStatus(deps, creamItem?.id ?? '')).toBe('OrderCreated');
    // Cancelling the last item that needed the hold releases it.
    expectOk(await gql(CANCEL, { input: { orderItemId: creamItem?.id } }, nora.headers));
    expect((await paymentRows(order.id)).map((p) => p.kind).sort()).toEqual(['PREAUTH', 'VOID']);
  });

  test('a receptionist cancels for a client of its business; another organization cannot', async () => {
    const { itemId } = await booked(other, SLOTS.tue10);
    expectCode(await gql(CANCEL, { input: { orderItemId: itemId } }, sunriseReceptionist), 'NOT_FOUND');
    expectCode(await gql(CANCEL, { input: { orderItemId: itemId } }, nora.headers), 'NOT_FOUND');
    expect(await itemStatus(deps, itemId)).toBe('Scheduled');
    expectOk(await gql(CANCEL, { input: { orderItemId: itemId, reason: 'Client called' } }, receptionist));
    expect(await itemStatus(deps, itemId)).toBe('Cancelled');
  });

  test('refused once the session has started, and for statuses the machine does not let cancel', async () => {
    const { itemId } = await booked(nora, SLOTS.mon12);
    await at('2026-03-09T16:00:00Z');
    expect((await detail(itemId)).cancellationQuote.allowed).toBe(false);
    const started = await gql(CANCEL, { input: { orderItemId: itemId } }, nora.headers);
    expectCode(started, 'BAD_USER_INPUT');
    expect(started.errors?.[0]?.extensions?.reason).toBe('CANCEL_NOT_ALLOWED');
    expect(await itemStatus(deps, itemId)).toBe('Scheduled');
    await at(start);

    const fixed = await insertItems(deps, nora.clientId, [{ status: 'MedicationOrderProcessed' }, { status: 'Completed' }, { status: 'ConsultationInProgress' }, { status: 'Deleted' }]);
    for (const row of fixed) {
      const refused = await gql(CANCEL, { input: { orderItemId: row.id } }, nora.headers);
      expect(refused.errors?.[0]?.extensions?.reason, row.status).toBe('CANCEL_NOT_ALLOWED');
      expect(await itemStatus(deps, row.id)).toBe(row.status);
    }
    const tooLong = await gql(CANCEL, { input: { orderItemId: itemId, reason: 'x'.repeat(501) } }, nora.headers);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.reason': 'validation.tooLong' } });
    expect((await deps.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, itemId))).length).toBe(1);
  });
});

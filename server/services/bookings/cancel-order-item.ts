// cancelOrderItem: cancels a booking with the business's cancellation charge (spec §9), in one transaction:
// the booked session is cancelled, the item becomes Cancelled, the charge is captured from the order's card
// hold (the hold is voided when nothing of the order needs it any more), and gift card or wallet money paid for
// the item comes back to the wallet less any part of the charge it covers. Every payment step is recorded.
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { bookingChanges, orderItems, paymentRefunds, payments } from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import { ensureWallet } from '../ledger/ledger-accounts.ts';
import { creditAccount } from '../ledger/ledger-entries.ts';
import { cancelSession } from '../scheduling/cancel-session.ts';
import type { BookingItem } from './booking-rows.ts';
import { quoteCancellation, type CancellationQuote, type OrderHold } from './cancellation-quote.ts';
import { consultsOfItems, currentConsult } from './consults.ts';
import { cancelOrderItemInputSchema } from './inputs.ts';
import { lockBookingItem } from './find-booking.ts';
import { changeOrderItemStatus } from './order-item-status.ts';
import { changeMedicationOrderStatus, liveOrderOfItem } from '../medication/medication-orders.ts';
import type { BookingsActor, BookingsScope } from './scope.ts';
import { mailQuietly } from './session-mail.ts';

export type CancelOutcome = { item: BookingItem; quote: CancellationQuote; cancelledSessionId: string | null };

/** Statuses of the order's other items that no longer need the card hold. */
const DONE_WITH_HOLD = ['Cancelled', 'Deleted'];

export function cancelRefused(message = 'This booking can no longer be cancelled.') {
  return appError('BAD_USER_INPUT', message, { reason: 'CANCEL_NOT_ALLOWED', fields: { orderItemId: 'validation.invalid' } });
}

async function recordStep(tx: Database, item: BookingItem, hold: OrderHold, step: { kind: 'CAPTURE' | 'VOID'; amount: number; idempotencyKey: string }, reference: string | null, ok: boolean): Promise<void> {
  await tx.insert(payments).values({
    organizationId: item.organizationId,
    orderId: item.orderId,
    paymentCardId: hold.preauth.paymentCardId,
    gateway: hold.preauth.gateway,
    kind: step.kind,
    status: ok ? 'SUCCEEDED' : 'FAILED',
    amount: step.amount,
    currencyCode: hold.preauth.currencyCode,
    gatewayReference: reference,
    parentPaymentId: hold.preauth.id,
    idempotencyKey: step.idempotencyKey,
  });
}

/** Captures the charge from the hold, then voids the hold when it was never captured and no other item needs it. */
async function settleHold(tx: Database, deps: Pick<AppDeps, 'payments'>, item: BookingItem, quote: CancellationQuote): Promise<void> {
  const { hold } = quote;
  if (!hold || hold.voided || !hold.preauth.gatewayReference) return;
  const reference = hold.preauth.gatewayReference;
  const fromCard = quote.split.fromCard;
  if (fromCard > 0) {
    const step = { kind: 'CAPTURE' as const, amount: fromCard, idempotencyKey: `${item.id}:cancel:capture` };
    const result = await deps.payments.capture({ reference, amount: fromCard, idempotencyKey: step.idempotencyKey }, { transaction: tx });
    if (!result.ok) throw appError('PAYMENT_FAILED');
    await recordStep(tx, item, hold, step, result.reference, true);
  }
  const othersNeedingHold = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, item.orderId), ne(orderItems.id, item.id), notInArray(orderItems.status, DONE_WITH_HOLD)))
    .limit(1);
  // A void releases an authorization nothing was taken from (the port's contract); once part of it is captured,
  // the gateway releases the remainder with the final capture, so there is nothing left to void here.
  if (othersNeedingHold.length > 0 || hold.captured > 0 || fromCard > 0) return;
  const step = { kind: 'VOID' as const, amount: hold.preauth.amount, idempotencyKey: `${item.orderId}:void` };
  const result = await deps.payments.void({ reference, idempotencyKey: step.idempotencyKey }, { transaction: tx });
  if (!result.ok) throw appError('PAYMENT_FAILED');
  await recordStep(tx, item, hold, step, result.reference, true);
}

/** Credits the item's paid money, less what the charge keeps of it, to the client's wallet, and records the refund. */
async function refundToWallet(tx: Database, actor: BookingsActor, item: BookingItem, quote: CancellationQuote, reason: string | null, now: Date): Promise<void> {
  const amount = quote.split.refundToWallet;
  if (amount <= 0) return;
  const wallet = await ensureWallet(tx, item.organizationId, item.clientId, true);
  if (wallet.currencyCode !== item.order.currencyCode) throw new Error(`wallet in ${wallet.currencyCode}, order in ${item.order.currencyCode}`);
  await creditAccount(tx, {
    accountId: wallet.id,
    organizationId: item.organizationId,
    amount,
    currencyCode: wallet.currencyCode,
    reason: 'REFUND',
    idempotencyKey: `cancel:${item.id}`,
    orderId: item.orderId,
    createdBy: actor.userId,
    at: now,
  });
  await tx.insert(paymentRefunds).values({
    organizationId: item.organizationId,
    orderItemId: item.id,
    refundAmount: amount,
    refundFor: 'WALLET',
    refundReason: reason,
    message: 'Refunded to your wallet after cancellation',
    status: 'SUCCEEDED',
    createdAt: now,
    updatedAt: now,
  });
}

export async function cancelOrderItem(deps: Pick<AppDeps, 'db' | 'payments' | 'mail' | 'config' | 'now'>, actor: BookingsActor, scope: BookingsScope, raw: unknown): Promise<CancelOutcome> {
  const input = parseInput(cancelOrderItemInputSchema, raw, 'input');
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const item = await lockBookingItem(tx, scope, input.orderItemId);
    const [consults = []] = await consultsOfItems(tx, [item.id], now);
    const consult = currentConsult(consults);
    const quote = await quoteCancellation(tx, item, consult, now);
    if (!quote.allowed) throw cancelRefused();

    let cancelledSessionId: string | null = null;
    if (consult?.status === 'SCHEDULED') {
      await cancelSession(tx, { sessionId: consult.session.id, organizationId: item.organizationId, clientId: scope.clientId, now });
      cancelledSessionId = consult.session.id;
    }
    // The session's cancellation may have moved the item (Scheduled -> ConsultationCancelled); read it again.
    const [current] = await tx.select({ id: orderItems.id, status: orderItems.status }).from(orderItems).where(eq(orderItems.id, item.id));
    if (!current || !isOrderItemStatus(current.status)) throw cancelRefused();
    await changeOrderItemStatus(tx, current, 'Cancelled', now);
    // Its month of medication, ordered and not shipped, is cancelled with it (the refund below returns its money).
    const medication = await liveOrderOfItem(tx, item.id, true);
    if (medication && medication.status !== 'CANCELLED') await changeMedicationOrderStatus(tx, medication, 'CANCELLED', now);

    await settleHold(tx, deps, item, quote);
    await refundToWallet(tx, actor, item, quote, input.reason, now);
    await tx.insert(bookingChanges).values({
      organizationId: item.organizationId,
      orderItemId: item.id,
      hcpSessionId: cancelledSessionId,
      kind: 'CANCELLED',
      reason: input.reason,
      fromStartsAt: quote.appointmentAt,
      chargeAmount: quote.chargeAmount,
      capturedFromCard: quote.split.fromCard,
      keptFromPaid: quote.split.fromPaid,
      refundedToWallet: quote.split.refundToWallet,
      currencyCode: quote.currencyCode,
      createdBy: actor.userId,
      createdAt: now,
    });
    return { item: { ...item, status: 'Cancelled', updatedAt: now }, quote, cancelledSessionId };
  });
  if (outcome.cancelledSessionId) await mailQuietly(deps, outcome.cancelledSessionId, 'cancelled');
  return outcome;
}

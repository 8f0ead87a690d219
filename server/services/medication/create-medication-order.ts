// createMedicationOrder (spec §7): the client orders month 1 of an approved treatment on the item itself. In one
// transaction: the item is locked, its decision (APPROVED) and status (ConsultationCompleted) checked, the
// address checked to be the client's own; the item goes to MedicationOrderProcessing, the wallet is debited
// (ledger, idempotent), the card pre-authorized and captured at once (keys derived from the client's key), the fee
// lines recorded paid, and the item and its medication order become MedicationOrdered / ORDERED.
// A refused card rolls all of that back (nothing debited, the item stays at ConsultationCompleted) and records a
// FAILED attempt with its reason under the client's key, so a replay answers the same refusal and a new key may try
// another card. The same key with the same request answers the first result; with another request,
// IDEMPOTENCY_CONFLICT.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ErrorCode } from '../../../src/domain/error-codes.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { DeclineCode } from '../../adapters/payments/payments-adapter.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, medicationOrders, orderItemFees, orderItems, orders, paymentCards, payments, products } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { appError, errorCodeOf, parseInput } from '../errors.ts';
import { prescriptionOfItem } from '../hcp/treatment-decision.ts';
import { findWallet } from '../ledger/ledger-accounts.ts';
import { debitAccount } from '../ledger/ledger-entries.ts';
import { monthOnePrice, ORDERABLE_ITEM_STATUS } from './medication-options.ts';
import { changeMedicationOrderStatus, liveOrderOfItem, type MedicationOrderRow } from './medication-orders.ts';

export const MEDICATION_PAYMENT_METHODS = ['CARD', 'WALLET', 'WALLET_CARD'] as const;

export const createMedicationOrderInputSchema = z.object({
  orderItemId: idSchema,
  idempotencyKey: idSchema,
  shippingAddressId: idSchema,
  payment: z.object({
    method: z.enum(MEDICATION_PAYMENT_METHODS, message('validation.invalid')),
    paymentCardId: idSchema.nullish().transform((v) => v ?? null),
  }),
});

export type CreateMedicationOrderInput = z.output<typeof createMedicationOrderInputSchema>;

export type MedicationClient = { userId: string; organizationId: string; clientId: string };

export type MedicationOrderOutcome = { orderItemId: string; medicationOrderId: string; replayed: boolean };

/** The words recorded for a refusal (the client shows its own translation of the code). */
const FAILURE_REASONS: Record<DeclineCode | 'INSUFFICIENT_WALLET_BALANCE', string> = {
  CARD_DECLINED: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  CARD_EXPIRED: 'The card has expired.',
  INSUFFICIENT_WALLET_BALANCE: 'The wallet balance does not cover this amount.',
};

/** A payment refusal inside the transaction: rolls it back, then is recorded as a FAILED attempt. */
class PaymentRefused extends Error {
  constructor(
    readonly code: DeclineCode | 'INSUFFICIENT_WALLET_BALANCE',
    readonly attempt: AttemptFacts,
  ) {
    super(code);
  }
}

type AttemptFacts = Pick<
  typeof medicationOrders.$inferInsert,
  | 'organizationId'
  | 'orderItemId'
  | 'programItemId'
  | 'clientId'
  | 'cycle'
  | 'bookingType'
  | 'prescriptionId'
  | 'directionId'
  | 'amount'
  | 'shippingCost'
  | 'credit'
  | 'chargedAmount'
  | 'walletAmount'
  | 'cardAmount'
  | 'currencyCode'
  | 'paymentMethod'
  | 'paymentCardId'
  | 'shippingAddressId'
>;

export function medicationRequestHash(clientId: string, input: CreateMedicationOrderInput): string {
  const canonical = [clientId, input.orderItemId, input.shippingAddressId, input.payment.method, input.payment.paymentCardId];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The payment steps' keys, derived from the client's key: a retried request never charges twice. */
export function paymentKeys(clientId: string, idempotencyKey: string) {
  const base = `medication:${clientId}:${idempotencyKey}`;
  return { wallet: base, preauth: `${base}:preauth`, capture: `${base}:capture` };
}

function refusedToOrder(reason: string, text: string) {
  return appError('BAD_USER_INPUT', text, { reason, fields: { orderItemId: 'validation.invalid' } });
}

/** The first result of an earlier request with this key: its order, or its refusal thrown again. */
async function earlierAttempt(db: Database, clientId: string, idempotencyKey: string, requestHash: string): Promise<MedicationOrderOutcome | null> {
  const [row] = await db
    .select()
    .from(medicationOrders)
    .where(and(eq(medicationOrders.clientId, clientId), eq(medicationOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== requestHash) throw appError('IDEMPOTENCY_CONFLICT', 'This medication order was already placed with different details.');
  if (row.status === 'FAILED') throw appError((row.failureCode ?? 'PAYMENT_FAILED') as ErrorCode, row.failureReason ?? undefined);
  return { orderItemId: row.orderItemId, medicationOrderId: row.id, replayed: true };
}

async function recordPayment(tx: Database, facts: { organizationId: string; orderId: string; cardId: string; gateway: string; kind: 'PREAUTH' | 'CAPTURE'; ok: boolean; amount: number; currencyCode: string; reference: string | null; parentPaymentId: string | null; declineCode: string | null; idempotencyKey: string; now: Date }): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values({
      organizationId: facts.organizationId,
      orderId: facts.orderId,
      paymentCardId: facts.cardId,
      gateway: facts.gateway,
      kind: facts.kind,
      status: facts.ok ? 'SUCCEEDED' : 'FAILED',
      amount: facts.amount,
      currencyCode: facts.currencyCode,
      gatewayReference: facts.reference,
      parentPaymentId: facts.parentPaymentId,
      declineCode: facts.declineCode,
      idempotencyKey: facts.idempotencyKey,
      createdAt: facts.now,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not recorded');
  return row.id;
}

type Hold = { reference: string | null };

async function placeMedicationOrder(deps: Pick<AppDeps, 'payments' | 'now'>, tx: Database, who: MedicationClient, input: CreateMedicationOrderInput, requestHash: string, hold: Hold): Promise<MedicationOrderOutcome> {
  const now = deps.now();
  // The client's row lock makes one client's orders take turns (double taps, retries, two tabs).
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, who.clientId)).for('no key update');
  const replay = await earlierAttempt(tx, who.clientId, input.idempotencyKey, requestHash);
  if (replay) return replay;

  const [item] = await tx
    .select({
      id: orderItems.id,
      status: orderItems.status,
      orderId: orderItems.orderId,
      productType: products.productType,
      shippingCost: products.shippingCost,
      currencyCode: orders.currencyCode,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.clientId, who.clientId), eq(orderItems.organizationId, who.organizationId)))
    .for('update', { of: orderItems });
  if (!item) throw appError('NOT_FOUND');
  const prescription = await prescriptionOfItem(tx, item.id);
  if (!prescription || prescription.directions.length === 0) throw refusedToOrder('NOT_APPROVED', 'This treatment has not been approved.');
  if (await liveOrderOfItem(tx, item.id)) throw refusedToOrder('ALREADY_ORDERED', 'This medication has already been ordered.');
  if (item.status !== ORDERABLE_ITEM_STATUS || !isOrderItemStatus(item.status)) throw refusedToOrder('NOT_ORDERABLE', 'This medication cannot be ordered now.');

  const [address] = await tx
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, input.shippingAddressId), eq(clientAddresses.clientId, who.clientId), isNull(clientAddresses.deletedAt)))
    .limit(1);
  if (!address) throw appError('BAD_USER_INPUT', 'Please choose one of your addresses.', { fields: { 'input.shippingAddressId': 'validation.invalid' } });

  const price = await monthOnePrice(tx, item, prescription);
  const { method } = input.payment;
  const wallet = method === 'CARD' || price.due === 0 ? undefined : await findWallet(tx, who.organizationId, who.clientId, true);
  if (wallet && wallet.currencyCode !== item.currencyCode) throw new Error(`wallet in ${wallet.currencyCode}, order in ${item.currencyCode}`);
  const walletBalance = wallet?.balance ?? 0;
  const walletAmount = method === 'CARD' ? 0 : Math.min(walletBalance, price.due);
  const cardAmount = price.due - walletAmount;
  const keys = paymentKeys(who.clientId, input.idempotencyKey);

  let card: { id: string; gatewayToken: string } | null = null;
  if (cardAmount > 0) {
    if (method === 'WALLET') throw appError('INSUFFICIENT_WALLET_BALANCE');
    if (!input.payment.paymentCardId) throw appError('BAD_USER_INPUT', 'Please choose a card.', { fields: { 'input.payment.paymentCardId': 'validation.required' } });
    const [found] = await tx
      .select({ id: paymentCards.id, gatewayToken: paymentCards.gatewayToken })
      .from(paymentCards)
      .where(and(eq(paymentCards.id, input.payment.paymentCardId), eq(paymentCards.clientId, who.clientId), isNull(paymentCards.deletedAt)))
      .limit(1);
    if (!found) throw appError('BAD_USER_INPUT', 'Please choose one of your cards.', { fields: { 'input.payment.paymentCardId': 'validation.invalid' } });
    card = found;
  }

  const attempt: AttemptFacts = {
    organizationId: who.organizationId,
    orderItemId: item.id,
    programItemId: item.id,
    clientId: who.clientId,
    cycle: 1,
    bookingType: 'FIRST_MONTH',
    prescriptionId: prescription.id,
    directionId: price.direction.id,
    amount: price.amount,
    shippingCost: price.shippingCost,
    credit: price.credit,
    chargedAmount: price.due,
    walletAmount,
    cardAmount,
    currencyCode: item.currencyCode,
    paymentMethod: method,
    paymentCardId: card?.id ?? input.payment.paymentCardId,
    shippingAddressId: address.id,
  };
  const [order] = await tx
    .insert(medicationOrders)
    .values({ ...attempt, status: 'PROCESSING', idempotencyKey: input.idempotencyKey, requestHash, createdAt: now, updatedAt: now })
    .returning();
  if (!order) throw new Error('medication order not recorded');
  await changeOrderItemStatus(tx, item, 'MedicationOrderProcessing', now);

  if (wallet && walletAmount > 0) {
    const spent = await debitAccount(tx, {
      accountId: wallet.id,
      organizationId: who.organizationId,
      amount: walletAmount,
      currencyCode: item.currencyCode,
      reason: 'CHECKOUT',
      idempotencyKey: keys.wallet,
      orderId: item.orderId,
      createdBy: who.userId,
      at: now,
    });
    if (!spent) throw new PaymentRefused('INSUFFICIENT_WALLET_BALANCE', attempt);
  }
  if (card && cardAmount > 0) {
    const gateway = deps.payments;
    const authorized = await gateway.preAuthorize({ token: card.gatewayToken, amount: cardAmount, currencyCode: item.currencyCode, idempotencyKey: keys.preauth }, { transaction: tx });
    if (!authorized.ok) throw new PaymentRefused(authorized.declineCode, attempt);
    hold.reference = authorized.reference;
    const base = { organizationId: who.organizationId, orderId: item.orderId, cardId: card.id, gateway: gateway.name, amount: cardAmount, currencyCode: item.currencyCode, declineCode: null, now };
    const preauthId = await recordPayment(tx, { ...base, kind: 'PREAUTH', ok: true, reference: authorized.reference, parentPaymentId: null, idempotencyKey: keys.preauth });
    const captured = await gateway.capture({ reference: authorized.reference, amount: cardAmount, idempotencyKey: keys.capture }, { transaction: tx });
    if (!captured.ok) throw new PaymentRefused(captured.declineCode, attempt);
    await recordPayment(tx, { ...base, kind: 'CAPTURE', ok: true, reference: captured.reference, parentPaymentId: preauthId, idempotencyKey: keys.capture });
  }
  await recordFeeLines(tx, order, now);
  await changeMedicationOrderStatus(tx, order, 'ORDERED', now);
  return { orderItemId: item.id, medicationOrderId: order.id, replayed: false };
}

/**
 * Month 1's fee lines on the item, recorded paid: the medication (its selling price) and its shipping, less the
 * credit from checkout (taken from the medication first, then the shipping). Zero lines are never stored. The
 * lines say "Medication", not its name: pricing summaries reach reception, prescriptions do not.
 */
async function recordFeeLines(tx: Database, order: MedicationOrderRow, now: Date): Promise<void> {
  const fromPrice = Math.min(order.credit, order.amount);
  const medication = order.amount - fromPrice;
  const shipping = order.shippingCost - (order.credit - fromPrice);
  const lines = [
    { entityName: `Medication (month ${order.cycle})`, entityType: null, amount: medication },
    { entityName: 'Medication shipping', entityType: 'shippingCost', amount: shipping },
  ].filter((line) => line.amount > 0);
  if (lines.length === 0) return;
  await tx.insert(orderItemFees).values(
    lines.map((line) => ({ organizationId: order.organizationId, orderItemId: order.orderItemId, ...line, paid: line.amount, unpaid: 0, createdAt: now, updatedAt: now })),
  );
}

/** Records a refused attempt (nothing was debited: its transaction rolled back) under the client's key. */
async function recordFailedAttempt(deps: Pick<AppDeps, 'db' | 'payments' | 'now'>, refusal: PaymentRefused, input: CreateMedicationOrderInput, requestHash: string, orderId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(medicationOrders).values({
      ...refusal.attempt,
      status: 'FAILED',
      idempotencyKey: input.idempotencyKey,
      requestHash,
      failureCode: refusal.code,
      failureReason: FAILURE_REASONS[refusal.code],
      failedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (refusal.code !== 'INSUFFICIENT_WALLET_BALANCE' && refusal.attempt.paymentCardId && refusal.attempt.cardAmount) {
      await tx
        .insert(payments)
        .values({
          organizationId: refusal.attempt.organizationId,
          orderId,
          paymentCardId: refusal.attempt.paymentCardId,
          gateway: deps.payments.name,
          kind: 'PREAUTH',
          status: 'FAILED',
          amount: refusal.attempt.cardAmount,
          currencyCode: refusal.attempt.currencyCode,
          declineCode: refusal.code,
          idempotencyKey: paymentKeys(refusal.attempt.clientId, input.idempotencyKey).preauth,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
  });
}

/** Error codes a client can act on; anything else is ORDER_FAILED. */
const KNOWN_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'IDEMPOTENCY_CONFLICT', 'INSUFFICIENT_WALLET_BALANCE', 'CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYMENT_FAILED', 'FORBIDDEN', 'UNAUTHENTICATED']);

export async function createMedicationOrder(deps: Pick<AppDeps, 'db' | 'payments' | 'now' | 'secrets'>, who: MedicationClient, raw: unknown): Promise<MedicationOrderOutcome> {
  const input = parseInput(createMedicationOrderInputSchema, raw, 'input');
  const requestHash = medicationRequestHash(who.clientId, input);
  const replay = await earlierAttempt(deps.db, who.clientId, input.idempotencyKey, requestHash);
  if (replay) return replay;
  const hold: Hold = { reference: null };
  try {
    return await deps.db.transaction((tx) => placeMedicationOrder(deps, tx, who, input, requestHash, hold));
  } catch (error) {
    if (hold.reference) {
      // A remote gateway's hold is released (the sandbox's was rolled back with the transaction).
      await deps.payments.void({ reference: hold.reference, idempotencyKey: `${paymentKeys(who.clientId, input.idempotencyKey).preauth}:void` }).catch(() => undefined);
    }
    if (error instanceof PaymentRefused) {
      const [row] = await deps.db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, error.attempt.orderItemId)).limit(1);
      try {
        await recordFailedAttempt(deps, error, input, requestHash, row?.orderId ?? '');
      } catch (recordError) {
        // Two requests with one key refused at once: the first refusal stands.
        if (!isUniqueViolation(recordError)) throw recordError;
      }
      throw appError(error.code, FAILURE_REASONS[error.code]);
    }
    if (isUniqueViolation(error)) {
      const winner = await earlierAttempt(deps.db, who.clientId, input.idempotencyKey, requestHash);
      if (winner) return winner;
    }
    const code = errorCodeOf(error);
    if (typeof code === 'string' && KNOWN_CODES.has(code)) throw error;
    console.error(`[medication] createMedicationOrder failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    throw appError('ORDER_FAILED', 'Failed to create medication order. Please try again.');
  }
}

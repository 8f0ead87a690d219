// What cancelling an order item would cost now: the business's policy (spec §9, from data), the item's money,
// the order's card hold, and the split of the charge between them.
import { and, eq, sum } from 'drizzle-orm';
import { cancellationPath } from '../../../src/domain/orders/cancel-path.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { cancellationCharge, isWithinCancellationWindow } from '../../../src/domain/payments/cancellation-charge.ts';
import { cancellationSplit, type CancellationSplit } from '../../../src/domain/payments/cancellation-split.ts';
import { money } from '../../../src/domain/pricing/money-value.ts';
import type { Database } from '../../db/client.ts';
import { businesses, orderItemFees, payments } from '../../db/schema/index.ts';
import type { BookingItem } from './booking-rows.ts';
import type { ConsultView } from './consults.ts';
import { medicationPartOfItem } from '../medication/item-money.ts';
import { liveOrderOfItem } from '../medication/medication-orders.ts';
import { isBeyondHoldKey } from '../../../src/domain/reception/reception-constants.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The order's card pre-authorization and what it can still give. */
export type OrderHold = { preauth: PaymentRow; captured: number; voided: boolean; capturable: number };

export type CancellationQuote = {
  allowed: boolean;
  currencyCode: string;
  percentage: number;
  windowHours: number;
  /** The booked session's start, when the item has one: the window is counted back from it. */
  appointmentAt: Date | null;
  withinWindow: boolean;
  /** The item's price (its fee lines), paid and unpaid parts. */
  itemTotal: number;
  paid: number;
  unpaid: number;
  chargeAmount: number;
  split: CancellationSplit;
  hold: OrderHold | null;
};

async function itemMoney(db: Database, orderItemId: string): Promise<{ total: number; paid: number; unpaid: number }> {
  const [row] = await db
    .select({ total: sum(orderItemFees.amount), paid: sum(orderItemFees.paid), unpaid: sum(orderItemFees.unpaid) })
    .from(orderItemFees)
    .where(eq(orderItemFees.orderItemId, orderItemId));
  return { total: Number(row?.total ?? 0), paid: Number(row?.paid ?? 0), unpaid: Number(row?.unpaid ?? 0) };
}

/** The order's successful pre-authorization with its captures and void, or null for an order without a card hold. */
export async function orderHold(db: Database, orderId: string): Promise<OrderHold | null> {
  // Medication months, and what a desk booking pays beyond its hold, are paid apart (pre-authorized and captured at once, keys 'medication:...'): not the order's hold.
  const rows = (await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')))).filter((r) => !r.idempotencyKey.startsWith('medication:') && !isBeyondHoldKey(r.idempotencyKey));
  const preauth = rows.find((r) => r.kind === 'PREAUTH');
  if (!preauth) return null;
  const steps = rows.filter((r) => r.parentPaymentId === preauth.id);
  const captured = steps.filter((r) => r.kind === 'CAPTURE').reduce((total, r) => total + r.amount, 0);
  const voided = steps.some((r) => r.kind === 'VOID');
  return { preauth, captured, voided, capturable: voided ? 0 : Math.max(0, preauth.amount - captured) };
}

/** Statuses an item reaches only after its consultation took place (before shipment, so still cancellable). */
const AFTER_CONSULT: readonly string[] = ['ConsultationCompleted', 'MedicationOrderProcessing', 'MedicationOrdered'];

function consultHeld(status: string, consult: ConsultView | null): boolean {
  return AFTER_CONSULT.includes(status) || consult?.status === 'COMPLETED';
}

/** Medication paid for on the item and not shipped: a MEDICATION product's checkout lines and an ordered month. */
async function unshippedMedicationPaid(db: Database, item: BookingItem): Promise<number> {
  const fromCheckout = (await medicationPartOfItem(db, item.id, item.productType)).paid;
  const order = await liveOrderOfItem(db, item.id);
  const ordered = order && UNSHIPPED_ORDER_STATUSES.includes(order.status) ? order.chargedAmount : 0;
  return fromCheckout + ordered;
}

const UNSHIPPED_ORDER_STATUSES: readonly string[] = ['PROCESSING', 'ORDERED', 'PREPARING'];

/** The charge and its split if the item were cancelled at `now`; `allowed` is false when it cannot be cancelled. */
export async function quoteCancellation(db: Database, item: BookingItem, consult: ConsultView | null, now: Date): Promise<CancellationQuote> {
  const [policy] = await db
    .select({ percentage: businesses.cancellationChargePercent, windowHours: businesses.cancellationWindowHours })
    .from(businesses)
    .where(eq(businesses.id, item.order.businessId))
    .limit(1);
  const percentage = policy?.percentage ?? 0;
  const windowHours = policy?.windowHours ?? 0;
  const booked = consult?.status === 'SCHEDULED';
  const live = booked || consult?.status === 'INPROGRESS';
  const path = isOrderItemStatus(item.status) ? cancellationPath(item.status, { booked, lab: item.productType === 'LAB_TEST' }) : null;
  const allowed = path !== null && (!live || consult?.canCancel === true);

  const [{ total, paid, unpaid }, hold] = await Promise.all([itemMoney(db, item.id), orderHold(db, item.orderId)]);
  const appointmentAt = booked && consult ? consult.session.startsAt : null;
  const withinWindow = appointmentAt !== null && isWithinCancellationWindow({ withinHours: windowHours, appointmentAt, now });
  // Only a booked appointment carries a charge: without one there is no time it is cancelled close to.
  const chargeAmount =
    appointmentAt === null || total <= 0
      ? 0
      : cancellationCharge({ amount: money(total, item.order.currencyCode), percentage, withinHours: windowHours, appointmentAt, now }).amount;
  const split = cancellationSplit({ charge: chargeAmount, unpaid, paid, capturable: hold?.capturable ?? 0 });
  const base = { allowed, currencyCode: item.order.currencyCode, percentage, windowHours, appointmentAt, withinWindow, itemTotal: total, paid, unpaid, hold };
  if (!consultHeld(item.status, consult)) return { ...base, chargeAmount, split };
  // After the consultation took place (docs/decisions.md issue 11): its price is kept, and only medication paid
  // for and not shipped (a medication program's price and shipping, a month ordered) goes back to the wallet.
  const refundable = Math.min(paid, await unshippedMedicationPaid(db, item));
  const kept = paid - refundable;
  return { ...base, chargeAmount: kept, split: { fromCard: 0, fromPaid: kept, refundToWallet: refundable, waived: 0 } };
}

// Charging a renewal inside the renewal's transaction (the lead's decision "Medication charge"): the month's
// price + shipping by card, pre-authorized and captured at once, the fee lines recorded paid, the medication
// order ORDERED and the item OrderCreated -> MedicationOrderProcessing -> MedicationOrdered. A refusal by the
// gateway leaves the medication order FAILED and the item Cancelled, with nothing taken.
// The gateway keys derive from (program item, cycle, attempt) and the sandbox writes its records in this
// transaction: a crash before commit leaves nothing, and a rerun sends a remote gateway the same keys.
import { eq } from 'drizzle-orm';
import { SHIPPING_LINE_NAME } from '../../../src/domain/pricing/order-lines.ts';
import type { DeclineCode, PaymentsAdapter } from '../../adapters/payments/payments-adapter.ts';
import type { Database } from '../../db/client.ts';
import { medicationOrders, orderItemFees, payments } from '../../db/schema/index.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { changeMedicationOrderStatus } from '../medication/medication-orders.ts';
import type { CardRow, DirectionRow } from './renewal-facts.ts';
import { renewalKeys, type RenewalRef } from './renewal-keys.ts';

export type RenewalChargeInput = {
  ref: RenewalRef;
  attempt: number;
  organizationId: string;
  clientId: string;
  orderId: string;
  orderItemId: string;
  prescriptionId: string;
  direction: DirectionRow;
  medicationName: string;
  price: number;
  shippingCost: number;
  currencyCode: string;
  card: CardRow | null;
  shippingAddressId: string | null;
  now: Date;
};

export type RenewalFailureCode = DeclineCode | 'NO_PAYMENT_CARD';

export type RenewalChargeResult = { ok: true; medicationOrderId: string } | { ok: false; medicationOrderId: string; code: RenewalFailureCode };

/** Words kept with a failed medication order (the client's mail says it in their language). */
const FAILURE_REASON: Record<RenewalFailureCode, string> = {
  CARD_DECLINED: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  CARD_EXPIRED: 'The card has expired.',
  NO_PAYMENT_CARD: 'No saved card to charge.',
};

export async function chargeRenewal(tx: Database, gateway: PaymentsAdapter, input: RenewalChargeInput): Promise<RenewalChargeResult> {
  const { now, card } = input;
  const keys = renewalKeys(input.ref, input.attempt);
  const amount = input.price + input.shippingCost;
  await changeOrderItemStatus(tx, { id: input.orderItemId, status: 'OrderCreated' }, 'MedicationOrderProcessing', now);
  const [order] = await tx
    .insert(medicationOrders)
    .values({
      organizationId: input.organizationId,
      orderItemId: input.orderItemId,
      programItemId: input.ref.programItemId,
      clientId: input.clientId,
      cycle: input.ref.cycle,
      bookingType: 'AUTO_RENEW',
      prescriptionId: input.prescriptionId,
      directionId: input.direction.id,
      amount: input.price,
      shippingCost: input.shippingCost,
      currencyCode: input.currencyCode,
      paymentMethod: 'CARD',
      paymentCardId: card?.id ?? null,
      shippingAddressId: input.shippingAddressId,
      status: 'PROCESSING',
      idempotencyKey: keys.medicationOrder,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: medicationOrders.id });
  if (!order) throw new Error('renewal medication order not inserted');

  const ref = { id: order.id, status: 'PROCESSING', orderItemId: input.orderItemId };
  const fail = async (code: RenewalFailureCode): Promise<RenewalChargeResult> => {
    await changeMedicationOrderStatus(tx, ref, 'FAILED', now, { failureCode: code, failureReason: FAILURE_REASON[code] });
    await changeOrderItemStatus(tx, { id: input.orderItemId, status: 'MedicationOrderProcessing' }, 'Cancelled', now);
    return { ok: false, medicationOrderId: order.id, code };
  };

  if (!card) return fail('NO_PAYMENT_CARD');
  const payment = { organizationId: input.organizationId, orderId: input.orderId, paymentCardId: card.id, gateway: gateway.name, currencyCode: input.currencyCode, amount, createdAt: now };
  if (amount > 0) {
    const hold = await gateway.preAuthorize({ token: card.gatewayToken, amount, currencyCode: input.currencyCode, idempotencyKey: keys.preAuthorize }, { transaction: tx });
    if (!hold.ok) {
      await tx.insert(payments).values({ ...payment, kind: 'PREAUTH', status: 'FAILED', declineCode: hold.declineCode, idempotencyKey: keys.preAuthorize });
      return fail(hold.declineCode);
    }
    const [preauth] = await tx
      .insert(payments)
      .values({ ...payment, kind: 'PREAUTH', status: 'SUCCEEDED', gatewayReference: hold.reference, idempotencyKey: keys.preAuthorize })
      .returning({ id: payments.id });
    const captured = await gateway.capture({ reference: hold.reference, amount, idempotencyKey: keys.capture }, { transaction: tx });
    if (!captured.ok) {
      // Refused after the hold was granted: let the hold go, and take nothing.
      await tx.insert(payments).values({ ...payment, kind: 'CAPTURE', status: 'FAILED', declineCode: captured.declineCode, parentPaymentId: preauth?.id ?? null, idempotencyKey: keys.capture });
      await gateway.void({ reference: hold.reference, idempotencyKey: keys.void }, { transaction: tx });
      return fail(captured.declineCode);
    }
    await tx
      .insert(payments)
      .values({ ...payment, kind: 'CAPTURE', status: 'SUCCEEDED', gatewayReference: captured.reference, parentPaymentId: preauth?.id ?? null, idempotencyKey: keys.capture });
  }

  const lines = [
    { entityName: input.medicationName, entityType: null, amount: input.price },
    { entityName: SHIPPING_LINE_NAME, entityType: 'shippingCost', amount: input.shippingCost },
  ].filter((line) => line.amount > 0);
  if (lines.length > 0) {
    await tx.insert(orderItemFees).values(
      lines.map((line) => ({ organizationId: input.organizationId, orderItemId: input.orderItemId, ...line, paid: line.amount, unpaid: 0, createdAt: now, updatedAt: now })),
    );
  }
  await tx.update(medicationOrders).set({ chargedAmount: amount, cardAmount: amount }).where(eq(medicationOrders.id, order.id));
  // PROCESSING -> ORDERED through the medication order's transition table; the item follows to MedicationOrdered.
  await changeMedicationOrderStatus(tx, ref, 'ORDERED', now);
  return { ok: true, medicationOrderId: order.id };
}

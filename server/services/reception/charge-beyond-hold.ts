// Issue 15: a booking made at the desk holds $490 on the client's card (spec §9) whatever it costs. When the
// booking is processed (the consultation completed, the lab sample received), the hold's capture takes what it
// covers and this charges the rest to the same card: a new authorization for exactly the rest, captured at once.
// Both steps carry the item's idempotency keys, so a retried completion charges the rest once.
import { and, eq } from 'drizzle-orm';
import { payOffLines } from '../../../src/domain/pricing/settle-lines.ts';
import { BEYOND_HOLD_KEY_PREFIX } from '../../../src/domain/reception/reception-constants.ts';
import type { PaymentsAdapter } from '../../adapters/payments/payments-adapter.ts';
import type { Database } from '../../db/client.ts';
import { orderItemFees, paymentCards, payments } from '../../db/schema/index.ts';
import { orderDesk } from './bookings.ts';


type FeeLine = typeof orderItemFees.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export type BeyondHoldInput = {
  item: { id: string; orderId: string; organizationId: string };
  /** The order's $490 hold (its PREAUTH row): the card to charge, and the currency. */
  hold: PaymentRow;
  /** The item's fee lines after the hold's capture, in payment order. */
  lines: readonly FeeLine[];
  now: Date;
};

/**
 * Charges what the item still owes after the hold's capture, when its order was booked at the desk by card. A
 * refusal is recorded as a FAILED step and leaves the lines unpaid (staff collect otherwise), as a refused
 * capture does. Answers the amount charged.
 */
export async function chargeBeyondHold(tx: Database, gateway: PaymentsAdapter, { item, hold, lines, now }: BeyondHoldInput): Promise<{ charged: number; failed: boolean }> {
  const rest = lines.reduce((sum, line) => sum + Math.max(0, line.unpaid), 0);
  if (rest <= 0 || !hold.paymentCardId) return { charged: 0, failed: false };
  if ((await orderDesk(tx, item.orderId)).bookedThrough !== 'FACILITY_BOOKING') return { charged: 0, failed: false };
  const [card] = await tx.select({ token: paymentCards.gatewayToken, gateway: paymentCards.gateway }).from(paymentCards).where(eq(paymentCards.id, hold.paymentCardId)).limit(1);
  const step = { organizationId: item.organizationId, orderId: item.orderId, paymentCardId: hold.paymentCardId, gateway: hold.gateway, amount: rest, currencyCode: hold.currencyCode, createdAt: now };
  const preauthKey = `${BEYOND_HOLD_KEY_PREFIX}${item.id}:preauth`;
  if (!card || card.gateway !== gateway.name) {
    await tx.insert(payments).values({ ...step, kind: 'PREAUTH', status: 'FAILED', declineCode: 'CARD_DECLINED', idempotencyKey: preauthKey });
    return { charged: 0, failed: true };
  }
  const authorized = await gateway.preAuthorize({ token: card.token, amount: rest, currencyCode: hold.currencyCode, idempotencyKey: preauthKey }, { transaction: tx });
  const [authorization] = await tx
    .insert(payments)
    .values({ ...step, kind: 'PREAUTH', status: authorized.ok ? 'SUCCEEDED' : 'FAILED', gatewayReference: authorized.ok ? authorized.reference : null, declineCode: authorized.ok ? null : authorized.declineCode, idempotencyKey: preauthKey })
    .returning({ id: payments.id });
  if (!authorized.ok || !authorization) return { charged: 0, failed: true };
  const captureKey = `${BEYOND_HOLD_KEY_PREFIX}${item.id}:capture`;
  const captured = await gateway.capture({ reference: authorized.reference, amount: rest, idempotencyKey: captureKey }, { transaction: tx });
  await tx.insert(payments).values({
    ...step,
    kind: 'CAPTURE',
    status: captured.ok ? 'SUCCEEDED' : 'FAILED',
    gatewayReference: captured.ok ? captured.reference : null,
    parentPaymentId: authorization.id,
    declineCode: captured.ok ? null : captured.declineCode,
    idempotencyKey: captureKey,
  });
  if (!captured.ok) return { charged: 0, failed: true };
  const paidOff = payOffLines(lines, rest);
  for (const [index, line] of paidOff.entries()) {
    if (line === lines[index]) continue;
    await tx.update(orderItemFees).set({ paid: line.paid, unpaid: line.unpaid, updatedAt: now }).where(and(eq(orderItemFees.id, line.id), eq(orderItemFees.orderItemId, item.id)));
  }
  return { charged: rest, failed: false };
}

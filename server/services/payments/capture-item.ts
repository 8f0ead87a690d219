// Taking the money for a service that happened (docs/decisions.md "What is charged when"): what the order item
// still owes is captured from its order's card hold and its fee lines are marked paid, inside the caller's
// transaction. The idempotency key is the item's, so a retried completion never charges twice.
import { and, eq } from 'drizzle-orm';
import { payOffLines } from '../../../src/domain/pricing/settle-lines.ts';
import type { PaymentsAdapter } from '../../adapters/payments/payments-adapter.ts';
import type { Database } from '../../db/client.ts';
import { orderItemFees, orderItems, payments } from '../../db/schema/index.ts';
import { orderHold } from '../bookings/cancellation-quote.ts';
import { chargeBeyondHold } from '../reception/charge-beyond-hold.ts';

export type CaptureOutcome = { captured: number; failed: boolean };

/** Item price lines first, then shipping and fees, as the checkout settled them. */
const lineOrder = (entityType: string | null) => (entityType === null ? 0 : entityType === 'shippingCost' ? 1 : 2);

/**
 * Captures the item's unpaid part from the order's card hold. A refusal by the gateway is recorded as a FAILED
 * capture and leaves the lines unpaid (staff can see it and collect otherwise): the service still happened.
 */
export async function captureItemCharge(tx: Database, gateway: PaymentsAdapter, orderItemId: string, now: Date): Promise<CaptureOutcome> {
  const [item] = await tx.select({ id: orderItems.id, orderId: orderItems.orderId, organizationId: orderItems.organizationId }).from(orderItems).where(eq(orderItems.id, orderItemId));
  if (!item) return { captured: 0, failed: false };
  const hold = await orderHold(tx, item.orderId);
  if (!hold || hold.voided || !hold.preauth.gatewayReference) return { captured: 0, failed: false };
  const lines = (await tx.select().from(orderItemFees).where(eq(orderItemFees.orderItemId, item.id))).sort(
    (a, b) => lineOrder(a.entityType) - lineOrder(b.entityType) || a.id.localeCompare(b.id),
  );
  const unpaid = lines.reduce((sum, line) => sum + Math.max(0, line.unpaid), 0);
  const amount = Math.min(unpaid, hold.capturable);
  let after = lines;
  if (amount > 0) {
    const idempotencyKey = `${item.id}:service:capture`;
    const result = await gateway.capture({ reference: hold.preauth.gatewayReference, amount, idempotencyKey }, { transaction: tx });
    await tx.insert(payments).values({
      organizationId: item.organizationId,
      orderId: item.orderId,
      paymentCardId: hold.preauth.paymentCardId,
      gateway: hold.preauth.gateway,
      kind: 'CAPTURE',
      status: result.ok ? 'SUCCEEDED' : 'FAILED',
      amount,
      currencyCode: hold.preauth.currencyCode,
      gatewayReference: result.ok ? result.reference : null,
      parentPaymentId: hold.preauth.id,
      declineCode: result.ok ? null : result.declineCode,
      idempotencyKey,
    });
    if (!result.ok) return { captured: 0, failed: true };

    after = payOffLines(lines, amount);
    for (const [index, line] of after.entries()) {
      if (line === lines[index]) continue;
      await tx
        .update(orderItemFees)
        .set({ paid: line.paid, unpaid: line.unpaid, updatedAt: now })
        .where(and(eq(orderItemFees.id, line.id), eq(orderItemFees.orderItemId, item.id)));
    }
  }
  // A desk booking costing more than its $490 hold: the rest goes on the same card now (issue 15).
  const rest = await chargeBeyondHold(tx, gateway, { item, hold: hold.preauth, lines: after, now });
  return { captured: amount + rest.charged, failed: rest.failed };
}

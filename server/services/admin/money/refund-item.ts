// An admin's refund of an order item (issue 16): up to what the item has paid and not yet had back. What was
// captured from the order's card for this item goes back to that card through the payments adapter; the rest
// (paid from the wallet or a gift card) goes back to the client's wallet, as the cancellation's refund does.
// The request's key is the payment_refunds row's id: a retry answers the first refund and moves no money again.
import { and, eq, like, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../../src/domain/validation/messages.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { orderItemFees, orderItems, orders, paymentRefunds, payments, products } from '../../../db/schema/index.ts';
import { orderHold } from '../../bookings/cancellation-quote.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { appError } from '../../errors.ts';
import { ensureWallet } from '../../ledger/ledger-accounts.ts';
import { creditAccount } from '../../ledger/ledger-entries.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { replayOf } from '../forms/replay.ts';

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export const refundOrderItemInputSchema = z.object({
  idempotencyKey: idSchema,
  orderItemId: idSchema,
  amount: z.number(message('validation.required')).int(message('validation.invalid')).min(1, message('validation.invalid')),
  reason: z.string(message('validation.required')).trim().min(1, message('validation.required')).max(500, message('validation.tooLong')),
});

export type RefundableItem = { orderItemId: string; displayId: string; productName: string; status: string; businessId: string; currencyCode: string; paid: number; refunded: number; refundable: number };

/**
 * The item's business (for the admin check) and what it can still give back; the item by id, or by the booking
 * id people read (displayId, unique in its organization) within one business.
 */
export async function refundableOf(db: Database, by: { orderItemId: string } | { businessId: string; displayId: string }): Promise<RefundableItem> {
  const where = 'orderItemId' in by ? eq(orderItems.id, by.orderItemId) : and(eq(orders.businessId, by.businessId), eq(orderItems.displayId, by.displayId));
  const [item] = await db
    .select({ id: orderItems.id, displayId: orderItems.displayId, status: orderItems.status, productName: products.name, businessId: orders.businessId, currencyCode: orders.currencyCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where)
    .limit(1);
  if (!item) throw appError('NOT_FOUND');
  const [fees] = await db.select({ paid: sum(orderItemFees.paid) }).from(orderItemFees).where(and(eq(orderItemFees.orderItemId, item.id), sql`${orderItemFees.amount} > 0`));
  const [back] = await db.select({ refunded: sum(paymentRefunds.refundAmount) }).from(paymentRefunds).where(and(eq(paymentRefunds.orderItemId, item.id), eq(paymentRefunds.status, 'SUCCEEDED')));
  const paid = Number(fees?.paid ?? 0);
  const refunded = Number(back?.refunded ?? 0);
  return { orderItemId: item.id, displayId: item.displayId, productName: item.productName, status: item.status, businessId: item.businessId, currencyCode: item.currencyCode, paid, refunded, refundable: Math.max(0, paid - refunded) };
}

/** What this item took from the card (its captures) less what went back to the card. */
async function cardPaidForItem(tx: Database, itemId: string): Promise<number> {
  const rows = await tx
    .select({ kind: payments.kind, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.status, 'SUCCEEDED'), like(payments.idempotencyKey, `${itemId}:%`)));
  return rows.reduce((total, r) => total + (r.kind === 'CAPTURE' ? r.amount : r.kind === 'REFUND' ? -r.amount : 0), 0);
}

export async function refundOrderItem(deps: Pick<AppDeps, 'db' | 'payments'>, granted: Granted, input: z.output<typeof refundOrderItemInputSchema>, now: Date): Promise<PaymentRefundRow> {
  return deps.db.transaction(async (tx) => {
    // The item's row is the lock: two refunds of one item cannot both give back its last dollar.
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, input.orderItemId)).for('update');
    if (!item || item.organizationId !== granted.grant.organizationId) throw appError('NOT_FOUND');
    const [earlier] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, input.idempotencyKey)).limit(1);
    if (earlier) return replayOf(earlier, { item: earlier.orderItemId, amount: earlier.refundAmount, reason: earlier.refundReason }, { item: item.id, amount: input.amount, reason: input.reason });
    const refundable = await refundableOf(tx, { orderItemId: item.id });
    if (input.amount > refundable.refundable) {
      throw appError('BAD_USER_INPUT', 'The refund is more than this item has paid and not yet had back.', { reason: 'REFUND_TOO_LARGE', refundable: refundable.refundable, fields: { amount: 'validation.invalid' } });
    }
    const hold = await orderHold(tx, item.orderId);
    const fromCard = hold?.preauth.gatewayReference ? Math.min(input.amount, await cardPaidForItem(tx, item.id)) : 0;
    if (hold?.preauth.gatewayReference && fromCard > 0) {
      const idempotencyKey = `${item.id}:refund:${input.idempotencyKey}`;
      const result = await deps.payments.refund({ reference: hold.preauth.gatewayReference, amount: fromCard, idempotencyKey }, { transaction: tx });
      if (!result.ok) throw appError('PAYMENT_FAILED');
      await tx.insert(payments).values({
        organizationId: item.organizationId,
        orderId: item.orderId,
        paymentCardId: hold.preauth.paymentCardId,
        gateway: hold.preauth.gateway,
        kind: 'REFUND',
        status: 'SUCCEEDED',
        amount: fromCard,
        currencyCode: hold.preauth.currencyCode,
        gatewayReference: result.reference,
        parentPaymentId: hold.preauth.id,
        idempotencyKey,
        createdAt: now,
      });
    }
    const toWallet = input.amount - fromCard;
    if (toWallet > 0) {
      const wallet = await ensureWallet(tx, item.organizationId, item.clientId, true);
      await creditAccount(tx, { accountId: wallet.id, organizationId: item.organizationId, amount: toWallet, currencyCode: wallet.currencyCode, reason: 'REFUND', idempotencyKey: `refund:${input.idempotencyKey}`, orderId: item.orderId, createdBy: granted.viewer.user.id, at: now });
    }
    const refundFor = fromCard > 0 && toWallet > 0 ? 'CARD_AND_WALLET' : fromCard > 0 ? 'CARD' : 'WALLET';
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        id: input.idempotencyKey,
        organizationId: item.organizationId,
        orderItemId: item.id,
        refundAmount: input.amount,
        refundFor,
        refundReason: input.reason,
        message: refundFor === 'WALLET' ? 'Refunded to your wallet' : 'Refunded to your card',
        status: 'SUCCEEDED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('refund not written');
    await recordAdminChange(tx, { granted, entityType: 'order_item_refund', entityId: row.id, action: 'CREATE', before: { refundable: refundable.refundable }, after: { orderItemId: item.id, amount: input.amount, fromCard, toWallet, reason: input.reason }, at: now });
    return row;
  });
}

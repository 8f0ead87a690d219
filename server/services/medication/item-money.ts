// The money of an order item's medication part (docs/decisions.md issue 11 "What a month of medication costs"):
// for a MEDICATION product bought at checkout, its price, shipping and discount lines are the first month's
// medication. A consultation product has no medication part (its price is the consultation).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItemFees, paymentRefunds } from '../../db/schema/index.ts';
import { ensureWallet } from '../ledger/ledger-accounts.ts';
import { creditAccount } from '../ledger/ledger-entries.ts';

export const MEDICATION_PRODUCT_TYPE = 'MEDICATION';

/** The fee lines that are the medication itself: the item's price (type null), its shipping and its discount. */
const MEDICATION_LINE_TYPES: readonly (string | null)[] = [null, 'shippingCost', 'totalDiscount'];

export type ItemMedicationMoney = { charged: number; paid: number };

/** What checkout charged for the medication part of a MEDICATION product item (0 for anything else), and what of it is paid. */
export async function medicationPartOfItem(db: Database, orderItemId: string, productType: string): Promise<ItemMedicationMoney> {
  if (productType !== MEDICATION_PRODUCT_TYPE) return { charged: 0, paid: 0 };
  const lines = await db.select().from(orderItemFees).where(eq(orderItemFees.orderItemId, orderItemId));
  const mine = lines.filter((line) => MEDICATION_LINE_TYPES.includes(line.entityType));
  const charged = mine.reduce((sum, line) => sum + line.amount, 0);
  const paid = mine.reduce((sum, line) => sum + line.paid, 0);
  return { charged: Math.max(0, charged), paid: Math.max(0, paid) };
}

export type WalletRefund = {
  organizationId: string;
  clientId: string;
  orderId: string;
  orderItemId: string;
  amount: number;
  currencyCode: string;
  /** Unique per refund: the same refund applied twice moves money once. */
  idempotencyKey: string;
  reason: string;
  message: string;
  createdBy: string | null;
  now: Date;
};

/** Credits money back to the client's wallet and records the payment_refunds row, inside the caller's transaction. */
export async function refundToWallet(tx: Database, refund: WalletRefund): Promise<void> {
  if (refund.amount <= 0) return;
  const wallet = await ensureWallet(tx, refund.organizationId, refund.clientId, true);
  if (wallet.currencyCode !== refund.currencyCode) throw new Error(`wallet in ${wallet.currencyCode}, refund in ${refund.currencyCode}`);
  const applied = await creditAccount(tx, {
    accountId: wallet.id,
    organizationId: refund.organizationId,
    amount: refund.amount,
    currencyCode: refund.currencyCode,
    reason: 'REFUND',
    idempotencyKey: refund.idempotencyKey,
    orderId: refund.orderId,
    createdBy: refund.createdBy,
    at: refund.now,
  });
  if (applied.replayed) return;
  await tx.insert(paymentRefunds).values({
    organizationId: refund.organizationId,
    orderItemId: refund.orderItemId,
    refundAmount: refund.amount,
    refundFor: 'WALLET',
    refundReason: refund.reason,
    message: refund.message,
    status: 'SUCCEEDED',
    createdAt: refund.now,
    updatedAt: refund.now,
  });
}

/** Whether a refund of the item was already recorded with this message (for reads: "a refund where due"). */
export async function hasRefund(db: Database, orderItemId: string, message: string): Promise<boolean> {
  const rows = await db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(and(eq(paymentRefunds.orderItemId, orderItemId), eq(paymentRefunds.message, message))).limit(1);
  return rows.length > 0;
}

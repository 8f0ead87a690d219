// orderPricingSummary (spec §3 "Pricing summary"): per item its fee lines with paid and unpaid, the payment
// summary's totals, and refunds. A quote and the order it places are built from the same lines, so the quote a
// client sees is the summary its order gets.
import { sql } from 'drizzle-orm';
import { heldForUnpaid, owedFigures } from '../../../src/domain/pricing/cancelled-items.ts';
import { paidAtCheckout, type CheckoutPayment } from '../../../src/domain/payments/checkout-payment.ts';
import { lineTotals, settleFeeLines, type LineTotals } from '../../../src/domain/pricing/settle-lines.ts';
import type { Database } from '../../db/client.ts';
import { bookingChanges, categories, ledgerAccounts, ledgerEntries, orderItemFees, orderItems, orders, paymentRefunds, payments, prescriptions, products } from '../../db/schema/index.ts';
import { rowOfJson } from '../json-rows.ts';
import type { CheckoutPricing } from './checkout-pricing.ts';

export type FeeLineView = {
  entityName: string;
  entityType: string | null;
  amount: number;
  paid: number;
  unpaid: number;
  createdOn: Date | null;
  updatedOn: Date | null;
};

export type PricingItemView = {
  /** Null in a quote: the item does not exist yet. */
  orderItemId: string | null;
  categoryId: string;
  categoryName: string;
  productId: string;
  productName: string;
  productType: string;
  hasHCPApproval: boolean;
  feeBreakup: FeeLineView[];
};

export type PaymentSummaryView = LineTotals & {
  /** The card hold still in place (pre-authorized and neither captured nor voided), never more than is still to pay. */
  preAuthorized: number;
  /** Money taken so far: gift card, wallet and captured card amounts (= totalPaid). */
  alreadyCharged: number;
  /** Unpaid parts of cancelled items that will never be collected (0 in a quote). */
  releasedOnCancel: number;
  giftCardApplied: number;
  walletApplied: number;
  /** The card's share of the order (what is or will be pre-authorized). */
  cardAmount: number;
  /**
   * The whole hold on the card now, even beyond what is still to pay: a receptionist's booking holds $490
   * (spec §9) whatever it costs. In a quote: the card's share.
   */
  cardHold: number;
  /**
   * What the card pays beyond its hold: a desk booking that costs more than the $490 hold (issue 15) has this
   * part charged to the same card when the booking is processed, beside the hold's capture. 0 without a hold.
   */
  beyondHold: number;
};

export type RefundView = typeof paymentRefunds.$inferSelect;

export type PricingSummaryView = { currencyCode: string; items: PricingItemView[]; paymentSummary: PaymentSummaryView; refunds: RefundView[] };

/**
 * The summary the checkout would get: paid is what the gift card and wallet take at once, the rest unpaid.
 * `cardHold` is the hold the card would get (a receptionist's $490), the card's share by default.
 */
export function quoteSummary(pricing: CheckoutPricing, payment: CheckoutPayment, cardHold: number = payment.card.amount): PricingSummaryView {
  const settled = settleFeeLines(pricing.lines, paidAtCheckout(payment).amount);
  const items = pricing.items.map((item, index) => ({
    orderItemId: null,
    categoryId: item.categoryId,
    categoryName: item.categoryName,
    productId: item.productId,
    productName: item.productName,
    productType: item.productType,
    hasHCPApproval: false,
    feeBreakup: (settled[index] ?? []).map((line) => ({ ...line, createdOn: null, updatedOn: null })),
  }));
  const totals = lineTotals(settled.flat());
  return {
    currencyCode: pricing.currencyCode,
    items,
    paymentSummary: {
      ...totals,
      preAuthorized: Math.min(cardHold, payment.card.amount),
      alreadyCharged: totals.totalPaid,
      releasedOnCancel: 0,
      giftCardApplied: payment.giftCard.amount,
      walletApplied: payment.wallet.amount,
      cardAmount: payment.card.amount,
      cardHold,
      beyondHold: cardHold > 0 ? Math.max(0, payment.card.amount - cardHold) : 0,
    },
    refunds: [],
  };
}

// Lines are stored in this order per item (price, shipping, platform fee, discount) and read back in it.
const LINE_RANK: Record<string, number> = { shippingCost: 1, platformFee: 2, totalDiscount: 3 };
const lineRank = (type: string | null) => (type === null ? 0 : (LINE_RANK[type] ?? 0));
/** Items are numbered `{orderDisplayId}-{n}` in checkout order. */
const itemNumber = (displayId: string) => Number(displayId.slice(displayId.lastIndexOf('-') + 1));

/** Card figures from the order's payments rows: the card's share, and what of it is still held. */
function cardFigures(rows: (typeof payments.$inferSelect)[]): { cardAmount: number; preAuthorized: number } {
  const succeeded = rows.filter((r) => r.status === 'SUCCEEDED');
  let cardAmount = 0;
  let preAuthorized = 0;
  for (const hold of succeeded.filter((r) => r.kind === 'PREAUTH')) {
    const steps = succeeded.filter((r) => r.parentPaymentId === hold.id);
    const captured = steps.filter((r) => r.kind === 'CAPTURE').reduce((sum, r) => sum + r.amount, 0);
    cardAmount += hold.amount;
    preAuthorized += steps.some((r) => r.kind === 'VOID') ? 0 : Math.max(0, hold.amount - captured);
  }
  return { cardAmount, preAuthorized };
}

/** [id, display id, status, category id, category name, product id, product name, product type, approved (a prescription exists)] */
type ItemJson = [string, string, string, string, string, string, string, string, boolean];
type PlacedJson = {
  items: ItemJson[] | null;
  fees: Record<string, unknown>[] | null;
  /** [amount, account kind] */
  entries: [number, string][] | null;
  payments: Record<string, unknown>[] | null;
  refunds: Record<string, unknown>[] | null;
  /** [order item id, captured from card] of each CANCELLED change */
  cancellations: [string, number][] | null;
};

// Everything the summary reads, as one json value (PGlite decodes each field of a result in JavaScript; one json
// field is the cheap shape): 7 statements became 1 (issue 18). Sent with db.execute: the select builder leaves
// columns unqualified in a one-table query, and these subqueries need their tables named.
const placedStatement = (orderId: string) =>
  sql`select json_build_object(
          'items', (select json_agg(json_build_array(${orderItems.id}, ${orderItems.displayId}, ${orderItems.status}, ${orderItems.categoryId}, ${categories.name},
              ${orderItems.productId}, ${products.name}, ${products.productType}, exists (select 1 from ${prescriptions} where ${prescriptions.orderItemId} = ${orderItems.id})))
            from ${orderItems}
            join ${products} on ${products.id} = ${orderItems.productId}
            join ${categories} on ${categories.id} = ${orderItems.categoryId}
            where ${orderItems.orderId} = ${orders.id}),
          'fees', (select json_agg(row_to_json(${orderItemFees})) from ${orderItemFees}
            where ${orderItemFees.orderItemId} in (select ${orderItems.id} from ${orderItems} where ${orderItems.orderId} = ${orders.id})),
          'entries', (select json_agg(json_build_array(${ledgerEntries.amount}, ${ledgerAccounts.kind})) from ${ledgerEntries}
            join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId} where ${ledgerEntries.orderId} = ${orders.id}),
          'payments', (select json_agg(row_to_json(${payments})) from ${payments} where ${payments.orderId} = ${orders.id}),
          'refunds', (select json_agg(row_to_json(${paymentRefunds}) order by ${paymentRefunds.createdAt}) from ${paymentRefunds}
            where ${paymentRefunds.orderItemId} in (select ${orderItems.id} from ${orderItems} where ${orderItems.orderId} = ${orders.id})),
          'cancellations', (select json_agg(json_build_array(${bookingChanges.orderItemId}, ${bookingChanges.capturedFromCard})) from ${bookingChanges}
            where ${bookingChanges.kind} = 'CANCELLED' and ${bookingChanges.orderItemId} in (select ${orderItems.id} from ${orderItems} where ${orderItems.orderId} = ${orders.id}))
        ) as "row" from ${orders} where ${orders.id} = ${orderId}`;

/** The summary of a placed order, from its stored fee lines, ledger entries, payments and refunds (one statement). */
export async function placedOrderSummary(db: Database, orderId: string, currencyCode: string): Promise<PricingSummaryView> {
  // Both drivers answer { rows: [...] }; the shared Database type cannot say so.
  const result = (await db.execute(placedStatement(orderId))) as unknown as { rows: { row: PlacedJson }[] };
  const row = result.rows[0]?.row;
  const items = (row?.items ?? []).map(([id, displayId, status, categoryId, categoryName, productId, productName, productType, approved]) => ({
    id,
    displayId,
    status,
    categoryId,
    categoryName,
    productId,
    productName,
    productType,
    approved,
  }));
  items.sort((a, b) => itemNumber(a.displayId) - itemNumber(b.displayId));
  const fees = (row?.fees ?? []).map((json) => rowOfJson(orderItemFees, json));
  const entries = (row?.entries ?? []).map(([amount, kind]) => ({ amount, kind }));
  const paymentRows = (row?.payments ?? []).map((json) => rowOfJson(payments, json));
  const refunds = (row?.refunds ?? []).map((json) => rowOfJson(paymentRefunds, json));
  const cancellations = (row?.cancellations ?? []).map(([orderItemId, capturedFromCard]) => ({ orderItemId, capturedFromCard }));
  const views = items.map((item) => ({
    orderItemId: item.id,
    categoryId: item.categoryId,
    categoryName: item.categoryName,
    productId: item.productId,
    productName: item.productName,
    productType: item.productType,
    // A provider approved the treatment with a prescription (approveTreatment).
    hasHCPApproval: item.approved,
    feeBreakup: fees
      .filter((fee) => fee.orderItemId === item.id)
      .sort((a, b) => lineRank(a.entityType) - lineRank(b.entityType))
      .map((fee) => ({ entityName: fee.entityName, entityType: fee.entityType, amount: fee.amount, paid: fee.paid, unpaid: fee.unpaid, createdOn: fee.createdAt, updatedOn: fee.updatedAt })),
  }));
  const totals = lineTotals(views.flatMap((v) => v.feeBreakup));
  // A cancelled item's unpaid part is no longer owed: what its cancellation captured is paid, the rest released.
  const owed = owedFigures(
    items.map((item, index) => ({
      status: item.status,
      lines: views[index]?.feeBreakup ?? [],
      capturedOnCancel: cancellations.filter((c) => c.orderItemId === item.id).reduce((sum, c) => sum + c.capturedFromCard, 0),
    })),
  );
  const card = cardFigures(paymentRows);
  // Checkout debits are negative entries; a later refund to the wallet (positive) reduces what was applied.
  const applied = (fromWallet: boolean) => -entries.filter((e) => (e.kind === 'WALLET') === fromWallet).reduce((sum, e) => sum + e.amount, 0);
  return {
    currencyCode,
    items: views,
    paymentSummary: {
      ...totals,
      totalPaid: owed.totalPaid,
      totalUnpaid: owed.totalUnpaid,
      cardAmount: card.cardAmount,
      preAuthorized: heldForUnpaid(card.preAuthorized, owed.totalUnpaid),
      // Nothing is held once nothing is owed (the hold is released with the last payment or cancellation).
      cardHold: owed.totalUnpaid > 0 ? card.preAuthorized : 0,
      beyondHold: owed.totalUnpaid > 0 && card.preAuthorized > 0 ? Math.max(0, owed.totalUnpaid - card.preAuthorized) : 0,
      alreadyCharged: owed.totalPaid,
      releasedOnCancel: owed.releasedOnCancel,
      giftCardApplied: applied(false),
      walletApplied: applied(true),
    },
    refunds,
  };
}

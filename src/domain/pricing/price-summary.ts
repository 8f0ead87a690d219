// Spec §9 "Price summary": what the checkout and booking screens show of an order's pricing summary.
// - booking items exclude zero-amount fee lines;
// - a negative amount is shown as a positive discount;
// - total from totalAmount, to-pay from totalUnpaid;
// - discount from the fee total typed totalDiscount; shipping cost and platform fee from their typed totals.
// Each amount is shown once (docs/decisions.md "One price summary"): an item shows its own price lines, and the
// typed lines spread over the items (shipping, platform fee, promo discount) show only as their order totals.
// What is paid is said by source (gift card, wallet, card), never as one combined label.
// Figures are Money; labels are keys the UI translates (never display text).
import { typedTotals } from './fee-totals.ts';
import { absMoney, isNegativeMoney, isZeroMoney, money, type Money } from './money-value.ts';
import { isFeeEntityType, type PricingSummary, type PricingSummaryItem } from './pricing-summary-types.ts';

export type PriceRowKind = 'charge' | 'discount';

/** One shown fee line of a booked item; `amount` is never negative, `kind` says which way it counts. */
export type FeeLineRow = {
  /** Data from the API (a fee or product name), shown as is. */
  readonly entityName: string;
  readonly entityType: string | null;
  readonly kind: PriceRowKind;
  readonly amount: Money;
};

export type BookingItemRows = {
  readonly categoryId: string;
  readonly categoryName: string;
  readonly productId: string;
  readonly productName: string;
  readonly lines: readonly FeeLineRow[];
};

export const PRICE_SUMMARY_LABEL_KEYS = [
  'pricing.shippingCost',
  'pricing.platformFee',
  'pricing.discount',
  'pricing.total',
  'pricing.paidGiftCard',
  'pricing.paidWallet',
  'pricing.paid',
  'pricing.toPay',
] as const;
export type PriceSummaryLabelKey = (typeof PRICE_SUMMARY_LABEL_KEYS)[number];

export type PriceSummaryRow = {
  readonly label: PriceSummaryLabelKey;
  readonly kind: PriceRowKind | 'total';
  /** Never negative for a discount row; totals are shown with their own sign. */
  readonly amount: Money;
};

export type RefundRow = {
  readonly id: string;
  readonly orderItemId: string;
  readonly amount: Money;
  readonly refundFor: string | null;
  readonly refundReason: string | null;
  readonly status: string;
};

export type PriceSummaryDisplay = {
  readonly items: readonly BookingItemRows[];
  readonly discount: Money;
  readonly shippingCost: Money;
  readonly platformFee: Money;
  readonly total: Money;
  readonly paid: Money;
  readonly toPay: Money;
  /**
   * The summary's rows in display order: shipping, platform fee, discount (each only when not zero), total, what
   * is paid by source (gift card, wallet, anything else already charged: each only when not zero), to pay.
   */
  readonly rows: readonly PriceSummaryRow[];
  readonly refunds: readonly RefundRow[];
};

/** A fee line as shown: null for a zero amount (hidden), a positive discount for a negative amount. */
export function feeLineRow(line: PricingSummaryItem['feeBreakup'][number], currency: string): FeeLineRow | null {
  const amount = money(line.amount, currency);
  if (isZeroMoney(amount)) return null;
  return {
    entityName: line.entityName,
    entityType: line.entityType,
    kind: isNegativeMoney(amount) ? 'discount' : 'charge',
    amount: absMoney(amount),
  };
}

/** The booked items with their non-zero fee lines, in the API's order. An item whose lines are all zero stays, with no lines. */
export function bookingItemRows(summary: PricingSummary): BookingItemRows[] {
  return summary.items.map((item) => ({
    categoryId: item.categoryId,
    categoryName: item.categoryName,
    productId: item.productId,
    productName: item.productName,
    lines: item.feeBreakup.flatMap((line) => feeLineRow(line, summary.currencyCode) ?? []),
  }));
}

/**
 * The items with only their own price lines (non-zero): the typed lines (shipping, platform fee, promo
 * discount) are order figures shown once as their totals, not again under each item.
 */
export function itemPriceRows(summary: PricingSummary): BookingItemRows[] {
  return bookingItemRows(summary).map((item) => ({ ...item, lines: item.lines.filter((line) => !isFeeEntityType(line.entityType)) }));
}

/** What was paid at once from each source; known for quotes and placed orders (the API's giftCardApplied, walletApplied). */
export type PaidBySource = { readonly giftCardApplied: number; readonly walletApplied: number };

function optionalRow(label: PriceSummaryLabelKey, kind: PriceRowKind, amount: Money): PriceSummaryRow[] {
  return isZeroMoney(amount) ? [] : [{ label, kind, amount }];
}

export function priceSummaryDisplay(summary: PricingSummary & { readonly paymentSummary: Partial<PaidBySource> }): PriceSummaryDisplay {
  const currency = summary.currencyCode;
  const { discount, shippingCost, platformFee } = typedTotals(summary);
  const total = money(summary.paymentSummary.totalAmount, currency);
  const paid = money(summary.paymentSummary.totalPaid, currency);
  const toPay = money(summary.paymentSummary.totalUnpaid, currency);
  const rows: PriceSummaryRow[] = [
    ...optionalRow('pricing.shippingCost', 'charge', shippingCost),
    ...optionalRow('pricing.platformFee', 'charge', platformFee),
    ...optionalRow('pricing.discount', 'discount', discount),
    { label: 'pricing.total', kind: 'total', amount: total },
    ...paidRows(paid, summary.paymentSummary, currency),
    { label: 'pricing.toPay', kind: 'total', amount: toPay },
  ];
  return {
    items: itemPriceRows(summary),
    discount,
    shippingCost,
    platformFee,
    total,
    paid,
    toPay,
    rows,
    refunds: summary.refunds.map((refund) => ({
      id: refund.id,
      orderItemId: refund.orderItemId,
      amount: absMoney(money(refund.refundAmount, currency)),
      refundFor: refund.refundFor,
      refundReason: refund.refundReason,
      status: refund.status,
    })),
  };
}

/** Paid, by source: the gift card and wallet parts, then whatever else of `paid` was charged (a captured card). */
function paidRows(paid: Money, sources: Partial<PaidBySource>, currency: string): PriceSummaryRow[] {
  const giftCard = money(Math.max(0, sources.giftCardApplied ?? 0), currency);
  const wallet = money(Math.max(0, sources.walletApplied ?? 0), currency);
  const other = money(Math.max(0, paid.amount - giftCard.amount - wallet.amount), currency);
  return [...optionalRow('pricing.paidGiftCard', 'charge', giftCard), ...optionalRow('pricing.paidWallet', 'charge', wallet), ...optionalRow('pricing.paid', 'charge', other)];
}

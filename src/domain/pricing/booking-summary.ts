// Spec §3 "Booking summary figures": consultation fee, service fee, shipping cost, platform fee, subtotal,
// discount total, amount pre-authorized, amount already charged, amount to pay.
// Readings (the spec names the figures but not their sources):
// - consultation fee: the untyped fee lines (the item's own price, not one of FEE_ENTITY_TYPES) of CONSULTATION
//   products; service fee: the untyped lines of every other product. Signed sums, zero lines add nothing.
// - shipping cost, platform fee, discount total: the typed totals, as for the price summary (§9).
// - subtotal: consultation + service + shipping + platform fee, before the discount.
// - pre-authorized: the card hold the caller passes (the receptionist flow's $490), zero without one;
//   already charged: totalPaid; to pay: totalUnpaid.
import { typedTotals } from './fee-totals.ts';
import { addMoney, compareMoney, minMoney, money, subtractMoney, sumMoney, zeroMoney, type Money } from './money-value.ts';
import { isFeeEntityType, type PricingSummary, type PricingSummaryItem } from './pricing-summary-types.ts';

export const CONSULTATION_PRODUCT_TYPE = 'CONSULTATION';

export const BOOKING_SUMMARY_LABEL_KEYS = [
  'booking.consultationFee',
  'booking.serviceFee',
  'booking.shippingCost',
  'booking.platformFee',
  'booking.subtotal',
  'booking.discountTotal',
  'booking.preAuthorized',
  'booking.alreadyCharged',
  'booking.toPay',
] as const;
export type BookingSummaryLabelKey = (typeof BOOKING_SUMMARY_LABEL_KEYS)[number];

export type BookingSummaryFigures = {
  readonly consultationFee: Money;
  readonly serviceFee: Money;
  readonly shippingCost: Money;
  readonly platformFee: Money;
  readonly subtotal: Money;
  /** Shown as a positive saving. */
  readonly discountTotal: Money;
  readonly preAuthorized: Money;
  readonly alreadyCharged: Money;
  readonly toPay: Money;
};

export type BookingSummaryRow = { readonly label: BookingSummaryLabelKey; readonly amount: Money };

export type BookingSummaryInput = {
  readonly summary: PricingSummary;
  /** The card hold on the booking, in the summary's currency; omitted or null when nothing is held. */
  readonly preAuthorized?: Money | null;
};

function itemPrice(item: PricingSummaryItem, currency: string): Money {
  const own = item.feeBreakup.filter((line) => !isFeeEntityType(line.entityType)).map((line) => money(line.amount, currency));
  return sumMoney(own, currency);
}

export function bookingSummaryFigures({ summary, preAuthorized }: BookingSummaryInput): BookingSummaryFigures {
  const currency = summary.currencyCode;
  const zero = zeroMoney(currency);
  const isConsultation = (item: PricingSummaryItem) => item.productType === CONSULTATION_PRODUCT_TYPE;
  const consultationFee = sumMoney(summary.items.filter(isConsultation).map((item) => itemPrice(item, currency)), currency);
  const serviceFee = sumMoney(summary.items.filter((item) => !isConsultation(item)).map((item) => itemPrice(item, currency)), currency);
  const { discount, shippingCost, platformFee } = typedTotals(summary);
  const hold = preAuthorized ?? zero;
  // Checked for its currency: a hold in another currency would sit beside the figures as if comparable.
  compareMoney(hold, zero);
  return {
    consultationFee,
    serviceFee,
    shippingCost,
    platformFee,
    subtotal: [serviceFee, shippingCost, platformFee].reduce(addMoney, consultationFee),
    discountTotal: discount,
    preAuthorized: hold,
    alreadyCharged: money(summary.paymentSummary.totalPaid, currency),
    toPay: money(summary.paymentSummary.totalUnpaid, currency),
  };
}

/** Every figure as a labelled row, in the spec's order. */
export function bookingSummaryRows(figures: BookingSummaryFigures): BookingSummaryRow[] {
  return [
    { label: 'booking.consultationFee', amount: figures.consultationFee },
    { label: 'booking.serviceFee', amount: figures.serviceFee },
    { label: 'booking.shippingCost', amount: figures.shippingCost },
    { label: 'booking.platformFee', amount: figures.platformFee },
    { label: 'booking.subtotal', amount: figures.subtotal },
    { label: 'booking.discountTotal', amount: figures.discountTotal },
    { label: 'booking.preAuthorized', amount: figures.preAuthorized },
    { label: 'booking.alreadyCharged', amount: figures.alreadyCharged },
    { label: 'booking.toPay', amount: figures.toPay },
  ];
}

/** The figures of what the booking costs, in the spec's order: fees, shipping, platform fee, subtotal, discount. */
export function bookingCostRows(figures: BookingSummaryFigures): BookingSummaryRow[] {
  return bookingSummaryRows(figures).filter((row) => COST_LABELS.has(row.label));
}

const COST_LABELS: ReadonlySet<BookingSummaryLabelKey> = new Set([
  'booking.consultationFee',
  'booking.serviceFee',
  'booking.shippingCost',
  'booking.platformFee',
  'booking.subtotal',
  'booking.discountTotal',
]);

export const BOOKING_PAYMENT_LABEL_KEYS = ['payment.charged', 'payment.toPay', 'payment.heldOnCard', 'payment.notHeld', 'payment.heldBeyond'] as const;
export type BookingPaymentLabelKey = (typeof BOOKING_PAYMENT_LABEL_KEYS)[number];

/** A row of the payment part; `part` rows split the "still to pay" figure above them. */
export type BookingPaymentRow = { readonly label: BookingPaymentLabelKey; readonly amount: Money; readonly part: boolean };

/**
 * Where the money stands, so a person tells at a glance what was charged, what is held and what is still due
 * (docs/decisions.md "One price summary"): charged (when any), still to pay (always; totalUnpaid), and under it
 * the part of it the card hold covers and the part not held yet. A hold is never a second amount owed: it is
 * shown as part of what is still to pay; a hold larger than what is owed shows its excess on its own row.
 */
export function bookingPaymentRows(figures: BookingSummaryFigures): BookingPaymentRow[] {
  const { alreadyCharged, toPay, preAuthorized } = figures;
  const held = minMoney(preAuthorized, toPay);
  const notHeld = subtractMoney(toPay, held);
  const beyond = subtractMoney(preAuthorized, held);
  const rows: BookingPaymentRow[] = [];
  if (alreadyCharged.amount !== 0) rows.push({ label: 'payment.charged', amount: alreadyCharged, part: false });
  rows.push({ label: 'payment.toPay', amount: toPay, part: false });
  if (held.amount > 0) {
    rows.push({ label: 'payment.heldOnCard', amount: held, part: true });
    if (notHeld.amount > 0) rows.push({ label: 'payment.notHeld', amount: notHeld, part: true });
  }
  if (beyond.amount > 0) rows.push({ label: 'payment.heldBeyond', amount: beyond, part: false });
  return rows;
}

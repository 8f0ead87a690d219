// Issue 13: the checkout summary listed 'Platform fee $1.99' twice (under the item and as the order figure) and
// the booking details showed 'Pre-authorized on your card $46.09' beside 'Still to pay $46.09'. Each amount is
// shown once, what is paid is said by source, and a card hold is part of what is still to pay, not a second sum.
import { describe, expect, it } from 'vitest';
import { bookingCostRows, bookingPaymentRows, bookingSummaryFigures } from '../../../src/domain/pricing/booking-summary.ts';
import { money } from '../../../src/domain/pricing/money-value.ts';
import { priceSummaryDisplay } from '../../../src/domain/pricing/price-summary.ts';
import type { FeeBreakupLine, PricingSummary } from '../../../src/domain/pricing/pricing-summary-types.ts';

const line = (entityName: string, entityType: string | null, amount: number, paid = 0): FeeBreakupLine => ({ entityName, entityType, amount, paid, unpaid: amount - paid });

// The demo's Comprehensive Metabolic Panel: $44.10 with the $1.99 platform fee on its (first) item = $46.09.
function order(payment: Partial<PricingSummary['paymentSummary']> = {}): PricingSummary {
  return {
    currencyCode: 'USD',
    items: [
      {
        categoryId: 'lab',
        categoryName: 'Lab tests',
        productId: 'cmp',
        productName: 'Comprehensive Metabolic Panel',
        productType: 'LAB_TEST',
        feeBreakup: [line('Comprehensive Metabolic Panel', null, 4410), line('Platform fee', 'platformFee', 199), line('Shipping', 'shippingCost', 500), line('Promo 2026', 'totalDiscount', -441)],
      },
    ],
    paymentSummary: {
      feeBreakupTotals: [
        { entityName: 'Platform fee', entityType: 'platformFee', amount: 199 },
        { entityName: 'Shipping', entityType: 'shippingCost', amount: 500 },
        { entityName: 'Discount', entityType: 'totalDiscount', amount: -441 },
      ],
      totals: [],
      totalAmount: 4668,
      totalPaid: 0,
      totalUnpaid: 4668,
      ...payment,
    },
    refunds: [],
  };
}

describe('checkout price summary: each amount once (spec §9 figures kept)', () => {
  it('an item shows its own price; platform fee, shipping and discount show once, from the typed totals', () => {
    const display = priceSummaryDisplay(order());
    const itemLines = display.items.flatMap((item) => item.lines.map((shown) => [shown.entityName, shown.amount.amount]));
    expect(itemLines).toEqual([['Comprehensive Metabolic Panel', 4410]]);
    expect(display.rows.map((row) => [row.label, row.amount.amount])).toEqual([
      ['pricing.shippingCost', 500],
      ['pricing.platformFee', 199],
      ['pricing.discount', 441],
      ['pricing.total', 4668],
      ['pricing.toPay', 4668],
    ]);
  });

  it.each([
    { name: 'wallet only', giftCardApplied: 0, walletApplied: 4668, paid: [['pricing.paidWallet', 4668]] },
    { name: 'gift card only', giftCardApplied: 4668, walletApplied: 0, paid: [['pricing.paidGiftCard', 4668]] },
    { name: 'both', giftCardApplied: 1000, walletApplied: 3668, paid: [['pricing.paidGiftCard', 1000], ['pricing.paidWallet', 3668]] },
  ])('what is paid is named by its source: $name', ({ giftCardApplied, walletApplied, paid }) => {
    const summary = order({ totalPaid: 4668, totalUnpaid: 0 });
    const display = priceSummaryDisplay({ ...summary, paymentSummary: { ...summary.paymentSummary, giftCardApplied, walletApplied } });
    const rows = display.rows.map((row) => [row.label, row.amount.amount]);
    expect(rows.filter(([label]) => String(label).startsWith('pricing.paid'))).toEqual(paid);
  });

  it('money paid beyond the gift card and wallet (a captured card) is "already charged"', () => {
    const summary = order({ totalPaid: 4668, totalUnpaid: 0 });
    const display = priceSummaryDisplay({ ...summary, paymentSummary: { ...summary.paymentSummary, giftCardApplied: 0, walletApplied: 668 } });
    expect(display.rows.filter((row) => row.label.startsWith('pricing.paid')).map((row) => [row.label, row.amount.amount])).toEqual([
      ['pricing.paidWallet', 668],
      ['pricing.paid', 4000],
    ]);
  });
});

describe('booking details: charged, held, still due at a glance', () => {
  const figuresOf = (summary: PricingSummary, hold: number) => bookingSummaryFigures({ summary, preAuthorized: money(hold, 'USD') });

  it('a hold of the whole amount is shown as the part of "still to pay" held on the card, not as a second amount', () => {
    expect(bookingPaymentRows(figuresOf(order(), 4668)).map((row) => [row.label, row.amount.amount, row.part])).toEqual([
      ['payment.toPay', 4668, false],
      ['payment.heldOnCard', 4668, true],
    ]);
  });

  it('charged, then what is due split into held and not held yet', () => {
    const rows = bookingPaymentRows(figuresOf(order({ totalPaid: 668, totalUnpaid: 4000 }), 3000));
    expect(rows.map((row) => [row.label, row.amount.amount, row.part])).toEqual([
      ['payment.charged', 668, false],
      ['payment.toPay', 4000, false],
      ['payment.heldOnCard', 3000, true],
      ['payment.notHeld', 1000, true],
    ]);
  });

  it('all paid: charged and nothing to pay, no hold row', () => {
    expect(bookingPaymentRows(figuresOf(order({ totalPaid: 4668, totalUnpaid: 0 }), 0)).map((row) => [row.label, row.amount.amount])).toEqual([
      ['payment.charged', 4668],
      ['payment.toPay', 0],
    ]);
  });

  it('a hold larger than what is owed shows only its excess on its own row', () => {
    const rows = bookingPaymentRows(figuresOf(order({ totalPaid: 0, totalUnpaid: 1000 }), 1500));
    expect(rows.map((row) => [row.label, row.amount.amount])).toEqual([
      ['payment.toPay', 1000],
      ['payment.heldOnCard', 1000],
      ['payment.heldBeyond', 500],
    ]);
  });

  it('the cost figures keep the spec §3 order and never include the payment figures', () => {
    expect(bookingCostRows(figuresOf(order(), 4668)).map((row) => row.label)).toEqual([
      'booking.consultationFee',
      'booking.serviceFee',
      'booking.shippingCost',
      'booking.platformFee',
      'booking.subtotal',
      'booking.discountTotal',
    ]);
  });
});

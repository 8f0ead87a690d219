import { describe, expect, it } from 'vitest';
import { bookingSummaryFigures, bookingSummaryRows } from '../../../src/domain/pricing/booking-summary.ts';
import { typedFeeTotal } from '../../../src/domain/pricing/fee-totals.ts';
import { MoneyError, type Money } from '../../../src/domain/pricing/money-value.ts';
import { bookingItemRows, feeLineRow, priceSummaryDisplay } from '../../../src/domain/pricing/price-summary.ts';
import type { FeeBreakupLine, FeeTotal, PricingSummary, PricingSummaryItem } from '../../../src/domain/pricing/pricing-summary-types.ts';
import { RECEPTIONIST_PRE_AUTHORIZATION } from '../../../src/domain/payments/pre-authorization.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const line = (entityName: string, entityType: string | null, amount: number, paid = 0): FeeBreakupLine => ({
  entityName,
  entityType,
  amount,
  paid,
  unpaid: amount - paid,
});

const item = (productId: string, productType: string, feeBreakup: FeeBreakupLine[]): PricingSummaryItem => ({
  categoryId: `cat-${productId}`,
  categoryName: `Category ${productId}`,
  productId,
  productName: `Product ${productId}`,
  productType,
  hasHCPApproval: false,
  feeBreakup,
});

const total = (entityName: string, entityType: string | null, amount: number): FeeTotal => ({ entityName, entityType, amount });

// A consultation ($49) and a medication ($120, shipping $10, a $15 promo discount) with a $3.50 platform fee;
// $49 already paid.
const summary: PricingSummary = {
  currencyCode: 'USD',
  items: [
    item('consult', 'CONSULTATION', [line('Consultation', null, 4900, 4900), line('Platform fee', 'platformFee', 350), line('Shipping', 'shippingCost', 0)]),
    item('med', 'MEDICATION', [line('Semaglutide', null, 12000), line('Shipping', 'shippingCost', 1000), line('Promo 1234', 'totalDiscount', -1500)]),
  ],
  paymentSummary: {
    feeBreakupTotals: [total('Discount', 'totalDiscount', -1500), total('Shipping', 'shippingCost', 1000), total('Platform fee', 'platformFee', 350)],
    totals: [total('Consultation', null, 4900), total('Semaglutide', null, 12000)],
    totalAmount: 16750,
    totalPaid: 4900,
    totalUnpaid: 11850,
  },
  refunds: [
    {
      id: 'r1',
      message: null,
      orderItemId: 'oi-1',
      refundAmount: -500,
      refundFor: 'shipping',
      refundReason: 'late',
      status: 'COMPLETED',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    },
  ],
};

const withTotals = (feeBreakupTotals: readonly FeeTotal[], overrides: Partial<PricingSummary['paymentSummary']> = {}): PricingSummary => ({
  ...summary,
  paymentSummary: { ...summary.paymentSummary, feeBreakupTotals, ...overrides },
});

describe('price summary fee lines (spec §9)', () => {
  it.each([
    { name: 'a zero amount is hidden', input: line('Shipping', 'shippingCost', 0), expected: null },
    { name: 'a positive amount is a charge', input: line('Consultation', null, 4900), expected: { entityName: 'Consultation', entityType: null, kind: 'charge', amount: usd(4900) } },
    { name: 'a negative amount is a positive discount', input: line('Promo', 'totalDiscount', -1500), expected: { entityName: 'Promo', entityType: 'totalDiscount', kind: 'discount', amount: usd(1500) } },
    { name: 'a negative untyped amount is a discount too', input: line('Loyalty', null, -1), expected: { entityName: 'Loyalty', entityType: null, kind: 'discount', amount: usd(1) } },
  ])('$name', ({ input, expected }) => {
    expect(feeLineRow(input, 'USD')).toEqual(expected);
  });

  it('booking items keep the API order and drop zero-amount lines only', () => {
    expect(bookingItemRows(summary).map((row) => [row.productId, row.lines.map((shown) => [shown.entityName, shown.kind, shown.amount.amount])])).toEqual([
      ['consult', [['Consultation', 'charge', 4900], ['Platform fee', 'charge', 350]]],
      ['med', [['Semaglutide', 'charge', 12000], ['Shipping', 'charge', 1000], ['Promo 1234', 'discount', 1500]]],
    ]);
  });

  it('an item whose lines are all zero stays with no lines', () => {
    const free = { ...summary, items: [item('free', 'PROGRAM', [line('Program', null, 0)])] };
    expect(bookingItemRows(free)).toEqual([{ categoryId: 'cat-free', categoryName: 'Category free', productId: 'free', productName: 'Product free', lines: [] }]);
  });

  it('refuses a float amount rather than showing it', () => {
    expect(() => feeLineRow(line('Bad', null, 49.99), 'USD')).toThrow(MoneyError);
  });
});

describe('price summary totals come from the typed totals and the payment summary (spec §9)', () => {
  it('the example order', () => {
    const display = priceSummaryDisplay(summary);
    expect({ discount: display.discount, shipping: display.shippingCost, platform: display.platformFee, total: display.total, paid: display.paid, toPay: display.toPay }).toEqual({
      discount: usd(1500),
      shipping: usd(1000),
      platform: usd(350),
      total: usd(16750),
      paid: usd(4900),
      toPay: usd(11850),
    });
    expect(display.rows.map((row) => [row.label, row.kind, row.amount.amount])).toEqual([
      ['pricing.shippingCost', 'charge', 1000],
      ['pricing.platformFee', 'charge', 350],
      ['pricing.discount', 'discount', 1500],
      ['pricing.total', 'total', 16750],
      ['pricing.paid', 'charge', 4900],
      ['pricing.toPay', 'total', 11850],
    ]);
    expect(display.refunds).toEqual([{ id: 'r1', orderItemId: 'oi-1', amount: usd(500), refundFor: 'shipping', refundReason: 'late', status: 'COMPLETED' }]);
  });

  it.each([
    { name: 'a discount stored negative', totals: [total('D', 'totalDiscount', -1500)], discount: 1500 },
    { name: 'a discount stored positive', totals: [total('D', 'totalDiscount', 1500)], discount: 1500 },
    { name: 'two totals of one type are added', totals: [total('D1', 'totalDiscount', -1000), total('D2', 'totalDiscount', -500)], discount: 1500 },
    { name: 'an untyped total named like a discount is not the discount', totals: [total('totalDiscount', null, -900)], discount: 0 },
    { name: 'no typed total is zero', totals: [], discount: 0 },
  ])('discount: $name', ({ totals, discount }) => {
    expect(priceSummaryDisplay(withTotals(totals)).discount).toEqual(usd(discount));
  });

  it('the total is totalAmount and to pay is totalUnpaid, not sums of the lines', () => {
    const display = priceSummaryDisplay(withTotals(summary.paymentSummary.feeBreakupTotals, { totalAmount: 1, totalPaid: 0, totalUnpaid: 2 }));
    expect([display.total, display.toPay]).toEqual([usd(1), usd(2)]);
  });

  it('zero shipping, platform fee, discount and paid rows are left out; total and to pay always shown', () => {
    const display = priceSummaryDisplay(withTotals([], { totalAmount: 0, totalPaid: 0, totalUnpaid: 0 }));
    expect(display.rows.map((row) => row.label)).toEqual(['pricing.total', 'pricing.toPay']);
    expect([display.shippingCost, display.platformFee]).toEqual([usd(0), usd(0)]);
  });

  it('typedFeeTotal reads only the given type', () => {
    expect(typedFeeTotal(summary, 'shippingCost')).toEqual(usd(1000));
    expect(typedFeeTotal(summary, 'platformFee')).toEqual(usd(350));
  });

  it('amounts take the summary currency', () => {
    expect(priceSummaryDisplay({ ...summary, currencyCode: 'eur' }).total).toEqual({ amount: 16750, currency: 'EUR' });
  });
});

describe('booking summary figures (spec §3)', () => {
  it('the example order, with the receptionist pre-authorization', () => {
    expect(bookingSummaryFigures({ summary, preAuthorized: RECEPTIONIST_PRE_AUTHORIZATION })).toEqual({
      consultationFee: usd(4900),
      serviceFee: usd(12000),
      shippingCost: usd(1000),
      platformFee: usd(350),
      subtotal: usd(18250),
      discountTotal: usd(1500),
      preAuthorized: usd(49000),
      alreadyCharged: usd(4900),
      toPay: usd(11850),
    });
  });

  it.each([
    { name: 'no hold', preAuthorized: undefined, expected: usd(0) },
    { name: 'a null hold', preAuthorized: null, expected: usd(0) },
    { name: 'a hold', preAuthorized: usd(49000), expected: usd(49000) },
  ])('pre-authorized: $name', ({ preAuthorized, expected }) => {
    expect(bookingSummaryFigures({ summary, preAuthorized }).preAuthorized).toEqual(expected);
  });

  it('refuses a hold in another currency', () => {
    expect(() => bookingSummaryFigures({ summary: { ...summary, currencyCode: 'EUR' }, preAuthorized: RECEPTIONIST_PRE_AUTHORIZATION })).toThrow(MoneyError);
  });

  it.each([
    { name: 'consultations only', items: [item('c1', 'CONSULTATION', [line('Fee', null, 2500)]), item('c2', 'CONSULTATION', [line('Fee', null, 2500)])], consultation: 5000, service: 0 },
    { name: 'services only', items: [item('l', 'LAB_TEST', [line('Lab', null, 8000)]), item('p', 'PROGRAM', [line('Plan', null, 2000)])], consultation: 0, service: 10000 },
    { name: 'typed lines are not fees of the item', items: [item('m', 'MEDICATION', [line('Med', null, 100), line('Ship', 'shippingCost', 900), line('Promo', 'totalDiscount', -50)])], consultation: 0, service: 100 },
    { name: 'no product type counts as a service', items: [{ ...item('x', 'X', [line('X', null, 700)]), productType: null }], consultation: 0, service: 700 },
    { name: 'no items', items: [], consultation: 0, service: 0 },
  ])('consultation and service fees: $name', ({ items, consultation, service }) => {
    const figures = bookingSummaryFigures({ summary: { ...summary, items } });
    expect([figures.consultationFee, figures.serviceFee]).toEqual([usd(consultation), usd(service)]);
  });

  it('rows follow the spec order with their label keys', () => {
    const rows = bookingSummaryRows(bookingSummaryFigures({ summary }));
    expect(rows.map((row) => [row.label, row.amount.amount])).toEqual([
      ['booking.consultationFee', 4900],
      ['booking.serviceFee', 12000],
      ['booking.shippingCost', 1000],
      ['booking.platformFee', 350],
      ['booking.subtotal', 18250],
      ['booking.discountTotal', 1500],
      ['booking.preAuthorized', 0],
      ['booking.alreadyCharged', 4900],
      ['booking.toPay', 11850],
    ]);
  });
});

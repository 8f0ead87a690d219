import { describe, expect, it } from 'vitest';
import { allocateProportionally, AllocationError } from '../../../src/domain/pricing/allocate.ts';
import { orderFeeLines, orderTotal, promoDiscount, type PricedItem, type PromoInput } from '../../../src/domain/pricing/order-lines.ts';
import { lineTotals, settleFeeLines, SettlementError } from '../../../src/domain/pricing/settle-lines.ts';
import { money } from '../../../src/domain/pricing/money-value.ts';
import { planCheckoutPayment, paidAtCheckout } from '../../../src/domain/payments/checkout-payment.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';

const usd = (amount: number) => money(amount, 'USD');
const tenPercent: PromoInput = { code: '2026', saving: { type: 'PERCENT', basisPoints: 1000 } };

describe('allocateProportionally: largest remainder, parts sum exactly', () => {
  it.each([
    { total: 100, weights: [1, 1, 1], parts: [34, 33, 33] },
    { total: 10, weights: [3, 3, 3], parts: [4, 3, 3] },
    { total: 2990, weights: [29900], parts: [2990] },
    { total: 7, weights: [5, 0, 5], parts: [4, 0, 3] },
    { total: 0, weights: [0, 0], parts: [0, 0] },
    { total: 5, weights: [1, 1], parts: [3, 2] },
    { total: 101, weights: [333, 333, 334], parts: [34, 33, 34] },
    { total: 9_000_000_000_000, weights: [9_000_000_000_000, 1], parts: [8_999_999_999_999, 1] },
  ])('$total over $weights', ({ total, weights, parts }) => {
    const result = allocateProportionally(total, weights);
    expect(result).toEqual(parts);
    expect(result.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('a part never exceeds its weight when the total fits', () => {
    const weights = [4900, 29900, 1, 3900, 2500];
    const total = weights.reduce((a, b) => a + b, 0);
    for (let t = total - 50; t <= total; t++) {
      allocateProportionally(t, weights).forEach((part, i) => expect(part).toBeLessThanOrEqual(weights[i] ?? 0));
    }
  });

  it.each([
    { total: 1, weights: [0, 0] },
    { total: -1, weights: [1] },
    { total: 1.5, weights: [1] },
    { total: 1, weights: [-1, 2] },
  ])('refuses $total over $weights', ({ total, weights }) => {
    expect(() => allocateProportionally(total, weights)).toThrow(AllocationError);
  });
});

describe('order fee lines (issue 4 pricing rules)', () => {
  const consult: PricedItem = { productName: 'Weight Loss Consultation', price: 4900, shippingCost: 0 };
  const semaglutide: PricedItem = { productName: 'Semaglutide Program', price: 29900, shippingCost: 1500 };
  const tretinoin: PricedItem = { productName: 'Tretinoin', price: 3500, shippingCost: 500 };

  it('price, shipping and the platform fee once on the first item; zero lines absent', () => {
    const lines = orderFeeLines({ currency: 'USD', items: [consult, semaglutide], platformFee: 199, promo: null });
    expect(lines).toEqual([
      [
        { entityName: 'Weight Loss Consultation', entityType: null, amount: 4900 },
        { entityName: 'Platform fee', entityType: 'platformFee', amount: 199 },
      ],
      [
        { entityName: 'Semaglutide Program', entityType: null, amount: 29900 },
        { entityName: 'Shipping', entityType: 'shippingCost', amount: 1500 },
      ],
    ]);
    expect(orderTotal(lines, 'USD')).toEqual(usd(36499));
  });

  it('no platform fee line when the business charges none', () => {
    const lines = orderFeeLines({ currency: 'USD', items: [consult], platformFee: 0, promo: null });
    expect(lines).toEqual([[{ entityName: 'Weight Loss Consultation', entityType: null, amount: 4900 }]]);
  });

  it('a promo discount on item prices only, split in proportion and summing exactly', () => {
    const items = [consult, semaglutide, tretinoin];
    const lines = orderFeeLines({ currency: 'USD', items, platformFee: 199, promo: tenPercent });
    const discounts = lines.map((l) => l.find((line) => line.entityType === 'totalDiscount'));
    // 10 % of 38300 (prices only, not shipping or the fee) = 3830, split 490 / 2990 / 350.
    expect(discounts).toEqual([
      { entityName: 'Promo 2026', entityType: 'totalDiscount', amount: -490 },
      { entityName: 'Promo 2026', entityType: 'totalDiscount', amount: -2990 },
      { entityName: 'Promo 2026', entityType: 'totalDiscount', amount: -350 },
    ]);
    expect(orderTotal(lines, 'USD')).toEqual(usd(38300 + 2000 + 199 - 3830));
  });

  it('uneven splits still sum to the whole discount', () => {
    const items = [1, 1, 1].map((_, i) => ({ productName: `P${i}`, price: 333, shippingCost: 0 }));
    const lines = orderFeeLines({ currency: 'USD', items, platformFee: 0, promo: { code: '7', saving: { type: 'AMOUNT', amount: 100 } } });
    const parts = lines.map((l) => l.find((line) => line.entityType === 'totalDiscount')?.amount);
    expect(parts).toEqual([-34, -33, -33]);
  });

  it('a fixed saving never makes an item negative', () => {
    const lines = orderFeeLines({ currency: 'USD', items: [tretinoin], platformFee: 199, promo: { code: '9', saving: { type: 'AMOUNT', amount: 99999 } } });
    expect(lines[0]).toContainEqual({ entityName: 'Promo 9', entityType: 'totalDiscount', amount: -3500 });
    expect(orderTotal(lines, 'USD')).toEqual(usd(500 + 199));
  });

  it.each([
    { subtotal: 4900, saving: { type: 'PERCENT', basisPoints: 1000 }, discount: 490 },
    { subtotal: 995, saving: { type: 'PERCENT', basisPoints: 1250 }, discount: 124 },
    { subtotal: 100, saving: { type: 'PERCENT', basisPoints: 20000 }, discount: 100 },
    { subtotal: 100, saving: { type: 'AMOUNT', amount: 30 }, discount: 30 },
  ] as const)('promoDiscount of $subtotal', ({ subtotal, saving, discount }) => {
    expect(promoDiscount(usd(subtotal), saving)).toEqual(usd(discount));
  });
});

describe('settling paid amounts over the lines', () => {
  const lines = orderFeeLines({
    currency: 'USD',
    items: [
      { productName: 'A', price: 29900, shippingCost: 1500 },
      { productName: 'B', price: 4900, shippingCost: 0 },
    ],
    platformFee: 199,
    promo: tenPercent,
  });
  const total = orderTotal(lines, 'USD').amount;

  it.each([0, 1, 5000, 29000, total - 1, total])('paid %i: per line paid + unpaid = amount, paid sums to the money paid', (paid) => {
    const settled = settleFeeLines(lines, paid);
    for (const line of settled.flat()) expect(line.paid + line.unpaid).toBe(line.amount);
    const sums = lineTotals(settled.flat());
    expect(sums).toMatchObject({ totalAmount: total, totalPaid: paid, totalUnpaid: total - paid });
  });

  it('fully paid: nothing unpaid on any line; nothing paid: discounts settle themselves', () => {
    expect(settleFeeLines(lines, total).flat().every((line) => line.unpaid === 0)).toBe(true);
    const unpaid = settleFeeLines(lines, 0).flat();
    expect(unpaid.filter((line) => line.amount > 0).every((line) => line.paid + line.unpaid === line.amount)).toBe(true);
    expect(unpaid.filter((line) => line.amount < 0).every((line) => line.paid === line.amount && line.unpaid === 0)).toBe(true);
  });

  it('refuses paying more than the total or a negative amount', () => {
    expect(() => settleFeeLines(lines, total + 1)).toThrow(SettlementError);
    expect(() => settleFeeLines(lines, -1)).toThrow(SettlementError);
  });

  it('totals per type and per name, zero totals left out', () => {
    const sums = lineTotals(settleFeeLines(lines, 0).flat());
    expect(sums.feeBreakupTotals).toEqual([
      { entityName: 'Items', entityType: null, amount: 34800 },
      { entityName: 'Shipping', entityType: 'shippingCost', amount: 1500 },
      { entityName: 'Platform fee', entityType: 'platformFee', amount: 199 },
      { entityName: 'Discount', entityType: 'totalDiscount', amount: -3480 },
    ]);
    expect(sums.totals).toEqual([
      { entityName: 'A', entityType: null, amount: 29900 },
      { entityName: 'Shipping', entityType: 'shippingCost', amount: 1500 },
      { entityName: 'Platform fee', entityType: 'platformFee', amount: 199 },
      { entityName: 'Promo 2026', entityType: 'totalDiscount', amount: -3480 },
      { entityName: 'B', entityType: null, amount: 4900 },
    ]);
  });
});

describe('planCheckoutPayment: gift card, then wallet, then card or cash', () => {
  it.each([
    { method: 'CARD', total: 5000, gift: null, wallet: 9999, expected: { giftCard: 0, wallet: 0, card: 5000, cash: 0 } },
    { method: 'CARD', total: 5000, gift: 2000, wallet: 9999, expected: { giftCard: 2000, wallet: 0, card: 3000, cash: 0 } },
    { method: 'CARD', total: 5000, gift: 8000, wallet: 0, expected: { giftCard: 5000, wallet: 0, card: 0, cash: 0 } },
    { method: 'WALLET_CARD', total: 5000, gift: 1000, wallet: 1500, expected: { giftCard: 1000, wallet: 1500, card: 2500, cash: 0 } },
    { method: 'WALLET', total: 5000, gift: 1000, wallet: 4000, expected: { giftCard: 1000, wallet: 4000, card: 0, cash: 0 } },
    { method: 'WALLET_CASH', total: 5000, gift: null, wallet: 1000, expected: { giftCard: 0, wallet: 1000, card: 0, cash: 4000 } },
    { method: 'CASH', total: 5000, gift: 0, wallet: 1000, expected: { giftCard: 0, wallet: 0, card: 0, cash: 5000 } },
    { method: 'WALLET', total: 0, gift: null, wallet: 0, expected: { giftCard: 0, wallet: 0, card: 0, cash: 0 } },
  ] as const)('$method, total $total, gift card $gift, wallet $wallet', ({ method, total, gift, wallet, expected }) => {
    const plan = planCheckoutPayment({ method, total: usd(total), giftCardBalance: gift === null ? null : usd(gift), walletBalance: usd(wallet) });
    expect(plan).toEqual({ giftCard: usd(expected.giftCard), wallet: usd(expected.wallet), card: usd(expected.card), cash: usd(expected.cash) });
    expect(paidAtCheckout(plan)).toEqual(usd(expected.giftCard + expected.wallet));
  });

  it('WALLET alone must cover what the gift card leaves', () => {
    const run = () => planCheckoutPayment({ method: 'WALLET', total: usd(5000), giftCardBalance: usd(1000), walletBalance: usd(3999) });
    expect(run).toThrow(PaymentRuleError);
    expect(run).toThrow(/INSUFFICIENT_WALLET_BALANCE/);
  });
});

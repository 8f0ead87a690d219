// Issue 13: the cart showed no prices and no total. Each item at its price at the location, the shipping of the
// items that ship, and their sum; no sum while a price is unknown (a wrong total is worse than none).
import { describe, expect, it } from 'vitest';
import { cartPriceSummary } from '../../../src/domain/cart/cart-prices.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const offers = [
  { productId: 'cmp', price: 4410, shippingCost: 0, currencyCode: 'USD' },
  { productId: 'sema', price: 29900, shippingCost: 1500, currencyCode: 'USD' },
  { productId: 'hair', price: 4900, shippingCost: 0, currencyCode: 'USD' },
];

describe('cart prices', () => {
  it('each item at its price, shipping and the subtotal', () => {
    expect(cartPriceSummary(['sema', 'cmp'], offers)).toEqual({
      lines: [
        { productId: 'sema', price: usd(29900) },
        { productId: 'cmp', price: usd(4410) },
      ],
      shipping: usd(1500),
      total: usd(35810),
    });
  });

  it('no shipping when nothing ships', () => {
    expect(cartPriceSummary(['cmp'], offers)).toMatchObject({ shipping: usd(0), total: usd(4410) });
  });

  it('no total while an item has no price here (not offered at this location)', () => {
    expect(cartPriceSummary(['cmp', 'gone'], offers)).toMatchObject({ lines: [{ productId: 'cmp', price: usd(4410) }, { productId: 'gone', price: null }], total: null });
  });

  it('nothing to show before the prices are known', () => {
    expect(cartPriceSummary(['cmp'], [])).toBeNull();
  });
});

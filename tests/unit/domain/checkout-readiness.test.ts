import { describe, expect, test } from 'vitest';
import { checkoutBlockers, checkoutItemInputs, type CheckoutReadinessInput } from '../../../src/domain/checkout/checkout-readiness.ts';

const ready: CheckoutReadinessInput = {
  itemCount: 1,
  preAssessmentPending: false,
  shippingAddressId: 'ship',
  shippingAddressServed: true,
  billingAddressId: 'bill',
  paymentMethod: 'CARD',
  paymentCardId: 'card',
  dueAfterGiftCard: 5000,
  walletBalance: 0,
};

describe('checkoutBlockers', () => {
  test.each<{ name: string; change: Partial<CheckoutReadinessInput>; blockers: string[] }>([
    { name: 'everything chosen', change: {}, blockers: [] },
    { name: 'an empty cart', change: { itemCount: 0 }, blockers: ['emptyCart'] },
    { name: 'a pending pre-assessment', change: { preAssessmentPending: true }, blockers: ['preAssessmentPending'] },
    { name: 'no shipping address', change: { shippingAddressId: null }, blockers: ['shippingAddressRequired'] },
    { name: 'a shipping address outside the served states', change: { shippingAddressServed: false }, blockers: ['shippingAddressNotServiced'] },
    { name: 'card without billing address', change: { billingAddressId: null }, blockers: ['billingAddressRequired'] },
    { name: 'card without a card', change: { paymentCardId: null }, blockers: ['paymentCardRequired'] },
    { name: 'wallet + card needs both too', change: { paymentMethod: 'WALLET_CARD', billingAddressId: null, paymentCardId: null }, blockers: ['billingAddressRequired', 'paymentCardRequired'] },
    { name: 'wallet alone needs no card or billing address', change: { paymentMethod: 'WALLET', billingAddressId: null, paymentCardId: null, walletBalance: 5000 }, blockers: [] },
    { name: 'wallet alone that does not cover the rest', change: { paymentMethod: 'WALLET', walletBalance: 4999 }, blockers: ['walletInsufficient'] },
    { name: 'wallet alone while amounts are unknown', change: { paymentMethod: 'WALLET', walletBalance: null }, blockers: [] },
    { name: 'wallet + card with a small wallet is fine', change: { paymentMethod: 'WALLET_CARD', walletBalance: 100 }, blockers: [] },
  ])('$name', ({ change, blockers }) => {
    expect(checkoutBlockers({ ...ready, ...change })).toEqual(blockers);
  });
});

describe('checkoutItemInputs', () => {
  test('each item with its first category and its answers; an item without category is left out', () => {
    expect(
      checkoutItemInputs([
        { product: { id: 'p1', categories: [{ id: 'c1' }, { id: 'c2' }] }, formResponseIds: ['r1'] },
        { product: { id: 'p2', categories: [] }, formResponseIds: [] },
        { product: { id: 'p3', categories: [{ id: 'c3' }] }, formResponseIds: [] },
      ]),
    ).toEqual([
      { productId: 'p1', categoryId: 'c1', formResponseIds: ['r1'] },
      { productId: 'p3', categoryId: 'c3', formResponseIds: [] },
    ]);
  });
});

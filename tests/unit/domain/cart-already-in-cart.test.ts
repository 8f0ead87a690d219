// Issue 13: adding a product the cart already holds asked 'Replace it with Comprehensive Metabolic Panel?'.
// The same product again is 'already in your cart' (no replacement offered, no cart error recorded); another
// product of its category still asks to replace; the earlier rules (state, existing booking) still come first.
import { describe, expect, it } from 'vitest';
import { checkCanAddToCart, type CanAddToCartInput } from '../../../src/domain/cart/can-add-to-cart.ts';
import { newCartItem } from '../../../src/domain/cart/cart-operations.ts';
import type { CartProduct } from '../../../src/domain/cart/cart-types.ts';

const labWorkflow = { id: 'lab', initial: 'collect', states: { collect: { tags: ['SPLab'], on: { DONE: 'done' } }, done: { type: 'final' } } };

const product = (id: string): CartProduct => ({ id, name: `Product ${id}`, categories: [{ id: 'lab-tests' }], forms: [] });

const base: CanAddToCartInput = {
  product: product('cmp'),
  cartItems: [newCartItem(product('cmp'), labWorkflow)],
  selectedAddressState: 'NY',
  allowedStates: ['NY'],
  duplicateCheck: { isDuplicate: false, existingOrderItem: null },
  workflowVersions: [{ id: 'v1', currentFlag: true, feConfiguration: JSON.stringify(labWorkflow) }],
  now: 1000,
};

describe('adding a product the cart already holds', () => {
  it('says it is already in the cart, without an error or a replacement', () => {
    expect(checkCanAddToCart(base)).toEqual({ allowed: false, reason: 'alreadyInCart' });
  });

  it('another product of the same category still asks to replace', () => {
    expect(checkCanAddToCart({ ...base, product: product('lipid') })).toMatchObject({ allowed: false, reason: 'cannotAddItemsFromSameCategory', replaces: 'cmp' });
  });

  it('an existing booking of it is still said first (its dialog offers to remove it from the cart)', () => {
    const existingOrderItem = { displayId: 'CB-1-1', orderId: 'o1', productId: 'cmp', status: 'OrderCreated', productName: 'Product cmp', createdAt: '2026-01-01T00:00:00Z' };
    expect(checkCanAddToCart({ ...base, duplicateCheck: { isDuplicate: true, existingOrderItem } })).toMatchObject({ reason: 'existingBooking' });
  });

  it('a state the location does not serve is still said first', () => {
    expect(checkCanAddToCart({ ...base, selectedAddressState: 'CA' })).toMatchObject({ reason: 'notAllowedState' });
  });
});


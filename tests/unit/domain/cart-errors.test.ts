import { describe, expect, it } from 'vitest';
import { addCartError, cartErrorId, clearItemErrors, findCartError, firstIncompleteItem, makeCartError } from '../../../src/domain/cart/cart-errors.ts';
import { newCartItem } from '../../../src/domain/cart/cart-operations.ts';
import type { CartError, CartItem } from '../../../src/domain/cart/cart-types.ts';

function item(id: string, categoryId: string, flags: Partial<Pick<CartItem, 'expanded' | 'completed'>> = {}): CartItem {
  return { ...newCartItem({ id, name: id, categories: [{ id: categoryId }] }, null), ...flags };
}

const notAllowed = (productId: string, timestamp: number) =>
  makeCartError('notAllowedState', productId, { selectedState: 'CA', allowedStates: ['NY'] }, timestamp);
const existing = (productId: string, timestamp: number) => makeCartError('existingBooking', productId, { existingOrderItem: null }, timestamp);

describe('cart errors are keyed by type and product (spec §4 "Cart")', () => {
  it('the id is type and product', () => {
    expect(notAllowed('p1', 1)).toEqual({
      id: 'notAllowedState:p1',
      type: 'notAllowedState',
      productId: 'p1',
      timestamp: 1,
      metadata: { selectedState: 'CA', allowedStates: ['NY'] },
    });
    expect(cartErrorId('existingBooking', 'p2')).toBe('existingBooking:p2');
  });

  it.each([
    { name: 'into an empty list', before: [], add: notAllowed('p1', 1), expected: [notAllowed('p1', 1)] },
    { name: 'a newer error of the same type and product replaces the older', before: [notAllowed('p1', 1), existing('p1', 1)], add: notAllowed('p1', 2), expected: [existing('p1', 1), notAllowed('p1', 2)] },
    { name: 'another type of the same product is kept', before: [existing('p1', 1)], add: notAllowed('p1', 2), expected: [existing('p1', 1), notAllowed('p1', 2)] },
    { name: 'the same type of another product is kept', before: [notAllowed('p2', 1)], add: notAllowed('p1', 2), expected: [notAllowed('p2', 1), notAllowed('p1', 2)] },
  ])('addCartError $name', ({ before, add, expected }) => {
    expect(addCartError(before, add)).toEqual(expected);
  });

  it('clearItemErrors drops every error of the product only', () => {
    const errors: CartError[] = [notAllowed('p1', 1), existing('p1', 1), existing('p2', 1)];
    expect(clearItemErrors(errors, 'p1')).toEqual([existing('p2', 1)]);
    expect(clearItemErrors(errors, 'p3')).toEqual(errors);
  });

  it('findCartError finds by type and product', () => {
    const errors = [notAllowed('p1', 1), existing('p2', 3)];
    expect(findCartError(errors, 'existingBooking', 'p2')?.metadata).toEqual({ existingOrderItem: null });
    expect(findCartError(errors, 'existingBooking', 'p1')).toBeUndefined();
  });
});

describe('firstIncompleteItem', () => {
  it.each([
    { name: 'the first not completed', items: [item('a', 'c1', { completed: true }), item('b', 'c2'), item('c', 'c3')], expected: 'b' },
    { name: 'the first when none is completed', items: [item('a', 'c1'), item('b', 'c2')], expected: 'a' },
    { name: 'none when all are completed', items: [item('a', 'c1', { completed: true })], expected: undefined },
    { name: 'none in an empty cart', items: [], expected: undefined },
  ])('$name', ({ items, expected }) => {
    expect(firstIncompleteItem(items)?.product.id).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { makeCartError } from '../../../src/domain/cart/cart-errors.ts';
import {
  addItem,
  clearCart,
  completeItem,
  expandFirstIncomplete,
  newCartItem,
  removeItem,
  replaceItem,
  setItemExpanded,
  setSingleItem,
  updateItem,
} from '../../../src/domain/cart/cart-operations.ts';
import type { CartItem, CartState } from '../../../src/domain/cart/cart-types.ts';

function item(id: string, categoryId: string, flags: Partial<Pick<CartItem, 'expanded' | 'completed'>> = {}): CartItem {
  return { ...newCartItem({ id, name: id, categories: [{ id: categoryId }, { id: 'shared' }] }, null), ...flags };
}

const existing = (productId: string) => makeCartError('existingBooking', productId, { existingOrderItem: null }, 1);
const sameCategory = (productId: string, existingProductId: string) =>
  makeCartError('cannotAddItemsFromSameCategory', productId, { categoryId: 'weightloss', existingProductId }, 2);

const sema = item('sema', 'weightloss');
const minox = item('minox', 'haircare');
const labs = item('labs', 'labs');
const cart: CartState = { items: [sema, minox, labs], errors: [existing('sema'), existing('minox'), sameCategory('tirz', 'sema')] };

const ids = (state: CartState): string[] => state.items.map((entry) => entry.product.id);
const errorIds = (state: CartState): string[] => state.errors.map((error) => error.id);
const expanded = (state: CartState): string[] => state.items.filter((entry) => entry.expanded).map((entry) => entry.product.id);

describe('cart operations (spec §4 "Cart"), pure', () => {
  it('newCartItem starts collapsed, not completed, without responses', () => {
    expect(newCartItem({ id: 'p', name: 'P', categories: [] }, null)).toEqual({
      product: { id: 'p', name: 'P', categories: [] },
      expanded: false,
      completed: false,
      formResponseIds: [],
      activeWorkflow: null,
    });
  });

  it.each([
    { name: 'appends a new product', add: item('skin', 'skin'), expected: ['sema', 'minox', 'labs', 'skin'] },
    { name: 'replaces the same product where it stands', add: item('minox', 'haircare', { completed: true }), expected: ['sema', 'minox', 'labs'] },
  ])('addItem $name', ({ add, expected }) => {
    const next = addItem(cart, add);
    expect(ids(next)).toEqual(expected);
    expect(next.items.find((entry) => entry.product.id === add.product.id)).toBe(add);
    expect(next.errors).toBe(cart.errors);
  });

  it('updateItem changes only the named item; an unknown product changes nothing', () => {
    const next = updateItem(cart, 'minox', { formResponseIds: ['r1'], completed: true });
    expect(next.items[1]).toEqual({ ...minox, formResponseIds: ['r1'], completed: true });
    expect(next.items[0]).toBe(sema);
    expect(updateItem(cart, 'nope', { completed: true })).toBe(cart);
  });

  it('removeItem removes the item and clears its errors only', () => {
    const next = removeItem(cart, 'sema');
    expect(ids(next)).toEqual(['minox', 'labs']);
    expect(errorIds(next)).toEqual(['existingBooking:minox', 'cannotAddItemsFromSameCategory:tirz']);
  });

  it('replaceItem swaps the item of the same first category in place and clears both products\' errors', () => {
    const tirz = item('tirz', 'weightloss');
    const next = replaceItem(cart, tirz);
    expect(ids(next)).toEqual(['tirz', 'minox', 'labs']);
    expect(errorIds(next)).toEqual(['existingBooking:minox']);
  });

  it('replaceItem only looks at first categories; with no match it adds', () => {
    // Every fixture item also has the second category 'shared', which must not count.
    const next = replaceItem(cart, item('other', 'shared'));
    expect(ids(next)).toEqual(['sema', 'minox', 'labs', 'other']);
  });

  it('replaceItem with a product already elsewhere in the cart keeps one entry for it', () => {
    const movedSema = newCartItem({ id: 'sema', name: 'sema', categories: [{ id: 'haircare' }] }, null);
    expect(ids(replaceItem(cart, movedSema))).toEqual(['sema', 'labs']);
  });

  it('clearCart empties items and errors', () => {
    expect(clearCart()).toEqual({ items: [], errors: [] });
  });

  it('setSingleItem keeps only that item and clears the displaced items\' errors', () => {
    const next = setSingleItem(cart, minox);
    expect(ids(next)).toEqual(['minox']);
    expect(errorIds(next)).toEqual(['existingBooking:minox', 'cannotAddItemsFromSameCategory:tirz']);
  });

  it.each([
    { name: 'expanding one collapses the others', start: [item('a', 'x', { expanded: true }), item('b', 'y')], id: 'b', open: true, expected: ['b'] },
    { name: 'collapsing leaves the others', start: [item('a', 'x', { expanded: true }), item('b', 'y', { expanded: true })], id: 'a', open: false, expected: ['b'] },
  ])('setItemExpanded: $name', ({ start, id, open, expected }) => {
    expect(expanded(setItemExpanded({ items: start, errors: [] }, id, open))).toEqual(expected);
  });

  it.each([
    { name: 'the first incomplete item opens', start: [item('a', 'x', { completed: true, expanded: true }), item('b', 'y'), item('c', 'z', { expanded: true })], expected: ['b'] },
    { name: 'nothing opens when all are completed', start: [item('a', 'x', { completed: true, expanded: true })], expected: [] },
  ])('expandFirstIncomplete (opening the cart): $name', ({ start, expected }) => {
    expect(expanded(expandFirstIncomplete({ items: start, errors: [] }))).toEqual(expected);
  });

  it('completeItem marks it completed and moves to the next incomplete item', () => {
    const start: CartState = { items: [item('a', 'x', { expanded: true }), item('b', 'y')], errors: [] };
    const next = completeItem(start, 'a');
    expect(next.items.map((entry) => [entry.product.id, entry.completed, entry.expanded])).toEqual([
      ['a', true, false],
      ['b', false, true],
    ]);
    expect(completeItem(start, 'nope')).toBe(start);
  });

  it('never mutates its input', () => {
    const frozen: CartState = Object.freeze({ items: Object.freeze([...cart.items]), errors: Object.freeze([...cart.errors]) });
    removeItem(frozen, 'sema');
    replaceItem(frozen, item('tirz', 'weightloss'));
    completeItem(frozen, 'sema');
    expect(ids(frozen)).toEqual(['sema', 'minox', 'labs']);
    expect(frozen.errors).toHaveLength(3);
  });
});

import { clearItemErrors } from './cart-errors.ts';
import { firstCategoryId, type CartItem, type CartProduct, type CartState } from './cart-types.ts';

/**
 * The cart's operations (spec §4 "Cart") as pure functions: each returns a new state and never mutates its
 * input, so the valtio store can assign the result. Items are identified by product id.
 */

/** A new cart line for the product: collapsed, not completed, no form responses yet. */
export function newCartItem<P extends CartProduct>(product: P, activeWorkflow: CartItem<P>['activeWorkflow']): CartItem<P> {
  return { product, expanded: false, completed: false, formResponseIds: [], activeWorkflow };
}

/** Adds the item at the end; an item of the same product already in the cart is replaced where it stands. */
export function addItem<P extends CartProduct>(state: CartState<P>, item: CartItem<P>): CartState<P> {
  const index = state.items.findIndex((existing) => existing.product.id === item.product.id);
  if (index === -1) return { ...state, items: [...state.items, item] };
  return { ...state, items: state.items.map((existing, at) => (at === index ? item : existing)) };
}

export type CartItemChanges<P extends CartProduct> = Partial<Omit<CartItem<P>, 'product'>> & { readonly product?: P };

/** Changes fields of the product's item; nothing happens when it is not in the cart. */
export function updateItem<P extends CartProduct>(state: CartState<P>, productId: string, changes: CartItemChanges<P>): CartState<P> {
  if (!state.items.some((item) => item.product.id === productId)) return state;
  return { ...state, items: state.items.map((item) => (item.product.id === productId ? { ...item, ...changes } : item)) };
}

/** Removes the product's item and clears its errors. */
export function removeItem<P extends CartProduct>(state: CartState<P>, productId: string): CartState<P> {
  return { items: state.items.filter((item) => item.product.id !== productId), errors: clearItemErrors(state.errors, productId) };
}

/**
 * Swaps the item of the same first category for the new one, in its place (the user has agreed to replace
 * it), clearing the errors of both the old and the new product. With no such item the new one is added.
 */
export function replaceItem<P extends CartProduct>(state: CartState<P>, item: CartItem<P>): CartState<P> {
  const categoryId = firstCategoryId(item.product);
  const index = categoryId === undefined ? -1 : state.items.findIndex((existing) => firstCategoryId(existing.product) === categoryId);
  const errors = clearItemErrors(state.errors, item.product.id);
  if (index === -1) return addItem({ ...state, errors }, item);
  const replaced = state.items[index];
  const items = state.items
    .map((existing, at) => (at === index ? item : existing))
    .filter((existing, at) => at === index || existing.product.id !== item.product.id);
  return { items, errors: replaced ? clearItemErrors(errors, replaced.product.id) : errors };
}

/** Empties the cart, errors included (also what a change of business or location does). */
export function clearCart<P extends CartProduct>(): CartState<P> {
  return { items: [], errors: [] };
}

/** Makes the item the cart's only one; the errors of the items it displaces are cleared. */
export function setSingleItem<P extends CartProduct>(state: CartState<P>, item: CartItem<P>): CartState<P> {
  const displaced = state.items.filter((existing) => existing.product.id !== item.product.id);
  const errors = displaced.reduce((remaining, existing) => clearItemErrors(remaining, existing.product.id), state.errors);
  return { items: [item], errors };
}

/** Expands the product's item and collapses the others (one open item at a time), or collapses it. */
export function setItemExpanded<P extends CartProduct>(state: CartState<P>, productId: string, expanded: boolean): CartState<P> {
  if (!state.items.some((item) => item.product.id === productId)) return state;
  return {
    ...state,
    items: state.items.map((item) => (item.product.id === productId ? { ...item, expanded } : expanded ? { ...item, expanded: false } : item)),
  };
}

/** Opening the cart: the first incomplete item is expanded, every other collapsed (none open when all are done). */
export function expandFirstIncomplete<P extends CartProduct>(state: CartState<P>): CartState<P> {
  const target = state.items.find((item) => !item.completed);
  return { ...state, items: state.items.map((item) => ({ ...item, expanded: item === target })) };
}

/** Marks the product's item completed and moves on: it collapses and the first incomplete item opens. */
export function completeItem<P extends CartProduct>(state: CartState<P>, productId: string): CartState<P> {
  if (!state.items.some((item) => item.product.id === productId)) return state;
  return expandFirstIncomplete(updateItem(state, productId, { completed: true }));
}

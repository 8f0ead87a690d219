import type { CartError, CartErrorMetadata, CartErrorType, CartItem, CartProduct } from './cart-types.ts';

export function cartErrorId(type: CartErrorType, productId: string): string {
  return `${type}:${productId}`;
}

/** Builds a cart error keyed by its type and product. */
export function makeCartError<T extends CartErrorType>(type: T, productId: string, metadata: CartErrorMetadata[T], timestamp: number): CartError {
  // The mapped union cannot be narrowed from a generic T; the fields match CartErrorOf<T> by construction.
  return { id: cartErrorId(type, productId), type, productId, timestamp, metadata } as CartError;
}

/** Adds the error, replacing an older one of the same type for the same product (spec §4 "Cart"). */
export function addCartError(errors: readonly CartError[], error: CartError): CartError[] {
  return [...errors.filter((existing) => !(existing.type === error.type && existing.productId === error.productId)), error];
}

/** Drops every error of the product, as removing or replacing its item does. */
export function clearItemErrors(errors: readonly CartError[], productId: string): CartError[] {
  return errors.filter((error) => error.productId !== productId);
}

/** The product's error of that type, if any. */
export function findCartError<T extends CartErrorType>(errors: readonly CartError[], type: T, productId: string): Extract<CartError, { type: T }> | undefined {
  return errors.find((error): error is Extract<CartError, { type: T }> => error.type === type && error.productId === productId);
}

/** The first item not yet completed, in cart order: opening the cart moves to it. */
export function firstIncompleteItem<P extends CartProduct>(items: readonly CartItem<P>[]): CartItem<P> | undefined {
  return items.find((item) => !item.completed);
}

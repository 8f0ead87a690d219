// The cart's actions: each a thin call to a pure operation of src/domain/cart on the store's state.
import { addCartError } from '../../domain/cart/cart-errors.ts';
import {
  addItem,
  completeItem,
  expandFirstIncomplete,
  removeItem,
  replaceItem,
  setItemExpanded,
  setSingleItem,
  updateItem,
  type CartItemChanges,
} from '../../domain/cart/cart-operations.ts';
import type { CartError } from '../../domain/cart/cart-types.ts';
import type { CartStore, CartStoreItem, CartStoreProduct, Rebooking } from './create-cart-store.ts';

export function createCartActions({ cart, state, apply, clear }: CartStore) {
  return {
    add: (item: CartStoreItem) => apply(addItem(state(), item)),
    update: (productId: string, changes: CartItemChanges<CartStoreProduct>) => apply(updateItem(state(), productId, changes)),
    remove: (productId: string) => apply(removeItem(state(), productId)),
    replace: (item: CartStoreItem) => apply(replaceItem(state(), item)),
    clear,
    setSingleItem: (item: CartStoreItem) => apply(setSingleItem(state(), item)),
    setExpanded: (productId: string, expanded: boolean) => apply(setItemExpanded(state(), productId, expanded)),
    openFirstIncomplete: () => apply(expandFirstIncomplete(state())),
    complete: (productId: string) => apply(completeItem(state(), productId)),
    addError: (error: CartError) => {
      cart.errors = addCartError(cart.errors, error);
    },
    setRebooking: (rebooking: Rebooking | null) => {
      cart.rebooking = rebooking;
    },
  };
}

// The app's one cart: persisted to IndexedDB (idb-keyval, already part of the shell for the query cache),
// emptied when the business or location changes and on sign-out. Small on purpose: the header's CartLink
// imports it, so nothing more may be imported here (the actions live in app-cart-actions.ts).
import { del, get, set } from 'idb-keyval';
import { useSnapshot } from 'valtio';
import { businessContext, onBusinessChange } from '../business-context.ts';
import { onSignOut } from '../session.ts';
import { createCartStore } from './create-cart-store.ts';

const store = createCartStore({
  storage: typeof indexedDB === 'undefined' ? null : { get, set, del },
  currentCodes: () => ({ businessCode: businessContext.businessCode, locationCode: businessContext.locationCode }),
  onBusinessChange,
  onSignOut,
});

/** Internal to the cart feature: app-cart-actions.ts builds the actions on it. */
export const cartStore = store;
export const cart = store.cart;

/** Settles once the stored cart has been read; the cart and assessment routes await it in their loaders. */
export function cartReady(): Promise<void> {
  return store.ready;
}

export function useCart() {
  return useSnapshot(cart);
}

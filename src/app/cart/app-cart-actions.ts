// The app cart's actions, loaded by the screens that change the cart (not by the header's count).
import { createCartActions } from './cart-actions.ts';
import { cartStore } from './cart-store.ts';

export const cartActions = createCartActions(cartStore);

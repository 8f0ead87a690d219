// The client-side cart (spec §3, §4 "Cart") as a valtio proxy over the domain's CartState, with its persistence
// and clearing triggers. The actions (cart-actions.ts) are thin calls to the pure operations of src/domain/cart,
// kept apart so the header's cart count does not load them. Built by a factory so tests can give it a memory
// storage and their own business-change and sign-out hooks.
import { proxy, snapshot, subscribe } from 'valtio';
import type { CartError, CartItem, CartProduct, CartState } from '../../domain/cart/cart-types.ts';

/** What the cart keeps of a product: the rules' fields plus a picture for the cart line. */
export type CartStoreProduct = CartProduct & { readonly imageUrl?: string | null };

export type CartStoreItem = CartItem<CartStoreProduct>;

/** A rebooking keeps the chosen time slot (spec §4 "Cart"); it lives for the page only. */
export type Rebooking = { readonly hcpTimeSlot: string };

export type CartStoreState = {
  items: readonly CartStoreItem[];
  errors: readonly CartError[];
  rebooking: Rebooking | null;
  /** True once the stored cart has been read (or found absent). */
  hydrated: boolean;
};

/** The stored shape: the items only, tagged with the business and location they were chosen at. */
export type StoredCart = {
  readonly version: 1;
  readonly businessCode: string | null;
  readonly locationCode: string | null;
  readonly items: readonly CartStoreItem[];
};

export type CartStorage = {
  get(key: string): Promise<unknown>;
  set(key: string, value: StoredCart): Promise<void>;
  del(key: string): Promise<void>;
};

export type BusinessCodes = { readonly businessCode: string | null; readonly locationCode: string | null };

export type CartStoreOptions = {
  readonly storage: CartStorage | null;
  /** The business and location being visited now. */
  readonly currentCodes: () => BusinessCodes;
  readonly onBusinessChange: (listener: () => void) => unknown;
  readonly onSignOut: (listener: () => void) => unknown;
};

export const CART_STORAGE_KEY = 'carebook-cart';

function isStoredCart(value: unknown): value is StoredCart {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1 && Array.isArray((value as { items?: unknown }).items);
}

export function createCartStore(options: CartStoreOptions) {
  const cart = proxy<CartStoreState>({ items: [], errors: [], rebooking: null, hydrated: false });
  let clearedBeforeHydration = false;

  const state = (): CartState<CartStoreProduct> => ({ items: cart.items, errors: cart.errors });
  const apply = (next: CartState<CartStoreProduct>): void => {
    cart.items = next.items;
    cart.errors = next.errors;
  };

  async function persist(): Promise<void> {
    if (!options.storage) return;
    const { items } = snapshot(cart);
    try {
      if (items.length === 0) await options.storage.del(CART_STORAGE_KEY);
      else await options.storage.set(CART_STORAGE_KEY, { version: 1, ...options.currentCodes(), items });
    } catch {
      // Storage full or unavailable: the cart still works for this page.
    }
  }

  async function hydrate(): Promise<void> {
    try {
      const stored = options.storage ? await options.storage.get(CART_STORAGE_KEY) : undefined;
      const codes = options.currentCodes();
      // A cart chosen at another business or location is not this visit's cart (spec: cleared on a change).
      const sameVisit = isStoredCart(stored) && stored.businessCode === codes.businessCode && stored.locationCode === codes.locationCode;
      if (!clearedBeforeHydration && sameVisit) {
        // Items added before the stored cart was read stay, after the stored ones.
        const added = cart.items;
        cart.items = [...stored.items.filter((item) => !added.some((fresh) => fresh.product.id === item.product.id)), ...added];
      }
    } catch {
      // Unreadable store: start with an empty cart rather than not at all.
    } finally {
      cart.hydrated = true;
      subscribe(cart, () => void persist());
      await persist();
    }
  }

  // The domain's clearCart, inlined: this file stays free of the operations (see above).
  function clear(): void {
    if (!cart.hydrated) clearedBeforeHydration = true;
    apply({ items: [], errors: [] });
    cart.rebooking = null;
  }

  options.onBusinessChange(clear);
  options.onSignOut(clear);

  /** Settles once the stored cart is in memory: routes that show the cart await it (spec §3). */
  const ready: Promise<void> = hydrate();

  return { cart, ready, state, apply, clear };
}

export type CartStore = ReturnType<typeof createCartStore>;

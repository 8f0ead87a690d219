import { describe, expect, it } from 'vitest';
import { makeCartError } from '../../src/domain/cart/cart-errors.ts';
import { newCartItem } from '../../src/domain/cart/cart-operations.ts';
import { createCartActions } from '../../src/app/cart/cart-actions.ts';
import { CART_STORAGE_KEY, createCartStore, type BusinessCodes, type CartStorage, type StoredCart } from '../../src/app/cart/create-cart-store.ts';

class MemoryStorage implements CartStorage {
  readonly values = new Map<string, StoredCart>();
  async get(key: string) {
    return this.values.get(key);
  }
  async set(key: string, value: StoredCart) {
    this.values.set(key, structuredClone(value));
  }
  async del(key: string) {
    this.values.delete(key);
  }
}

// A fresh object each time: valtio adopts the objects put into the cart.
const workflowConfig = () => ({ initial: 'consult', states: { consult: { tags: ['Consult'], on: { DONE: 'done' } }, done: { type: 'final' } } });
const product = (id: string, categoryId = 'cat-1') => ({ id, name: `Product ${id}`, categories: [{ id: categoryId }], forms: [] });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(storage: MemoryStorage, codes: BusinessCodes = { businessCode: 'demo', locationCode: 'main' }) {
  const hooks = { businessChange: [] as (() => void)[], signOut: [] as (() => void)[] };
  let current = codes;
  const store = createCartStore({
    storage,
    currentCodes: () => current,
    onBusinessChange: (listener) => hooks.businessChange.push(listener),
    onSignOut: (listener) => hooks.signOut.push(listener),
  });
  return {
    ...store,
    actions: createCartActions(store),
    moveTo(next: BusinessCodes) {
      current = next;
      hooks.businessChange.forEach((listener) => listener());
    },
    signOut: () => hooks.signOut.forEach((listener) => listener()),
  };
}

describe('cart store persistence', () => {
  it('stores the items with the business and location, but neither the errors nor the rebooking', async () => {
    const storage = new MemoryStorage();
    const { actions, ready } = setUp(storage);
    await ready;
    actions.add(newCartItem(product('p1'), workflowConfig()));
    actions.addError(makeCartError('notAllowedState', 'p2', { selectedState: 'CA', allowedStates: ['NY'] }, 1));
    actions.setRebooking({ hcpTimeSlot: '2026-01-01T10:00:00Z' });
    await flush();
    const stored = storage.values.get(CART_STORAGE_KEY);
    expect(stored?.items.map((item) => item.product.id)).toEqual(['p1']);
    expect(stored).toMatchObject({ businessCode: 'demo', locationCode: 'main' });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['businessCode', 'items', 'locationCode', 'version']);
  });

  it('is read back before it reports ready, without the errors of the earlier page', async () => {
    const storage = new MemoryStorage();
    const first = setUp(storage);
    await first.ready;
    first.actions.add(newCartItem(product('p1'), workflowConfig()));
    first.actions.addError(makeCartError('existingBooking', 'p1', { existingOrderItem: null }, 1));
    await flush();
    const second = setUp(storage);
    expect(second.cart.hydrated).toBe(false);
    await second.ready;
    expect(second.cart.hydrated).toBe(true);
    expect(second.cart.items.map((item) => item.product.id)).toEqual(['p1']);
    expect(second.cart.errors).toEqual([]);
    expect(second.cart.rebooking).toBeNull();
  });

  it('does not restore a cart chosen at another business or location', async () => {
    const storage = new MemoryStorage();
    const first = setUp(storage);
    await first.ready;
    first.actions.add(newCartItem(product('p1'), workflowConfig()));
    await flush();
    const elsewhere = setUp(storage, { businessCode: 'sunrise', locationCode: 'main' });
    await elsewhere.ready;
    expect(elsewhere.cart.items).toEqual([]);
  });
});

describe('cart store clearing', () => {
  it('empties itself, errors and rebooking included, when the business or location changes', async () => {
    const storage = new MemoryStorage();
    const { cart, actions, ready, moveTo } = setUp(storage);
    await ready;
    actions.add(newCartItem(product('p1'), workflowConfig()));
    actions.addError(makeCartError('existingBooking', 'p1', { existingOrderItem: null }, 1));
    actions.setRebooking({ hcpTimeSlot: 'slot' });
    moveTo({ businessCode: 'demo', locationCode: 'downtown' });
    expect(cart.items).toEqual([]);
    expect(cart.errors).toEqual([]);
    expect(cart.rebooking).toBeNull();
    await flush();
    expect(storage.values.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('ignores the stored cart when the business changed before it was read', async () => {
    const storage = new MemoryStorage();
    await storage.set(CART_STORAGE_KEY, { version: 1, businessCode: 'demo', locationCode: 'main', items: [newCartItem(product('p1'), workflowConfig())] });
    const { cart, ready, moveTo } = setUp(storage);
    moveTo({ businessCode: 'demo', locationCode: 'main' });
    await ready;
    expect(cart.items).toEqual([]);
  });

  it('empties itself on sign-out', async () => {
    const storage = new MemoryStorage();
    const { cart, actions, ready, signOut } = setUp(storage);
    await ready;
    actions.add(newCartItem(product('p1'), workflowConfig()));
    signOut();
    expect(cart.items).toEqual([]);
  });

  it('keeps items added before the stored cart was read, after the stored ones', async () => {
    const storage = new MemoryStorage();
    await storage.set(CART_STORAGE_KEY, { version: 1, businessCode: 'demo', locationCode: 'main', items: [newCartItem(product('p1'), workflowConfig())] });
    const { cart, actions, ready } = setUp(storage);
    actions.add(newCartItem(product('p2', 'cat-2'), workflowConfig()));
    await ready;
    expect(cart.items.map((item) => item.product.id)).toEqual(['p1', 'p2']);
  });
});

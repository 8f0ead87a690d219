import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<IDBValidKey, unknown>();
vi.mock('idb-keyval', () => ({
  keys: async () => [...store.keys()],
  del: async (key: IDBValidKey) => void store.delete(key),
}));

const { clearLocalData } = await import('../../src/app/local-data.ts');

describe('clearLocalData (sign-out)', () => {
  beforeEach(() => {
    store.clear();
    store.set('carebook-cart', { items: [] });
    store.set('carebook-assessment:product-1', { answers: { weight: 180 } });
    store.set('other-app-key', 'kept');
    store.set(42, 'kept');
  });

  it('removes the cart and every pre-assessment draft, and nothing that is not the app’s', async () => {
    await clearLocalData();
    expect([...store.keys()]).toEqual(['other-app-key', 42]);
  });
});

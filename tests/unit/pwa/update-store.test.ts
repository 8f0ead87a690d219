import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createUpdateStore, UPDATE_CHECK_INTERVAL_MS } from '../../../src/app/pwa/update-store.ts';

function fakeRegister() {
  const calls: RegisterSWOptions[] = [];
  const applyUpdate = vi.fn(async (_reloadPage?: boolean) => undefined);
  const register = (options: RegisterSWOptions) => {
    calls.push(options);
    return applyUpdate;
  };
  return { register, calls, applyUpdate };
}

describe('service worker update store', () => {
  it('registers once however often it is started', () => {
    const fake = fakeRegister();
    const store = createUpdateStore(fake.register);
    store.start();
    store.start();
    expect(fake.calls).toHaveLength(1);
  });

  it('shows the prompt when a new version is waiting and tells subscribers', () => {
    const fake = fakeRegister();
    const store = createUpdateStore(fake.register);
    const listener = vi.fn();
    store.subscribe(listener);
    store.start();
    expect(store.getSnapshot().updateWaiting).toBe(false);
    fake.calls[0]?.onNeedRefresh?.();
    expect(store.getSnapshot()).toEqual({ updateWaiting: true, applying: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('Reload activates the waiting worker once, even when pressed twice', async () => {
    const fake = fakeRegister();
    const store = createUpdateStore(fake.register);
    store.start();
    fake.calls[0]?.onNeedRefresh?.();
    await Promise.all([store.reload(), store.reload()]);
    expect(fake.applyUpdate).toHaveBeenCalledTimes(1);
    expect(fake.applyUpdate).toHaveBeenCalledWith(true);
    expect(store.getSnapshot().applying).toBe(true);
  });

  it('Later hides the prompt until the next new version', () => {
    const fake = fakeRegister();
    const store = createUpdateStore(fake.register);
    store.start();
    fake.calls[0]?.onNeedRefresh?.();
    store.later();
    expect(store.getSnapshot().updateWaiting).toBe(false);
    fake.calls[0]?.onNeedRefresh?.();
    expect(store.getSnapshot().updateWaiting).toBe(true);
  });

  it('checks for a new version every hour once registered', () => {
    const fake = fakeRegister();
    const timers: Array<{ run: () => void; ms: number | undefined }> = [];
    const setTimer = ((run: () => void, ms?: number) => {
      timers.push({ run, ms });
      return 0;
    }) as unknown as typeof setInterval;
    const store = createUpdateStore(fake.register, setTimer);
    store.start();
    const update = vi.fn(async () => undefined);
    fake.calls[0]?.onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(UPDATE_CHECK_INTERVAL_MS);
    timers[0]?.run();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Reload before registration', async () => {
    const fake = fakeRegister();
    const store = createUpdateStore(fake.register);
    await store.reload();
    expect(fake.applyUpdate).not.toHaveBeenCalled();
    expect(store.getSnapshot().applying).toBe(false);
  });
});

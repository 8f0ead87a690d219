import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export type ServiceWorkerUpdateState = {
  /** A new version is installed and waiting; the person has not dismissed the prompt for it. */
  updateWaiting: boolean;
  /** The person chose Reload; the new worker is taking over and the page reloads when it does. */
  applying: boolean;
};

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

// A long-lived tab (an open booking screen) should still learn about a release within the hour.
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The service worker's update state as a tiny external store for `useSyncExternalStore`.
 * `register` is registerServiceWorker (vite-plugin-pwa's registerSW contract), passed in so the logic can be tested without a browser.
 */
export function createUpdateStore(register: RegisterSW, setTimer: typeof setInterval = setInterval) {
  let state: ServiceWorkerUpdateState = { updateWaiting: false, applying: false };
  let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ServiceWorkerUpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): ServiceWorkerUpdateState {
      return state;
    },
    /** Registers the service worker once; later calls do nothing. */
    start(): void {
      if (applyUpdate) return;
      applyUpdate = register({
        onNeedRefresh: () => set({ updateWaiting: true, applying: false }),
        onRegisteredSW: (_url, registration) => {
          if (registration) setTimer(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
        },
        onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
      });
    },
    /** Activates the waiting version; vite-plugin-pwa reloads the page once it controls it. */
    async reload(): Promise<void> {
      if (!applyUpdate || state.applying) return;
      set({ ...state, applying: true });
      await applyUpdate(true);
    },
    /** Hides the prompt; the new version takes over the next time every Carebook tab is closed. */
    later(): void {
      set({ updateWaiting: false, applying: false });
    },
  };
}

export type UpdateStore = ReturnType<typeof createUpdateStore>;

// Registers the service worker (sw/sw.ts, built to /sw.js) after the page has loaded and reports a new version
// waiting to take over, with the browser's own API: the same contract as vite-plugin-pwa's registerSW, without
// the workbox-window library on every first load.
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const SCRIPT_URL = '/sw.js';

type ApplyUpdate = (reloadPage?: boolean) => Promise<void>;

export function registerServiceWorker(options: RegisterSWOptions): ApplyUpdate {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  // The dev server has no service worker (vite-plugin-pwa's devOptions are off).
  if (!container || !import.meta.env.PROD) return () => Promise.resolve();
  let registration: ServiceWorkerRegistration | undefined;

  const register = async (): Promise<void> => {
    try {
      // A page the worker already controls takes the registration it has: registering SCRIPT_URL again changes
      // nothing when that is the active worker's address (every release), but when it is not (a worker from
      // another address, as the update-prompt test delivers) it would install SCRIPT_URL as a "new version" and
      // offer it right after the person reloaded into the one they accepted.
      const existing = container.controller ? await container.getRegistration('/') : undefined;
      registration = existing ?? (await container.register(SCRIPT_URL, { scope: '/' }));
    } catch (error) {
      options.onRegisterError?.(error);
      return;
    }
    const current = registration;
    options.onRegisteredSW?.(SCRIPT_URL, current);
    // Only an update waits: the first worker of a page that had none takes over at once (sw/sw.ts).
    const offerUpdate = () => {
      if (current.waiting && container.controller) options.onNeedRefresh?.();
    };
    offerUpdate();
    current.addEventListener('updatefound', () => {
      const installing = current.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerUpdate();
      });
    });
  };
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });

  return (reloadPage = true) => {
    const waiting = registration?.waiting;
    if (!waiting) return Promise.resolve();
    // The page reloads once the new worker controls it (sw/sw.ts skips waiting on this message).
    if (reloadPage) container.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return Promise.resolve();
  };
}

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { serviceWorkerUpdates } from './service-worker.ts';
import type { UpdateStore } from './update-store.ts';

const UpdatePromptDialog = lazy(() => import('./UpdatePromptDialog.tsx'));

type UpdatePromptProps = {
  /** Defaults to the app's store; tests pass their own. */
  store?: UpdateStore;
};

/**
 * Registers the service worker and, when a new version of Carebook is waiting, shows the dialog offering to
 * reload into it. The dialog is a lazy chunk: most visits never need it.
 */
export function UpdatePrompt({ store = serviceWorkerUpdates }: UpdatePromptProps) {
  const { updateWaiting } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => store.start(), [store]);

  if (!updateWaiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptDialog store={store} />
    </Suspense>
  );
}

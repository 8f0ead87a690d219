// The app's one offline indicator (issue 12), mounted once by AppLayout. It loads the bar (src/components/OfflineBar)
// only when the device is offline or someone is signed in (who may have entries waiting), and starts the app-wide
// outbox runner (src/app/outbox) once someone signs in: a visitor's first load carries neither.
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyWithCatalog } from '../../app/lazy-with-catalog.ts';
import { useSession } from '../../app/session.ts';

const OfflineBar = lazyWithCatalog(() => import('../OfflineBar.tsx'));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, live: false is reliable (no network at all); true only means "maybe". */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineIndicator() {
  const online = useOnline();
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void import('../../app/outbox/outbox.ts').then((outbox) => outbox.startOutbox());
  }, [signedIn]);
  if (online && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar online={online} />
    </Suspense>
  );
}

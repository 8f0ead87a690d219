import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { sessionEndedDialog } from './feedback.ts';

const SessionEndedDialog = lazy(() => import('./SessionEndedDialog.tsx'));

/** Mounts the session-ended dialog only while it is open. */
export function SessionEndedDialogHost() {
  const { message } = useSnapshot(sessionEndedDialog);
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog message={message} onClose={() => (sessionEndedDialog.message = null)} />
    </Suspense>
  );
}

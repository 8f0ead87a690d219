// Mounted once in the app shell, above routing. Costs almost nothing on first load: it reads the tiny call store
// and notices; the overlay and the engine are lazy chunks fetched once a call starts (or a stored call resumes
// after a reload). For a signed-in person it also loads the handler of notification links (a notification clicked,
// a `?join=` link opening the call); the prompt to join sits in the page flow instead (CallPrompt, under the header).
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ensureFullCatalog } from '../../../app/i18n.ts';
import { lazyWithCatalog } from '../../../app/lazy-with-catalog.ts';
// Listens for notification clicks from the start (a few hundred bytes); the handler itself loads once signed in.
import '../../../app/push/notification-links.ts';
import { useSession } from '../../../app/session.ts';
import { CALL_STORAGE_KEYS } from '../../../domain/video/video-constants.ts';
import { onCallNotice, type CallNotice } from '../engine/call-notices.ts';
import { callState } from '../../../app/call/call-store.ts';
import { loadCallEngine } from '../../../app/call/load-call-engine.ts';

const CallOverlay = lazyWithCatalog(() => import('./overlay/CallOverlay.tsx'));
const NotificationLinkHandler = lazy(() => import('./NotificationLinkHandler.tsx'));

/** A call notice as a toast, in words that may lie beyond the shell's catalog. */
async function showCallNotice(notice: CallNotice): Promise<void> {
  const [toasts] = await Promise.all([import('./call-notice-toasts.ts'), ensureFullCatalog().catch(() => undefined)]);
  toasts.showCallNotice(notice);
}

function storedRoom(): string | null {
  try {
    return sessionStorage.getItem(CALL_STORAGE_KEYS.room);
  } catch {
    return null;
  }
}

export function CallOverlayHost() {
  const { isCallActive } = useSnapshot(callState);
  const { status, user } = useSession();
  const signedIn = status === 'ready' && user !== null;
  useEffect(() => onCallNotice((notice) => void showCallNotice(notice)), []);
  // A reload during a call rejoins it (the room and token stay in session storage until the call ends).
  useEffect(() => {
    if (signedIn && storedRoom()) void loadCallEngine().then((engine) => engine.resumeCallFromSessionStorage());
  }, [signedIn]);
  return (
    <>
      <Suspense fallback={null}>{isCallActive ? <CallOverlay /> : null}</Suspense>
      <Suspense fallback={null}>{signedIn ? <NotificationLinkHandler /> : null}</Suspense>
    </>
  );
}

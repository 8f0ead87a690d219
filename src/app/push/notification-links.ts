// Links from notifications into the app: the service worker's notificationclick focuses an open window and posts
// it the notification's link (sw/push.ts); the window routes it like any in-app link. A `?join=` link then opens
// the call (the video-call feature's join link handler).
// The listener is registered as soon as this small module loads (with the app shell), so that a click arriving
// before the signed-in handler's chunk has loaded is kept for it rather than lost.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The message type sw/push.ts posts; kept in step by hand (the worker does not import the app). */
export const OPEN_LINK_MESSAGE = 'carebook:open-notification-link';

/** An in-app path, or null for anything else (another origin, a protocol-relative or malformed link). */
export function inAppPath(link: unknown): string | null {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}

let pending: string | null = null;
let open: ((path: string) => void) | null = null;

const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
container?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as { type?: unknown; link?: unknown } | null;
  const path = data?.type === OPEN_LINK_MESSAGE ? inAppPath(data.link) : null;
  if (!path) return;
  if (open) open(path);
  else pending = path;
});
// Messages wait in the client's queue until it is started (addEventListener alone does not start it).
container?.startMessages();

/** Navigates to each notification link the service worker sends (and to one that came before). Mount once. */
export function useNotificationLinks(): void {
  const router = useRouter();
  useEffect(() => {
    open = (path) => void router.navigate({ href: path });
    if (pending) {
      open(pending);
      pending = null;
    }
    return () => {
      open = null;
    };
  }, [router]);
}

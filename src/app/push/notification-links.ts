// Links from notifications into the app: the service worker's notificationclick focuses an open window and posts
// it the notification's link (sw/push.ts); the window routes it like any in-app link. A `?join=` link then opens
// the call (the video-call feature's join link handler).
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The message type sw/push.ts posts; kept in step by hand (the worker does not import the app). */
export const OPEN_LINK_MESSAGE = 'carebook:open-notification-link';

/** An in-app path, or null for anything else (another origin, a protocol-relative or malformed link). */
export function inAppPath(link: unknown): string | null {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}

/** Listens for the service worker's "open this link" and navigates there. Mount once, app-wide. */
export function useNotificationLinks(): void {
  const router = useRouter();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; link?: unknown } | null;
      const path = data?.type === OPEN_LINK_MESSAGE ? inAppPath(data.link) : null;
      if (path) void router.navigate({ href: path });
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [router]);
}

/// <reference lib="webworker" />
// Web Push (issue 12): `push` shows the server's notification, `notificationclick` brings the app to its place.
// The payload is the server's JSON `{ id, kind, title, body, link, callSessionId }` (web-push, aes128gcm); the
// browser has decrypted it before the event fires.
declare let self: ServiceWorkerGlobalScope;
export {};

const ICON = '/icons/icon-192.png';
/** The message an open window gets to open a link; src/app/push/notification-links.ts listens for it. */
const OPEN_LINK_MESSAGE = 'carebook:open-notification-link';

type PushPayload = { id: string; kind: string; title: string; body: string; link: string; callSessionId: string | null };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The server's payload, or null when it is not one (nothing else is shown as a notification's words). */
function payloadOf(value: unknown): PushPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = text(raw.id);
  const title = text(raw.title);
  if (!id || !title) return null;
  return { id, kind: text(raw.kind) ?? '', title, body: text(raw.body) ?? '', link: text(raw.link) ?? '/', callSessionId: text(raw.callSessionId) };
}

/** An in-app path: a link to another origin (or none) opens the app's start instead. */
function appPath(link: string | undefined): string {
  try {
    const url = new URL(link ?? '/', self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

async function showPush(payload: PushPayload): Promise<void> {
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    // One notification per server notification: a repeat delivery replaces it instead of stacking.
    tag: payload.id,
    data: payload,
  });
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(readJson(event.data));
  // userVisibleOnly: every push must show something; an unreadable one still says the app has news.
  const shown = payload ?? { id: 'carebook', kind: '', title: 'Carebook', body: '', link: '/', callSessionId: null };
  event.waitUntil(showPush(shown));
});

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

/**
 * Focuses an open window of the app and tells it to open the link (the app routes it, a `?join=` link straight
 * into the call); with no window open, opens one at the link.
 */
async function openLink(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (open) {
    open.postMessage({ type: OPEN_LINK_MESSAGE, link: path });
    // Focus is allowed from a user's click on the notification; a refusal leaves the message delivered.
    await open.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(new URL(path, self.location.origin).href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = payloadOf(event.notification.data);
  const work = openLink(appPath(payload?.link));
  // Only a browser-fired (trusted) event can extend its life; a synthetic one (a test driving the handler) cannot.
  if (event.isTrusted) event.waitUntil(work);
});

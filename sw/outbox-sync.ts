/// <reference lib="webworker" />
// Background Sync for the app's outbox (src/app/outbox): the page registers the 'carebook-outbox' tag when it
// stores an entry; the browser fires `sync` once it is back online, even if the tab went to the background.
//
// With a Carebook window open, the worker asks it to send (OUTBOX_FLUSH): the page owns the session, its token
// refresh and the one-tab-at-a-time lock, so entries go exactly as they do on `online`.
// With no window open, the worker does NOT send itself; entries wait for the next start of the app. Why: the
// access token is a JS cookie the worker could read (cookieStore, Chromium only), but when it has expired only a
// refresh helps, and refresh tokens rotate: a refresh here racing one in a page being opened would end one of
// the two sessions. Knowing whose entries may go also needs the signed-in user, which only the page knows.
// Resolving (not rejecting) tells the browser not to retry: the app sends everything when it next starts.
const worker = self as unknown as ServiceWorkerGlobalScope;

/** Kept in step with src/app/outbox/outbox.ts (OUTBOX_SYNC_TAG, OUTBOX_FLUSH_MESSAGE). */
const OUTBOX_SYNC_TAG = 'carebook-outbox';
const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';

type SyncEvent = ExtendableEvent & { readonly tag: string };

async function askWindowsToFlush(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
}

worker.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(askWindowsToFlush());
});

export {};

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicGraphQLRequest } from './public-queries.ts';
import { onlySuccessfulGraphQL } from './graphql-cache-plugin.ts';
import './outbox-sync.ts';
import './push.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY = 24 * 60 * 60;

// The app shell: every built asset, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes over the open page at once so its public queries are cached on the first visit.
// Later versions wait until the person accepts the update prompt (SKIP_WAITING below).
clientsClaim();

// Any in-app address opened directly (or offline) gets the precached shell; the router does the rest.
// The booking widget is not: its page carries the business's own frame-ancestors (server/http/widget.ts).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/graphql/, /^\/healthz/, /^\/dev\//, /^\/calendar\//, /^\/lab-documents\//, /^\/widget\//],
  }),
);

registerRoute(
  ({ url, request }) => isPublicGraphQLRequest(url, request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: 'public-api',
    plugins: [onlySuccessfulGraphQL, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY })],
  }),
  'GET',
);

registerRoute(
  ({ request }) => request.destination === 'image' && !request.headers.has('authorization'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  'GET',
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

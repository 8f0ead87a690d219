// Starts the PWA. What the first page waits for starts at once and travels together: the language's messages, the
// stored query cache, the session, and (as soon as the cache is read, so a stored answer is used) the page's route
// code and data. The first paint waits only for the messages, so it is already translated. On a first visit to the
// business home or the services list the server has put that data into the page and linked the route's code and
// messages from it (server/http/prerender-first-route.ts), so nothing waits on a round trip after the entry.
// Mantine's global styles only: each component's own styles come with the chunk that uses it (vite.config.ts).
// First: storage that throws (a third-party frame, the booking widget) is replaced before anything reads it.
import './app/storage-guard.ts';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureAttribution } from './app/attribution.ts';
import { activateLanguage, ensureFullCatalog, initialLanguage } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { queryClient, startQueryPersistence } from './app/query-client.ts';
import { router } from './app/router.ts';
import { loadSession } from './app/session.ts';
import { readFirstRouteData, seedFirstRouteData } from './features/catalogue/api/first-route-data.ts';
import { warmNumberFormats } from './features/catalogue/lib/warm-number-format.ts';

async function start(): Promise<void> {
  // An affiliate's ?ref= and the widget's ?source= of the address the app was opened at (issue 17).
  captureAttribution();
  const languageCode = initialLanguage();
  const language = activateLanguage(languageCode);
  // Started before the session, which reads the restored cache when offline.
  const restored = startQueryPersistence();
  void loadSession();
  // The first page's public answers, when the server put them into the page (a first visit to the business home or
  // the services list): seeded once the language is active (the keys name it), so the route below fetches nothing.
  const firstData = readFirstRouteData();
  // In a task of its own, while the app waits for its messages and stored cache: the page's first number format
  // (ICU's data loads with it) instead of inside the first render's long task.
  setTimeout(() => warmNumberFormats(languageCode, firstData?.products?.[0]?.productLocations[0]?.currencyCode), 0);
  await restored;
  if (firstData) {
    await language;
    seedFirstRouteData(queryClient, firstData);
  }
  // The address as it stands (`href`; the typed `to` wants a route known when compiling).
  const firstPage = { href: `${location.pathname}${location.search}${location.hash}` } as Parameters<typeof router.preloadRoute>[0];
  void router.preloadRoute(firstPage).catch(() => undefined);
  await language;
  // A task boundary (issue 18, Lighthouse): the restored cache, the seeding and the route's preload above finish in
  // the task they ran in, and the first render (synchronous on Preact) starts a task of its own, so neither adds to
  // the other's blocking time.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();

// The rest of the messages (beyond the shell's) follow the first touch or key press, so they are usually there
// before a panel opens; pages and lazy panels also wait for them (src/app/i18n.ts).
for (const type of ['pointerdown', 'keydown'] as const) {
  addEventListener(type, () => ensureFullCatalog().catch(() => undefined), { once: true, capture: true, passive: true });
}

// Starts the PWA: language and stored cache first (so the first paint is already translated), then the
// session in the background (the route guard waits for it), then the router.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, ensureFullCatalog, initialLanguage } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { startQueryPersistence } from './app/query-client.ts';
import { router } from './app/router.ts';
import { loadSession } from './app/session.ts';

async function start(): Promise<void> {
  await Promise.all([activateLanguage(initialLanguage()), startQueryPersistence()]);
  void loadSession();
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

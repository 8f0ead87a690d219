// The router: file routes, the context every loader gets, and the app-wide error and not-found pages.
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from '../components/pages/ErrorPage.tsx';
import { NotFoundPage } from '../components/pages/NotFoundPage.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient, session },
  defaultPreload: 'intent',
  // Query data is the cache; the router should not keep its own stale copy of loader results.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

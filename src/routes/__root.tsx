import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { activateLanguage, ensureFullCatalog } from '../app/i18n.ts';
import { needsOnlyShellMessages } from '../app/shell-paths.ts';
import { UpdatePrompt } from '../app/pwa/UpdatePrompt.tsx';
import type { RouterContext } from '../app/router-context.ts';
import { LoadingBar } from '../components/layout/LoadingBar.tsx';
import { CallOverlayHost } from '../features/video-call/components/CallOverlayHost.tsx';
import { UnfinishedSignupGuard } from '../features/auth/components/UnfinishedSignupGuard.tsx';
import { sanitizeLanguage } from '../domain/language.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Pages beyond the business home wait for the rest of the messages, so they never show an untranslated id.
  // Should the download fail, the page still opens and the words follow (src/app/i18n.ts).
  beforeLoad: async ({ location }) => {
    if (!needsOnlyShellMessages(location.pathname)) await ensureFullCatalog().catch(() => undefined);
  },
  component: Root,
});

/** `?lng=es` switches the language on any page, also after the first load (spec §1). */
function useLanguageFromAddress() {
  const lng = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('lng') });
  useEffect(() => {
    const language = sanitizeLanguage(lng);
    if (language) void activateLanguage(language);
  }, [lng]);
}

function Root() {
  useLanguageFromAddress();
  return (
    <>
      <LoadingBar />
      <Outlet />
      <CallOverlayHost />
      <UnfinishedSignupGuard />
      <UpdatePrompt />
    </>
  );
}

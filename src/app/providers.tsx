// Every app-wide provider in one place: theme, notifications (one toast at a time), the session dialog, i18n, query cache.
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { toastHost } from './feedback.ts';
import { i18n } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { SessionEndedDialogHost } from './SessionEndedDialogHost.tsx';
import { theme } from './theme.ts';

// The toast container (and its transition library) loads with the first toast; toasts shown before it
// arrives wait in the notifications store.
const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

function ToastHost() {
  const { wanted } = useSnapshot(toastHost);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

// Mantine's default dimmed grey (#868e96) and error red (red.6, #fa5252: field errors and the text of a field in
// error) fail WCAG AA contrast on white; use a darker grey and red.9.
const cssVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' }, dark: {} });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          {children}
          <SessionEndedDialogHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

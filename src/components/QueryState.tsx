// The loading, offline and error states around a query, shared by every feature so that each screen only describes
// its content. Cached data is shown as it is, also offline (the app-wide OfflineIndicator says the device is
// offline: no 'Network error' here); the feature names what is missing in its own words.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readApiError } from './form/api-error.ts';
import { isOffline } from './form/offline.ts';
import { failureMessage } from './form/failure-message.ts';

export type QueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  /** The shapes shown while the data loads (aria-hidden skeletons; a status message is added here). */
  skeleton: ReactNode;
  /** Said when nothing is cached and the device is offline. */
  offlineText: ReactNode;
  /** The title of the error, above the reason and Try again. */
  errorTitle: ReactNode;
  children: (data: TData) => ReactNode;
};

export function QueryState<TData>({ query, skeleton, offlineText, errorTitle, children }: QueryStateProps<TData>) {
  const { i18n } = useLingui();
  if (query.data !== undefined) return children(query.data);
  // Nothing cached and no network: a query that tried and failed while offline is the same case as a paused one.
  const offlineFailure = query.isError && readApiError(query.error).network && isOffline();
  if ((query.isPending && query.fetchStatus === 'paused') || offlineFailure) {
    return (
      <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
        {offlineText}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={errorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{i18n._(failureMessage(readApiError(query.error)))}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading</Trans>
      </VisuallyHidden>
      <div aria-hidden>{skeleton}</div>
    </div>
  );
}

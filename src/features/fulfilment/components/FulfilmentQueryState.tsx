// The loading, offline and error states around the queue's query, so the screen only describes its content.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';

type FulfilmentQueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  skeleton: ReactNode;
  children: (data: TData) => ReactNode;
};

export function FulfilmentQueryState<TData>({ query, skeleton, children }: FulfilmentQueryStateProps<TData>) {
  const { i18n } = useLingui();
  if (query.data !== undefined) return children(query.data);
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
        <Trans>You are offline. The orders will load once you are back online.</Trans>
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={<Trans>We could not load the orders</Trans>}>
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

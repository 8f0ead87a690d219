// The loading, offline and error states around the queue's query (src/components/QueryState.tsx), in its words.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type FulfilmentQueryStateProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'>;

export function FulfilmentQueryState<TData>(props: FulfilmentQueryStateProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline. The orders will load once you are back online.</Trans>} errorTitle={<Trans>We could not load the orders</Trans>} />;
}

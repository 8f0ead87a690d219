// The loading, offline and error states around a bookings query (src/components/QueryState.tsx), in the bookings' words.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type QueryStateProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'>;

export function QueryState<TData>(props: QueryStateProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline, and these bookings are not saved on this device yet. They will load once you are back online.</Trans>} errorTitle={<Trans>We could not load your bookings</Trans>} />;
}

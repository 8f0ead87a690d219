// The loading, offline and error states around a console query (src/components/QueryState.tsx), in its words.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type ConsoleQueryStateProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'>;

export function ConsoleQueryState<TData>(props: ConsoleQueryStateProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline. The consultations will load once you are back online.</Trans>} errorTitle={<Trans>We could not load the consultations</Trans>} />;
}

// The loading, offline and error states around a front desk query (src/components/QueryState.tsx), in its words.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type DeskQueryStateProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'> & { errorTitle: ReactNode };

export function DeskQueryState<TData>(props: DeskQueryStateProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline. This page will load once you are back online.</Trans>} />;
}

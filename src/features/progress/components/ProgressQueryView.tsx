// The loading, offline and error states around the progress data (src/components/QueryState.tsx), in its words.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type ProgressQueryViewProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'>;

export function ProgressQueryView<TData>(props: ProgressQueryViewProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline, and these details are not saved on this device yet. They will load once you are back online.</Trans>} errorTitle={<Trans>We could not load this page</Trans>} />;
}

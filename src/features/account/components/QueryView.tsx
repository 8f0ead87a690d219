// The loading, offline and error states every account section shows around its data (src/components/QueryState.tsx),
// in the account's words. Cached data is shown as it is, also offline (the layout says so).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState, type QueryStateProps as SharedProps } from '../../../components/QueryState.tsx';

type QueryViewProps<TData> = Omit<SharedProps<TData>, 'offlineText' | 'errorTitle'>;

export function QueryView<TData>(props: QueryViewProps<TData>): ReactNode {
  return <SharedQueryState {...props} offlineText={<Trans>You are offline, and these details are not saved on this device yet. They will load once you are back online.</Trans>} errorTitle={<Trans>We could not load this page</Trans>} />;
}

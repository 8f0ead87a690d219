import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../../../features/account/components/AccountPage.tsx';
import { useClientId } from '../../../../../features/account/lib/use-client-id.ts';
import { ProgressScreen } from '../../../../../features/progress/components/ProgressScreen.tsx';

type ProgressSearch = { orderItemId?: string };

// /account/progress: weight readings and weekly progress records (its chart library loads with this route only).
export const Route = createFileRoute('/business/$businessCode/$locationCode/account/progress')({
  validateSearch: (search: Record<string, unknown>): ProgressSearch =>
    typeof search.orderItemId === 'string' && search.orderItemId !== '' ? { orderItemId: search.orderItemId } : {},
  component: ProgressRoute,
});

function ProgressRoute() {
  const codes = Route.useParams();
  const { orderItemId } = Route.useSearch();
  const clientId = useClientId();
  return clientId ? (
    <AccountPage codes={codes} title={<Trans>Progress</Trans>} description={<Trans>Log your weight and how your treatment is going each week.</Trans>}>
      <ProgressScreen clientId={clientId} orderItemId={orderItemId ?? null} />
    </AccountPage>
  ) : null;
}

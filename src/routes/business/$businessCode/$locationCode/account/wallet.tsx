import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '../../../../../features/account/components/WalletScreen.tsx';
import { useClientId } from '../../../../../features/account/lib/use-client-id.ts';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/wallet')({
  component: WalletRoute,
});

function WalletRoute() {
  const codes = Route.useParams();
  const clientId = useClientId();
  return clientId ? <WalletScreen codes={codes} clientId={clientId} /> : null;
}

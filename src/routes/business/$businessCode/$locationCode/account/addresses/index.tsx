import { createFileRoute } from '@tanstack/react-router';
import { AddressesScreen } from '../../../../../../features/account/components/AddressesScreen.tsx';
import { useClientId } from '../../../../../../features/account/lib/use-client-id.ts';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/addresses/')({
  component: AddressesRoute,
});

function AddressesRoute() {
  const codes = Route.useParams();
  const clientId = useClientId();
  // The account layout renders sections only for a client.
  return clientId ? <AddressesScreen codes={codes} clientId={clientId} /> : null;
}

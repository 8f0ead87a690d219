import { createFileRoute } from '@tanstack/react-router';
import { AddAddressScreen } from '../../../../../../features/account/components/AddressEditorScreens.tsx';
import { useClientId } from '../../../../../../features/account/lib/use-client-id.ts';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/addresses/add')({
  component: AddAddressRoute,
});

function AddAddressRoute() {
  const codes = Route.useParams();
  const clientId = useClientId();
  return clientId ? <AddAddressScreen codes={codes} clientId={clientId} /> : null;
}

import { createFileRoute } from '@tanstack/react-router';
import { EditAddressScreen } from '../../../../../../features/account/components/AddressEditorScreens.tsx';
import { useClientId } from '../../../../../../features/account/lib/use-client-id.ts';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/addresses/$addressId')({
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { businessCode, locationCode, addressId } = Route.useParams();
  const clientId = useClientId();
  return clientId ? <EditAddressScreen codes={{ businessCode, locationCode }} clientId={clientId} addressId={addressId} /> : null;
}

import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PaymentOptionsScreen } from '../../../../../features/account/components/PaymentOptionsScreen.tsx';
import { useClientId } from '../../../../../features/account/lib/use-client-id.ts';

const businessRoute = getRouteApi('/business/$businessCode/$locationCode');

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/paymentOptions')({
  component: PaymentOptionsRoute,
});

function PaymentOptionsRoute() {
  const codes = Route.useParams();
  const { business } = businessRoute.useLoaderData();
  const clientId = useClientId();
  return clientId ? <PaymentOptionsScreen codes={codes} clientId={clientId} businessId={business.id} /> : null;
}

import { Container } from '@mantine/core';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { requireAuth } from '../../../../../app/route-guard.ts';
import { session, useSession } from '../../../../../app/session.ts';
import { cartReady } from '../../../../../app/cart/cart-store.ts';
import { CheckoutScreen } from '../../../../../features/checkout/components/CheckoutScreen.tsx';

const businessRoute = getRouteApi('/business/$businessCode/$locationCode');

// Secure checkout (spec §2): private to clients; the stored cart and the client's draft are read first.
export const Route = createFileRoute('/business/$businessCode/$locationCode/checkout/')({
  beforeLoad: requireAuth({ role: 'CLIENT' }),
  loader: async () => {
    await cartReady();
    const grant = session.activeGrant;
    // Imported here, not at the top: the draft store stays out of the route tree (everyone's first load).
    if (grant?.roleName === 'CLIENT') (await import('../../../../../features/checkout/stores/checkout-draft.ts')).openCheckoutDraft(grant.targetId);
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const codes = Route.useParams();
  const { business, location } = businessRoute.useLoaderData();
  const { activeGrant } = useSession();
  if (activeGrant?.roleName !== 'CLIENT') return null;
  return (
    <Container size="lg" py="xl">
      <CheckoutScreen
        codes={codes}
        clientId={activeGrant.targetId}
        businessId={business.id}
        locationId={location.id}
        allowedStates={location.states}
      />
    </Container>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../../../app/route-guard.ts';
import { placedOrderQueryOptions } from '../../../../../../features/checkout/api/placed-order.ts';
import { OrderConfirmation } from '../../../../../../features/checkout/components/OrderConfirmation.tsx';

// The order confirmation after checkout: private to the client who placed it (the server answers only them).
export const Route = createFileRoute('/business/$businessCode/$locationCode/checkout/confirmation/$orderId')({
  beforeLoad: requireAuth({ role: 'CLIENT' }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(placedOrderQueryOptions(params.orderId)),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { businessCode, locationCode, orderId } = Route.useParams();
  const { data: order } = useSuspenseQuery(placedOrderQueryOptions(orderId));
  return (
    <Container size="md" py="xl">
      {order ? (
        <OrderConfirmation order={order} codes={{ businessCode, locationCode }} />
      ) : (
        <Alert color="yellow" variant="light" role="alert">
          <Trans>We couldn't find this order.</Trans>
        </Alert>
      )}
    </Container>
  );
}

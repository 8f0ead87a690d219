import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '../../../../features/cart/components/CartScreen.tsx';
import { cartReady } from '../../../../app/cart/cart-store.ts';

// The cart (spec §2). The stored cart is read before the screen renders (spec §3).
export const Route = createFileRoute('/business/$businessCode/$locationCode/cart')({
  loader: () => cartReady(),
  component: CartRoute,
});

function CartRoute() {
  const { businessCode, locationCode } = Route.useParams();
  return (
    <Container size="md" py="xl">
      <CartScreen codes={{ businessCode, locationCode }} />
    </Container>
  );
}

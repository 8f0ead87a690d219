// The checkout with nothing to place: an empty cart, or an item whose pre-assessment is still to be answered.
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/RouterLinks.tsx';

type Props = { readonly codes: { readonly businessCode: string; readonly locationCode: string }; readonly reason: 'emptyCart' | 'preAssessmentPending' };

export function CheckoutNotReady({ codes, reason }: Props) {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>
        <Trans>Secure checkout</Trans>
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconShoppingCart size={40} aria-hidden stroke={1.5} />
          {reason === 'emptyCart' ? (
            <>
              <Text fw={600}>
                <Trans>Your cart is empty</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Add a service to your cart, then come back to check out.</Trans>
              </Text>
              <ButtonLink to="/business/$businessCode/$locationCode/services" params={codes}>
                <Trans>Browse services</Trans>
              </ButtonLink>
            </>
          ) : (
            <>
              <Text fw={600}>
                <Trans>One more step before checkout</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Complete the pre-assessment of every item in your cart first.</Trans>
              </Text>
              <ButtonLink to="/business/$businessCode/$locationCode/cart" params={codes}>
                <Trans>Back to the cart</Trans>
              </ButtonLink>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AddressLines } from '../../../components/address/AddressLines.tsx';

type Address = { id: string; addressLine1: string; addressLine2?: string | null; city: string; state: string; zipcode: string };

/** The booking's shipping and billing addresses, when it has them. */
export function AddressesCard({ shipping, billing }: { shipping: Address | null | undefined; billing: Address | null | undefined }) {
  if (!shipping && !billing) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="addresses-title">
      <Title order={2} size="h4" id="addresses-title" mb="sm">
        <Trans>Addresses</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shipping ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Shipping address</Trans>
            </Text>
            <AddressLines address={shipping} />
          </Stack>
        ) : null}
        {billing ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Billing address</Trans>
            </Text>
            <AddressLines address={billing} />
          </Stack>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

// /admin: the business at a glance (issue 16): its name and public address, and how much it holds, each figure
// leading to the page that changes it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminBusinessQueryOptions } from '../api/admin-business.ts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

export function AdminHomeScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminBusinessQueryOptions(businessId));
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton h={160} />}
      offlineText={<Trans>The business cannot be shown while offline.</Trans>}
      errorTitle={<Trans>The business could not be loaded.</Trans>}
    >
      {(business) => (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={business.pictureUrl} alt="" size={56} radius="md" color="clinicTeal">
              {business.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {business.name}
              </Title>
              {business.tagline ? <Text c="dimmed">{business.tagline}</Text> : null}
              <Anchor href={`/business/${business.shortId}`} size="sm">
                <Trans>Open the clinic's public page</Trans>
              </Anchor>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Figure label={t`Locations`} value={business.locationCount} />
            <Figure label={t`Categories`} value={business.categoryCount} />
            <Figure label={t`Products`} value={business.productCount} />
            <Figure label={t`Staff`} value={business.staffCount} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

// /receptionist/services (spec §2): the location's services by category, each with its starting price and
// whether it needs a pre-assessment or a time, and Book to start a booking with it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import { deskServicesQueryOptions, type DeskService } from '../api/desk-services.ts';
import { preAssessmentFormOf, slotKindOf } from '../lib/desk-service.ts';
import { useDeskLocation } from '../lib/use-desk-location.ts';
import { DeskQueryState } from './DeskQueryState.tsx';
import { LocationSwitch } from './LocationSwitch.tsx';

export function DeskServicesScreen() {
  const { query, place } = useDeskLocation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Services</Trans>
      </Title>
      <DeskQueryState query={query} skeleton={<Skeleton height={240} radius="md" />} errorTitle={<Trans>We could not load your location</Trans>}>
        {() =>
          place ? (
            <Stack gap="md">
              <LocationSwitch place={place} />
              <ServiceGrid locationId={place.location.id} />
            </Stack>
          ) : (
            <Text c="dimmed">
              <Trans>Your business has no open location.</Trans>
            </Text>
          )
        }
      </DeskQueryState>
    </Stack>
  );
}

function ServiceGrid({ locationId }: { locationId: string }) {
  const query = useQuery(deskServicesQueryOptions(locationId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={240} radius="md" />} errorTitle={<Trans>We could not load the services</Trans>}>
      {(services) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      )}
    </DeskQueryState>
  );
}

function ServiceCard({ service }: { service: DeskService }) {
  const { t, i18n } = useLingui();
  const place = service.productLocations[0];
  const price = place ? formatMoneyValue(money(place.startingPrice, place.currencyCode), i18n.locale) : null;
  const slot = slotKindOf(service);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Title order={2} size="h5">
              {service.name}
            </Title>
            {price ? (
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                <Trans>from {price}</Trans>
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {service.categories[0]?.name ?? ''}
          </Text>
          {service.tagline ? <Text size="sm">{service.tagline}</Text> : null}
          <Group gap={6}>
            {preAssessmentFormOf(service) ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
                <Trans>Pre-assessment</Trans>
              </Badge>
            ) : null}
            {slot ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
                {slot === 'lab' ? <Trans>Lab collection time</Trans> : <Trans>Consultation time</Trans>}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <div>
          <ButtonLink to="/receptionist/bookings/new" search={{ productId: service.id }} variant="light" size="sm" aria-label={t`Book ${service.name} for a client`}>
            <Trans>Book for a client</Trans>
          </ButtonLink>
        </div>
      </Stack>
    </Paper>
  );
}

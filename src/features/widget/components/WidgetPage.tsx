// The booking widget (issue 17): a light page of a location's services that a business embeds in its own site.
// No app chrome: the clinic's name, its services with their starting prices, and a Book link per service that opens
// Carebook's page of it in a new top-level tab (`?source=widget`), where the visitor books and pays.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconStethoscope } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney } from '../../../domain/money.ts';
import { widgetServiceHref, type WidgetCodes } from '../../../domain/widget/widget-links.ts';
import classes from './Widget.module.css';

export type WidgetPlace = {
  business: { name: string; pictureUrl?: string | null };
  location: { id: string; name: string };
};

export type WidgetService = {
  id: string;
  name: string;
  tagline?: string | null;
  productLocations: readonly { startingPrice: number; currencyCode: string; sortOrder: number }[];
};

type WidgetPageProps = {
  codes: WidgetCodes;
  place: UseQueryResult<WidgetPlace>;
  services: UseQueryResult<WidgetService[]>;
};

/** Services in the location's order, then by name. */
function ordered(services: readonly WidgetService[]): WidgetService[] {
  const order = (service: WidgetService) => service.productLocations[0]?.sortOrder ?? 0;
  return [...services].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
}

export function WidgetPage({ codes, place, services }: WidgetPageProps) {
  if (place.isError) return <WidgetUnavailable />;
  return (
    <main className={classes.widget}>
      <Stack gap="md">
        <WidgetHeader place={place.data} />
        {services.isError ? (
          <WidgetUnavailable inline />
        ) : services.data === undefined || place.data === undefined ? (
          <WidgetSkeleton />
        ) : services.data.length === 0 ? (
          <NoServices />
        ) : (
          <ServiceList codes={codes} services={ordered(services.data)} />
        )}
        <Text size="xs" c="dimmed" ta="center" className={classes.footer}>
          <Trans>Booking and payment happen securely on Carebook, in a new tab.</Trans>
        </Text>
      </Stack>
    </main>
  );
}

function WidgetHeader({ place }: { place: WidgetPlace | undefined }) {
  if (!place) {
    return (
      <Group gap="sm" aria-hidden className={classes.header}>
        <Skeleton h={40} w={40} radius="xl" />
        <Skeleton h={18} w={180} radius="xl" />
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" className={classes.header}>
      <Avatar src={place.business.pictureUrl ?? null} alt="" radius="xl" size={40} color="clinicTeal">
        <IconStethoscope size={22} aria-hidden />
      </Avatar>
      <div>
        <Title order={1} size="h4">
          <Trans>Book with {place.business.name}</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {place.location.name}
        </Text>
      </div>
    </Group>
  );
}

function ServiceList({ codes, services }: { codes: WidgetCodes; services: WidgetService[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-label={t`Services`}>
      {services.map((service) => {
        const offer = service.productLocations[0];
        const price = offer ? formatMoney(offer.startingPrice, offer.currencyCode, i18n.locale, { trimWholeAmounts: true }) : null;
        return (
          <Paper component="li" key={service.id} withBorder radius="md" p="md" className={classes.service}>
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2} className={classes.serviceText}>
                <Text fw={600}>{service.name}</Text>
                {service.tagline ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {service.tagline}
                  </Text>
                ) : null}
                {price ? (
                  <Text size="sm" fw={600} c="clinicTeal.8">
                    <Trans>From {price}</Trans>
                  </Text>
                ) : null}
              </Stack>
              <Button
                component="a"
                href={widgetServiceHref(codes, service.id)}
                target="_blank"
                rel="noopener"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                aria-label={t`Book ${service.name} (opens in a new tab)`}
                className={classes.book}
              >
                <Trans>Book</Trans>
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function WidgetSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>
        <Trans>Loading the services…</Trans>
      </VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={84} radius="md" aria-hidden />
      ))}
    </Stack>
  );
}

function NoServices() {
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      <Stack gap={4} align="center">
        <Text fw={600}>
          <Trans>No services can be booked here at the moment.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Please check again soon.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

function WidgetUnavailable({ inline = false }: { inline?: boolean }) {
  const body = (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={<Trans>Booking is not available right now</Trans>}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          <Trans>The services could not be loaded. Please try again later.</Trans>
        </Text>
        <Anchor href="/" target="_blank" rel="noopener" size="sm">
          <Trans>Open Carebook</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
  return inline ? body : <main className={classes.widget}>{body}</main>;
}

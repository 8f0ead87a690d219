// The locations found on /near: name, address, distance and the states each serves, with a way in; or the
// spec's 'not serviced' message when none serves the area.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { distanceDisplay } from '../../../domain/location/distance-display.ts';
import type { NearbyLocation } from '../api/nearby-locations.ts';
import type { StateOption } from '../api/us-states.ts';
import { notServicedMessage } from '../lib/location-messages.ts';
import { stateNamesOf } from '../lib/state-names.ts';

type Props = {
  readonly businessCode: string;
  readonly locations: readonly NearbyLocation[];
  readonly states: readonly StateOption[] | undefined;
  /** Changes with every search, so focus moves to the new answer. */
  readonly searchId: number;
};

function DistanceBadge({ km, country }: { km: number; country: string }) {
  const { i18n, t } = useLingui();
  const { value, unit } = distanceDisplay(km, country);
  const distance = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  return (
    <Text size="sm" fw={600} c="clinicTeal.8" style={{ flexShrink: 0 }}>
      {t`${distance} away`}
    </Text>
  );
}

export function LocationResults({ businessCode, locations, states, searchId }: Props) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [searchId]);

  if (locations.length === 0) {
    return (
      // No title: the light yellow title colour does not reach AA contrast; the body text does.
      <Alert color="yellow" variant="light" role="alert">
        <Text fw={600} size="sm">
          <Trans>No location found</Trans>
        </Text>
        <Text size="sm">{i18n._(notServicedMessage)}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        <Trans>Locations that can serve you</Trans>
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {locations.map((location) => {
          const served = stateNamesOf(states, location.states).join(', ');
          const name = location.name;
          const street = [location.addressLine1, location.addressLine2].filter(Boolean).join(', ');
          return (
            <Paper component="li" key={location.id} withBorder radius="md" p="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Title order={3} size="h5">
                      {location.name}
                    </Title>
                  </Group>
                  {location.distanceKm !== null && location.distanceKm !== undefined ? <DistanceBadge km={location.distanceKm} country={location.country} /> : null}
                </Group>
                <Text size="sm">
                  {street}, {location.city}, {location.addressState} {location.zipcode}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Serves clients in: {served}</Trans>
                </Text>
                <Group>
                  <ButtonLink
                    to="/business/$businessCode/$locationCode"
                    params={{ businessCode, locationCode: location.shortId }}
                    size="sm"
                    aria-label={t`Choose this location: ${name}`}
                  >
                    <Trans>Choose this location</Trans>
                  </ButtonLink>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

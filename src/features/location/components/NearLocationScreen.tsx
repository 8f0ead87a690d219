// /near/business/{code} (spec §2): pick a location of the business that serves where the person is, found from
// the browser's position or from a typed state (no geocoder: it works offline-first and on a LAN, see the
// decisions), then continue at /business/{code}/{location}.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { DEFAULT_SEARCH_RADIUS_KM } from '../../../domain/location/nearby-search.ts';
import type { NearBusiness } from '../api/decode-business.ts';
import { locationsNearPoint, locationsServingState, type NearbyLocation } from '../api/nearby-locations.ts';
import { usStatesQueryOptions } from '../api/us-states.ts';
import { currentPosition, type GeoFailure } from '../lib/geolocation.ts';
import { geoFailureMessages } from '../lib/location-messages.ts';
import { LocationResults } from './LocationResults.tsx';
import { StateSearchForm, type StateSearch } from './StateSearchForm.tsx';

type Search =
  | { readonly kind: 'idle' }
  | { readonly kind: 'locating' }
  | { readonly kind: 'searching'; readonly by: 'position' | 'state' }
  | { readonly kind: 'geoFailed'; readonly reason: GeoFailure }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'found'; readonly locations: readonly NearbyLocation[]; readonly id: number };

export function NearLocationScreen({ business }: { business: NearBusiness }) {
  const { i18n } = useLingui();
  const states = useQuery(usStatesQueryOptions());
  const [search, setSearch] = useState<Search>({ kind: 'idle' });

  const run = async (by: 'position' | 'state', find: () => Promise<readonly NearbyLocation[]>) => {
    setSearch({ kind: 'searching', by });
    try {
      setSearch({ kind: 'found', locations: await find(), id: Date.now() });
    } catch (error) {
      setSearch({ kind: 'failed', error });
    }
  };

  const locateMe = async () => {
    setSearch({ kind: 'locating' });
    const position = await currentPosition();
    if (!position.ok) return setSearch({ kind: 'geoFailed', reason: position.reason });
    await run('position', () =>
      locationsNearPoint({ businessId: business.id, latitude: position.latitude, longitude: position.longitude, radius: DEFAULT_SEARCH_RADIUS_KM }),
    );
  };

  const searchByState = (typed: StateSearch) => run('state', () => locationsServingState({ businessId: business.id, ...typed }));

  const locating = search.kind === 'locating' || (search.kind === 'searching' && search.by === 'position');
  const businessName = business.name;

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Find a location near you</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Choose the {businessName} location that serves where you live.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Use your current location</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Your browser asks whether to share your position. It is used for this search only and is not saved.</Trans>
            </Text>
          </Stack>
          <div>
            <Button leftSection={<IconCurrentLocation size={18} aria-hidden />} loading={locating} onClick={() => void locateMe()}>
              <Trans>Use my location</Trans>
            </Button>
          </div>
          {search.kind === 'geoFailed' ? (
            <Alert color="yellow" variant="light" role="alert">
              {i18n._(geoFailureMessages[search.reason])}
            </Alert>
          ) : null}
          <Divider label={<Trans>or</Trans>} labelPosition="center" />
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Enter where you live</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Locations serve clients by state.</Trans>
            </Text>
          </Stack>
          <StateSearchForm
            states={states.data}
            statesLoading={states.isPending}
            searching={search.kind === 'searching' && search.by === 'state'}
            onSearch={(typed) => void searchByState(typed)}
          />
          {states.isError ? (
            <Alert color="red" variant="light" role="alert">
              {i18n._(failureMessage(readApiError(states.error)))}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <section aria-live="polite">
        {search.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(failureMessage(readApiError(search.error)))}
          </Alert>
        ) : null}
        {search.kind === 'found' ? <LocationResults businessCode={business.shortId} locations={search.locations} states={states.data} searchId={search.id} /> : null}
      </section>
    </Stack>
  );
}

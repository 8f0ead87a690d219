// /admin/locations (issue 16): the business's locations. Code (in the address), name in four languages, address,
// timezone, allowed states and mode; one form adds a location or edits the one chosen.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, MultiSelect, NativeSelect, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showInfoToast } from '../../../../app/feedback.ts';
import { locationSchema, US_STATES } from '../../../../domain/admin/admin-rules.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import type { LocationMode } from '../../../../gql/graphql.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { locationsQueryOptions, useSaveLocation, type AdminLocationView } from '../api/admin-clinic.ts';
import { AddressFields, addressValues, type AddressValues } from './AddressFields.tsx';
import { LocalizedFields, textValues, type TextValues } from './LocalizedFields.tsx';

type LocationValues = { shortId: string; name: TextValues; address: AddressValues; timezone: string; states: string[]; mode: LocationMode; isActive: boolean };

const valuesOf = (location: AdminLocationView | null): LocationValues =>
  location
    ? { shortId: location.shortId, name: textValues(location.name), address: addressValues(location.address), timezone: location.timezone, states: [...location.states], mode: location.mode, isActive: location.isActive }
    : { shortId: '', name: textValues(null), address: addressValues(null), timezone: 'America/New_York', states: [], mode: 'HYBRID', isActive: true };

function LocationForm({ businessId, location, onDone }: { businessId: string; location: AdminLocationView | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const save = useSaveLocation(businessId);
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<LocationValues>({ mode: 'controlled', initialValues: valuesOf(location), validate: schemaResolver(locationSchema as unknown as z.ZodType<LocationValues>, { sync: true }) });
  const serverFields = readApiError(save.error).fields;
  const field = (path: 'shortId' | 'timezone' | 'states' | 'mode') => ({ ...form.getInputProps(path), error: errorText(form.errors[path] ?? serverFields[path]) });
  const modes: { value: LocationMode; label: string }[] = [
    { value: 'HYBRID', label: t`In person and online` },
    { value: 'IN_PERSON', label: t`In person` },
    { value: 'VIRTUAL', label: t`Online` },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="location-form-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(
            { id: location?.id ?? null, input: { ...values, address: { ...values.address } }, idempotencyKey: key },
            { onSuccess: () => { showInfoToast(location ? msg`Location saved.` : msg`Location added.`); onDone(); } },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="location-form-title">
            {location ? <Trans>Edit {location.name.en}</Trans> : <Trans>New location</Trans>}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Location code`} description={t`In the clinic's address: /business/…/code`} required {...field('shortId')} />
            <TextInput label={t`Time zone`} description={t`For example America/New_York`} required {...field('timezone')} />
            <MultiSelect label={t`Allowed states`} description={t`Where this location serves clients.`} data={[...US_STATES]} searchable required {...field('states')} />
            <NativeSelect label={t`Mode`} data={modes} {...field('mode')} />
          </SimpleGrid>
          <LocalizedFields form={form} path="name" legend={t`Location name`} errorText={errorText} />
          <AddressFields form={form} path="address" errorText={errorText} />
          <Switch label={t`Open to bookings`} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          {save.error && Object.keys(serverFields).length === 0 ? <FormAlert title={i18n._(failureMessage(readApiError(save.error)))} /> : null}
          <Group justify="flex-end">
            {location ? (
              <Button variant="default" onClick={onDone}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {location ? <Trans>Save location</Trans> : <Trans>Add location</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function LocationsScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(locationsQueryOptions(businessId));
  const [editing, setEditing] = useState<AdminLocationView | null>(null);
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Locations</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={160} />} offlineText={<Trans>The locations cannot be shown while offline.</Trans>} errorTitle={<Trans>The locations could not be loaded.</Trans>}>
        {(locations) => (
          <Stack gap="md">
            {locations.length === 0 ? (
              <Text c="dimmed">
                <Trans>No location yet: add the first one below.</Trans>
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {locations.map((location) => (
                  <Card key={location.id} withBorder radius="md" padding="md" component="article" aria-label={location.name.en}>
                    <Stack gap={4}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700}>{location.name.en}</Text>
                        <Badge variant="filled" autoContrast color={location.isActive ? 'teal.9' : 'gray.7'}>
                          {location.isActive ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {location.address.addressLine1}, {location.address.city}, {location.address.state} {location.address.zipcode}
                      </Text>
                      <Text size="sm">
                        <Trans>Code</Trans>: {location.shortId} · {location.timezone} · {location.states.join(', ')}
                      </Text>
                      <Group justify="flex-end">
                        <Button size="xs" variant="light" onClick={() => setEditing(location)} aria-label={t`Edit ${location.name.en}`}>
                          <Trans>Edit</Trans>
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            )}
            <LocationForm key={editing?.id ?? `new-${formKey}`} businessId={businessId} location={editing} onDone={done} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

// /admin/schedules (issue 16): each provider's weekly hours on their own clock ('Working hours cannot overlap'),
// the locations and categories they serve, and their time off.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { WeeklyHoursFields, type WeeklyHoursRow } from '../../../../components/scheduling/WeeklyHoursFields.tsx';
import { locationsQueryOptions, type AdminLocationView } from '../../business/api/admin-clinic.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { scheduleCategoriesQueryOptions, schedulesQueryOptions, useScheduleMutations, type ScheduleView } from '../api/admin-people.ts';


function ProviderCard({ businessId, provider, locations, categories }: { businessId: string; provider: ScheduleView; locations: readonly AdminLocationView[]; categories: readonly { id: string; name: string }[] }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { save, addTimeOff, removeTimeOff } = useScheduleMutations(businessId);
  const [hours, setHours] = useState<WeeklyHoursRow[]>(() => provider.hours.map((h) => ({ ...h })));
  const [locationIds, setLocationIds] = useState<string[]>(() => provider.locations.map((l) => l.locationId));
  const [categoryIds, setCategoryIds] = useState<string[]>(() => [...provider.categoryIds]);
  const [offStart, setOffStart] = useState('');
  const [offEnd, setOffEnd] = useState('');
  const modeOf = new Map(provider.locations.map((l) => [l.locationId, l.mode]));
  const saveError = save.error ? readApiError(save.error) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={provider.displayName}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {provider.displayName}
          </Title>
          <Badge variant="filled" autoContrast color={provider.status === 'ACTIVE' ? 'teal.9' : 'gray.7'}>
            {provider.status === 'ACTIVE' ? <Trans>Active</Trans> : <Trans>Deactivated</Trans>}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Hours on the provider's clock ({provider.timezone}).</Trans>
        </Text>
        <WeeklyHoursFields hours={hours} onChange={setHours} />
        <Checkbox.Group label={t`Locations served`} value={locationIds} onChange={setLocationIds}>
          <Group gap="md" mt={6}>
            {locations.map((location) => (
              <Checkbox key={location.id} value={location.id} label={location.name.en} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t`Categories served`} value={categoryIds} onChange={setCategoryIds}>
          <Group gap="md" mt={6}>
            {categories.map((category) => (
              <Checkbox key={category.id} value={category.id} label={category.name} />
            ))}
          </Group>
        </Checkbox.Group>
        {saveError ? <FormAlert title={saveError.fields.hours ? t`Working hours cannot overlap` : i18n._(failureMessage(saveError))} /> : null}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { providerId: provider.providerId, input: { hours, locations: locationIds.map((locationId) => ({ locationId, mode: modeOf.get(locationId) ?? locations.find((l) => l.id === locationId)?.mode ?? 'HYBRID' })), categoryIds } },
                { onSuccess: () => showInfoToast(msg`Schedule saved.`) },
              )
            }
          >
            <Trans>Save schedule</Trans>
          </Button>
        </Group>
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Time off</Trans>
          </Title>
          {provider.timeOff.map((off) => (
            <Group key={off.id} gap="xs">
              <Text size="sm">
                {new Date(off.startsAt).toLocaleString(i18n.locale)} – {new Date(off.endsAt).toLocaleString(i18n.locale)}
                {off.reason ? ` · ${off.reason}` : ''}
              </Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => removeTimeOff.mutate(off.id)}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput label={t`From`} type="datetime-local" value={offStart} onChange={(e) => setOffStart(e.currentTarget.value)} />
            <TextInput label={t`Until`} type="datetime-local" value={offEnd} onChange={(e) => setOffEnd(e.currentTarget.value)} error={errorText(addTimeOff.error ? readApiError(addTimeOff.error).fields.endsAt : undefined)} />
            <Button
              variant="light"
              disabled={!offStart || !offEnd}
              loading={addTimeOff.isPending}
              onClick={() =>
                addTimeOff.mutate(
                  { providerId: provider.providerId, input: { startsAt: new Date(offStart).toISOString(), endsAt: new Date(offEnd).toISOString() } },
                  { onSuccess: () => { setOffStart(''); setOffEnd(''); showInfoToast(msg`Time off added.`); } },
                )
              }
            >
              <Trans>Add time off</Trans>
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

export function SchedulesScreen() {
  const { businessId } = useAdminBusiness();
  const schedules = useQuery(schedulesQueryOptions(businessId));
  const locations = useQuery(locationsQueryOptions(businessId));
  const categories = useQuery(scheduleCategoriesQueryOptions(businessId));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Provider schedules</Trans>
      </Title>
      <QueryState query={schedules} skeleton={<Skeleton h={200} />} offlineText={<Trans>The schedules cannot be shown while offline.</Trans>} errorTitle={<Trans>The schedules could not be loaded.</Trans>}>
        {(providers) =>
          providers.length === 0 ? (
            <Text c="dimmed">
              <Trans>No provider yet: invite one on the People page.</Trans>
            </Text>
          ) : (
            <Stack gap="md">
              {providers.map((provider) => (
                <ProviderCard key={provider.providerId} businessId={businessId} provider={provider} locations={locations.data ?? []} categories={categories.data ?? []} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

// The provider's account setup (issue 17, spec §2): travel fee, group discount, cancellation rules, weekly hours
// (§5: 'Working hours cannot overlap', the scheduling rule itself) and the locations and categories served.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkWorkingHours } from '../../../domain/scheduling/working-hours.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useApplicationSteps, type ProviderApplicationView } from '../api/onboarding.ts';
import { toMajor, toMinor } from '../../../components/provider-plan/plan-format.ts';
import { WeeklyHoursFields, type WeeklyHoursRow } from '../../../components/scheduling/WeeklyHoursFields.tsx';


const DEFAULT_HOURS: WeeklyHoursRow[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

export function ProviderSetupForm({ application, onSaved }: { application: ProviderApplicationView; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const { setup } = useApplicationSteps();
  const currency = application.business.currencyCode;
  const saved = application.setup;
  const [travelFee, setTravelFee] = useState<number | string>(saved ? toMajor(saved.travelFeeMinor, currency) : 0);
  const [groupDiscount, setGroupDiscount] = useState<number | string>(saved?.groupDiscountPercent ?? 0);
  const [windowHours, setWindowHours] = useState<number | string>(saved?.cancellationWindowHours ?? 24);
  const [chargePercent, setChargePercent] = useState<number | string>(saved?.cancellationChargePercent ?? 0);
  const [hours, setHours] = useState<WeeklyHoursRow[]>(() => (saved ? saved.hours.map((h) => ({ ...h })) : DEFAULT_HOURS));
  const [locationIds, setLocationIds] = useState<string[]>(() => saved?.locations.map((l) => l.id) ?? []);
  const [categoryIds, setCategoryIds] = useState<string[]>(() => saved?.categories.map((c) => c.id) ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const number = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const check = checkWorkingHours(hours);
    if (hours.length === 0) return setProblem(t`Add your working hours.`);
    if (!check.ok) return setProblem(check.problem === 'overlap' ? t`Working hours cannot overlap` : t`Working hours must end after they start`);
    if (locationIds.length === 0) return setProblem(t`Choose at least one location.`);
    if (categoryIds.length === 0) return setProblem(t`Choose at least one service.`);
    try {
      await setup.mutateAsync({
        applicationId: application.id,
        input: {
          travelFeeMinor: toMinor(number(travelFee), currency),
          groupDiscountPercent: number(groupDiscount),
          cancellationWindowHours: number(windowHours),
          cancellationChargePercent: number(chargePercent),
          hours,
          locationIds,
          categoryIds,
        },
      });
      onSaved();
    } catch (error) {
      const info = readApiError(error);
      setProblem(info.fields.hours ? t`Working hours cannot overlap` : i18n._(failureMessage(info)));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Fees and cancellation</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t`Travel fee for callouts (${currency})`} min={0} max={10000} decimalScale={2} value={travelFee} onChange={setTravelFee} />
            <NumberInput label={t`Group discount (%)`} min={0} max={100} value={groupDiscount} onChange={setGroupDiscount} />
            <NumberInput label={t`Free cancellation until (hours before)`} min={0} max={168} value={windowHours} onChange={setWindowHours} />
            <NumberInput label={t`Late cancellation charge (%)`} min={0} max={100} value={chargePercent} onChange={setChargePercent} />
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Working hours</Trans>
          </Title>
          <WeeklyHoursFields hours={hours} onChange={setHours} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Services offered</Trans>
          </Title>
          <Checkbox.Group label={t`Locations`} value={locationIds} onChange={setLocationIds}>
            <Stack gap={6} mt={6}>
              {application.setupOptions.locations.map((location) => (
                <Checkbox key={location.id} value={location.id} label={location.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label={t`Services`} value={categoryIds} onChange={setCategoryIds}>
            <Stack gap={6} mt={6}>
              {application.setupOptions.categories.map((category) => (
                <Checkbox key={category.id} value={category.id} label={category.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          {application.setupOptions.locations.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>This business has no location yet.</Trans>
            </Text>
          ) : null}
        </Stack>
        {problem ? <FormAlert title={problem} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={setup.isPending}>
            <Trans>Send for approval</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// One dose option of the prescription form: dose and unit, route, 'every N {unit}', 'for N {days|weeks|months}',
// the price of a month's supply and the optional cost to the business, and beneath them the option as the client
// will read it (spec §9 heading), updated while typing.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { PrescriptionHeading } from '../../../components/medication/PrescriptionHeading.tsx';
import { FREQUENCY_UNITS, previewDirection, PROGRAM_DURATION_UNITS, type PrescriptionFormValues } from '../lib/prescription-form.ts';
import { usePrescriptionErrorText } from '../lib/prescription-messages.ts';
import { DOSE_UNIT_LABELS, ROUTE_LABELS, TIME_UNIT_LABELS } from '../lib/prescription-options.ts';
import { DOSE_UNITS, ROUTES } from '../lib/prescription-values.ts';
import classes from './DirectionFields.module.css';

type DirectionFieldsProps = {
  form: UseFormReturnType<PrescriptionFormValues>;
  index: number;
  currencyCode: string;
  /** Null when this is the only option (a prescription has at least one). */
  onRemove: (() => void) | null;
};

export function DirectionFields({ form, index, currencyCode, onRemove }: DirectionFieldsProps) {
  const { t, i18n } = useLingui();
  const errorText = usePrescriptionErrorText();
  const row = form.getValues().directions[index];
  if (!row) return null;
  const number = index + 1;
  const path = (name: keyof typeof row) => `directions.${index}.${name}`;
  const field = (name: keyof typeof row) => ({ ...form.getInputProps(path(name)), error: errorText(form.errors[path(name)]) });
  const choose = <K extends string>(values: readonly K[], labels: Record<K, MessageDescriptor>) => [
    { value: '', label: t`Choose…`, disabled: true },
    ...values.map((value) => ({ value, label: i18n._(labels[value]) })),
  ];
  const units = <K extends keyof typeof TIME_UNIT_LABELS>(values: readonly K[]) => values.map((value) => ({ value, label: i18n._(TIME_UNIT_LABELS[value]) }));
  const preview = previewDirection(row);
  return (
    <Fieldset legend={t`Dose option ${number}`} radius="md" className={classes.option} data-direction-row={index}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={<Trans>Dose</Trans>} required inputMode="decimal" autoComplete="off" {...field('dose')} />
        <NativeSelect label={<Trans>Unit</Trans>} required data={choose(DOSE_UNITS, DOSE_UNIT_LABELS)} {...field('doseUnit')} />
        <NativeSelect label={<Trans>Route</Trans>} required data={choose(ROUTES, ROUTE_LABELS)} className={classes.wide} {...field('route')} />
        {/* 'Taken every [2] [weeks]' and 'For [8] [weeks]' read as one phrase: the unit's name is for screen readers. */}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={<Trans>Taken every</Trans>} required inputMode="numeric" autoComplete="off" className={classes.count} classNames={{ label: classes.countLabel }} {...field('frequencyEvery')} />
          <NativeSelect aria-label={t`Frequency unit`} data={units(FREQUENCY_UNITS)} className={classes.unit} {...field('frequencyTimeUnit')} />
        </Group>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={<Trans>For</Trans>} required inputMode="numeric" autoComplete="off" className={classes.count} classNames={{ label: classes.countLabel }} {...field('durationEvery')} />
          <NativeSelect aria-label={t`Duration unit`} data={units(PROGRAM_DURATION_UNITS)} className={classes.unit} {...field('durationTimeUnit')} />
        </Group>
        <TextInput
          label={<Trans>Price per month ({currencyCode})</Trans>}
          description={<Trans>What the client pays for a month at this dose.</Trans>}
          required
          inputMode="decimal"
          autoComplete="off"
          {...field('sellingPrice')}
        />
        <TextInput
          label={<Trans>Cost to the business ({currencyCode})</Trans>}
          description={<Trans>Optional. The client never sees it.</Trans>}
          inputMode="decimal"
          autoComplete="off"
          {...field('costToBusiness')}
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" gap="sm" mt="sm" wrap="wrap">
        <div className={classes.preview}>
          <Text size="xs" c="dimmed" component="span">
            <Trans>The client reads:</Trans>{' '}
          </Text>
          {preview ? (
            <PrescriptionHeading direction={preview} size="sm" fw={600} />
          ) : (
            <Text component="span" size="sm" c="dimmed">
              <Trans>enter the dose, how often and for how long</Trans>
            </Text>
          )}
        </div>
        {onRemove ? (
          <Button variant="default" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} aria-label={t`Remove dose option ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </Group>
    </Fieldset>
  );
}

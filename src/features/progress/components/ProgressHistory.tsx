// The history under the chart: weekly records and weight readings, newest first, in the client's unit (the
// unit each was entered in is named when it differs); what is still on this device says 'Waiting to sync'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { displayWeight, type WeightUnit } from '../../../domain/progress/weight.ts';
import { SyncBadge } from '../../../app/outbox/SyncBadge.tsx';
import type { ShownReading, ShownRecord } from '../lib/pending-progress.ts';
import { ADMINISTERED_BY_LABELS, FEELING_LABELS, formatWeightNumber, UNIT_SHORT } from '../lib/labels.ts';
import type { AdministeredBy, Feeling } from '../../../domain/progress/weekly-progress.ts';

function useWeightText(unit: WeightUnit) {
  const { i18n } = useLingui();
  return (kg: number, enteredValue: number, enteredUnit: WeightUnit) => {
    const shown = `${formatWeightNumber(displayWeight(kg, unit), i18n.locale)} ${i18n._(UNIT_SHORT[unit])}`;
    const entered = enteredUnit === unit ? null : `${formatWeightNumber(enteredValue, i18n.locale)} ${i18n._(UNIT_SHORT[enteredUnit])}`;
    return { shown, entered };
  };
}

export function WeeklyRecordList({ records, unit }: { records: readonly ShownRecord[]; unit: WeightUnit }) {
  const { i18n } = useLingui();
  const weightText = useWeightText(unit);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="weekly-records">
      {records.map((r) => {
        const { shown, entered } = weightText(r.weightKg, r.weight, r.weightUnit);
        const feeling = i18n._(FEELING_LABELS[r.feeling as Feeling]);
        const by = i18n._(ADMINISTERED_BY_LABELS[r.administeredBy as AdministeredBy]);
        const dosage = r.dosage;
        return (
          <Paper component="li" key={r.id} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{day.format(new Date(`${r.recordedOn}T00:00:00Z`))}</Text>
                {r.sync ? <SyncBadge state={r.sync.state} /> : null}
                <Text size="sm" c="dimmed">
                  <Trans>
                    Dosage: {dosage} · Given by: {by}
                  </Trans>
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {shown}
                </Text>
                {entered ? (
                  <Text size="xs" c="dimmed">
                    <Trans>entered as {entered}</Trans>
                  </Text>
                ) : null}
                <Badge variant="light" color="clinicTeal" tt="none">
                  {feeling}
                </Badge>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function ReadingList({ readings, unit }: { readings: readonly ShownReading[]; unit: WeightUnit }) {
  const { i18n } = useLingui();
  const weightText = useWeightText(unit);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="weight-readings">
      {readings.map((r, index) => {
        const { shown, entered } = weightText(r.valueKg, r.value, r.unit);
        return (
          <Group
            component="li"
            key={r.id}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            px="sm"
            py={8}
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{when.format(new Date(r.recordedAt))}</Text>
              {r.sync ? <SyncBadge state={r.sync.state} /> : null}
            </Group>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {shown}
              </Text>
              {entered ? (
                <Text size="xs" c="dimmed">
                  <Trans>entered as {entered}</Trans>
                </Text>
              ) : null}
            </Stack>
          </Group>
        );
      })}
    </Paper>
  );
}

export function ProgressHistorySkeleton() {
  return (
    <Stack gap="xs">
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={56} />
    </Stack>
  );
}

// Readings and weekly records the server refused (from the outbox): each with its reason, 'Edit' (back into its
// form, where the field's message shows) and 'Discard'. They never hold up the others, which sync on their own.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { OutboxEntry, OutboxPayloads } from '../../../app/outbox/outbox-entry.ts';
import { discardOutboxEntry } from '../../../app/outbox/outbox.ts';
import { RejectedEntry } from '../../../app/outbox/RejectedEntry.tsx';
import type { WeightUnit } from '../../../domain/progress/weight.ts';
import { formatWeightNumber, UNIT_SHORT } from '../lib/labels.ts';

export type FormPrefill =
  | { kind: 'weight'; id: string; weight: { value: number; unit: WeightUnit } }
  | { kind: 'weekly'; id: string; record: OutboxPayloads['weeklyProgress'] };

type Props = {
  readings: readonly OutboxEntry<'metricReadings'>[];
  weekly: readonly OutboxEntry<'weeklyProgress'>[];
  unit: WeightUnit;
  onEdit: (prefill: FormPrefill) => void;
};

export function NotSavedList({ readings, weekly, onEdit }: Props) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const weightText = (value: number, unit: WeightUnit) => `${formatWeightNumber(value, i18n.locale)} ${i18n._(UNIT_SHORT[unit])}`;
  const refusedReadings = readings.filter((entry) => entry.state === 'rejected');
  const refusedWeekly = weekly.filter((entry) => entry.state === 'rejected');
  if (refusedReadings.length + refusedWeekly.length === 0) return null;
  // The entry leaves the outbox when it goes back to its form: saving there makes a new one.
  const edit = (entry: OutboxEntry, prefill: FormPrefill) => {
    void discardOutboxEntry(entry.id);
    onEdit(prefill);
  };
  return (
    <Stack gap="xs">
      {refusedReadings.map((entry) => {
        const { value, unit, recordedAt } = entry.payload;
        const weight = weightText(value, unit);
        const at = when.format(new Date(recordedAt));
        return (
          <RejectedEntry
            key={entry.id}
            entry={entry}
            summary={<Trans>Weight {weight}, {at}</Trans>}
            fix={{ label: <Trans>Edit</Trans>, onFix: () => edit(entry, { kind: 'weight', id: entry.id, weight: { value, unit } }) }}
          />
        );
      })}
      {refusedWeekly.map((entry) => {
        const weight = weightText(entry.payload.weight, entry.payload.weightUnit);
        const on = day.format(new Date(`${entry.payload.recordedOn}T00:00:00Z`));
        return (
          <RejectedEntry
            key={entry.id}
            entry={entry}
            summary={<Trans>Weekly record of {on}, {weight}</Trans>}
            fix={{ label: <Trans>Edit</Trans>, onFix: () => edit(entry, { kind: 'weekly', id: entry.id, record: entry.payload }) }}
          />
        );
      })}
    </Stack>
  );
}

// A day's free times grouped Morning / Afternoon / Evening, each group a radio group of time buttons. The
// caller decides what a slot's value is (e.g. provider and start) and what choosing one does.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RadioButtons } from './RadioButtons.tsx';

export type GridSlot = { readonly value: string; readonly time: string; readonly ariaLabel?: string };
export type SlotDayGroups = { readonly morning: readonly GridSlot[]; readonly afternoon: readonly GridSlot[]; readonly evening: readonly GridSlot[] };

type SlotGridProps = {
  readonly day: SlotDayGroups;
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
};

export function SlotGrid({ day, value, onChange, disabled = false }: SlotGridProps) {
  const { t } = useLingui();
  const parts: { key: keyof SlotDayGroups; title: ReactNode; label: string }[] = [
    { key: 'morning', title: <Trans>Morning</Trans>, label: t`Morning times` },
    { key: 'afternoon', title: <Trans>Afternoon</Trans>, label: t`Afternoon times` },
    { key: 'evening', title: <Trans>Evening</Trans>, label: t`Evening times` },
  ];
  const shown = parts.filter((part) => day[part.key].length > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No free times on this day.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {shown.map((part) => (
        <Stack key={part.key} gap={6}>
          <Text size="sm" fw={600}>
            {part.title}
          </Text>
          <RadioButtons
            label={part.label}
            options={day[part.key].map((slot) => ({ value: slot.value, label: slot.time, ...(slot.ariaLabel ? { ariaLabel: slot.ariaLabel } : {}) }))}
            value={value}
            onChange={onChange}
            disabled={disabled}
          />
        </Stack>
      ))}
    </Stack>
  );
}

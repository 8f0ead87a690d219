// The time-slot picker shows one week at a time (what it asks the server for): the week's dates, and buttons to
// the week before (not before this one) and after (up to SLOT_WEEKS ahead).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { SLOT_WEEKS } from './slot-days.ts';

type WeekPagerProps = {
  /** 0 is the week starting today. */
  readonly week: number;
  readonly from: string;
  readonly to: string;
  readonly onChange: (week: number) => void;
};

export function WeekPager({ week, from, to, onChange }: WeekPagerProps) {
  const { i18n } = useLingui();
  const day = (iso: string) => i18n.date(`${iso}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Button variant="subtle" size="compact-sm" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={week <= 0} onClick={() => onChange(week - 1)}>
        <Trans>Previous week</Trans>
      </Button>
      <Text size="sm" fw={600} aria-live="polite">
        {day(from)} – {day(to)}
      </Text>
      <Button variant="subtle" size="compact-sm" rightSection={<IconChevronRight size={16} aria-hidden />} disabled={week >= SLOT_WEEKS - 1} onClick={() => onChange(week + 1)}>
        <Trans>Next week</Trans>
      </Button>
    </Group>
  );
}

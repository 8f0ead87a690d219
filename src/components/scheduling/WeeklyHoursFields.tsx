// Weekly working hours as rows of day, from and to, each removable, with "Add hours": the admin's provider schedules
// and a provider's own account setup edit them the same way. On a phone the day and its remove button share a line
// and the two times the next, so neither time is cut off.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Grid, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';

export type WeeklyHoursRow = { weekday: number; start: string; end: string };

type Props = { hours: WeeklyHoursRow[]; onChange: Dispatch<SetStateAction<WeeklyHoursRow[]>> };

export function WeeklyHoursFields({ hours, onChange }: Props) {
  const { t } = useLingui();
  const weekdays = [t`Sunday`, t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`];
  const update = (index: number, patch: Partial<WeeklyHoursRow>) => onChange((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      {hours.map((row, index) => (
        <Grid key={index} gap="xs" align="flex-end">
          <Grid.Col span={{ base: 10, xs: 4 }} order={1}>
            <NativeSelect label={t`Day`} value={String(row.weekday)} onChange={(e) => update(index, { weekday: Number(e.currentTarget.value) })} data={weekdays.map((label, value) => ({ value: String(value), label }))} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 3 }} order={{ base: 3, xs: 2 }}>
            <TextInput label={t`From`} type="time" value={row.start} onChange={(e) => update(index, { start: e.currentTarget.value })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 3 }} order={{ base: 4, xs: 3 }}>
            <TextInput label={t`To`} type="time" value={row.end} onChange={(e) => update(index, { end: e.currentTarget.value })} />
          </Grid.Col>
          <Grid.Col span={2} order={{ base: 2, xs: 4 }}>
            <ActionIcon variant="subtle" color="red.8" size="lg" aria-label={t`Remove these hours`} onClick={() => onChange((rows) => rows.filter((_, i) => i !== index))}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange((rows) => [...rows, { weekday: 1, start: '09:00', end: '17:00' }])}>
          <Trans>Add hours</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

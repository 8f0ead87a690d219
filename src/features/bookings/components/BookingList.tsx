// A page of bookings in relative date groups (spec §9: Today, Yesterday, This week, Last week, Last month) by
// the day each was booked, on the client's calendar; the server's order (newest first) keeps groups together.
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { relativeDateGroup, type RelativeDateGroup } from '../../../domain/scheduling/relative-date-group.ts';
import type { BookingRow } from '../api/bookings-list.ts';
import { DATE_GROUP_LABELS } from '../lib/status-labels.ts';
import { BookingCard } from './BookingCard.tsx';

type Group = { group: RelativeDateGroup; rows: BookingRow[] };

function groupRows(rows: readonly BookingRow[], now: Date, timeZone: string): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    const group = relativeDateGroup(new Date(row.createdAt), now, timeZone);
    const last = groups.at(-1);
    if (last && last.group === group) last.rows.push(row);
    else groups.push({ group, rows: [row] });
  }
  return groups;
}

type BookingListProps = { rows: readonly BookingRow[]; codes: BusinessCodes; timeZone: string; now: Date };

export function BookingList({ rows, codes, timeZone, now }: BookingListProps) {
  return (
    <Stack gap="lg">
      {groupRows(rows, now, timeZone).map((entry, index) => (
        <DateGroup key={`${entry.group}-${index}`} entry={entry} codes={codes} timeZone={timeZone} />
      ))}
    </Stack>
  );
}

function DateGroup({ entry, codes, timeZone }: { entry: Group; codes: BusinessCodes; timeZone: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h6" c="dimmed" tt="uppercase" mb="xs" id={headingId}>
        {i18n._(DATE_GROUP_LABELS[entry.group])}
      </Title>
      <Stack gap="sm">
        {entry.rows.map((row) => (
          <BookingCard key={row.id} booking={row} codes={codes} timeZone={timeZone} />
        ))}
      </Stack>
    </section>
  );
}

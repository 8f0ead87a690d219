// /lab (issue 17): the lab collector's visits by day, a week at a time in the collector's time zone, each with
// the client, the test, where to go (the clinic, or the client's address and instructions for a callout) and
// the next step: start the collection, sample received by the lab, results ready with the report, or cancel.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import { labVisitsQueryOptions, type LabVisit } from '../api/lab-visits.ts';
import { labRange, shiftWeek, visitsByDay, type LabDay } from '../lib/lab-days.ts';
import { useCollectorTimeZone } from '../lib/use-collector-time-zone.ts';
import { LabVisitCard } from './LabVisitCard.tsx';

type LabVisitsScreenProps = { day: string | undefined; onDayChange: (day: string | undefined) => void };

export function LabVisitsScreen({ day, onDayChange }: LabVisitsScreenProps) {
  const { t } = useLingui();
  const timeZone = useCollectorTimeZone();
  const range = useMemo(() => labRange(new Date(), timeZone, day), [timeZone, day]);
  const query = useQuery(labVisitsQueryOptions({ from: range.from, to: range.to }));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Lab visits</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Your collections for seven days. Times are in {timeZone}.</Trans>
        </Text>
      </Stack>
      <Group gap="xs" component="nav" aria-label={t`Weeks`}>
        <Button variant="default" size="sm" onClick={() => onDayChange(shiftWeek(range.firstDay, -1))}>
          <Trans>Previous week</Trans>
        </Button>
        <Button variant="default" size="sm" onClick={() => onDayChange(undefined)} disabled={range.firstDay === range.today}>
          <Trans>Today</Trans>
        </Button>
        <Button variant="default" size="sm" onClick={() => onDayChange(shiftWeek(range.firstDay, 1))}>
          <Trans>Next week</Trans>
        </Button>
      </Group>
      <QueryState
        query={query}
        skeleton={<ListSkeleton />}
        offlineText={<Trans>You are offline, and these visits are not saved on this device yet. They will load once you are back online.</Trans>}
        errorTitle={<Trans>We could not load your visits</Trans>}
      >
        {(visits) => (
          <Stack gap="xl">
            {visitsByDay(visits, range, timeZone).map((group) => (
              <DaySection key={group.date} group={group} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function DaySection({ group }: { group: LabDay<LabVisit> }) {
  const { i18n } = useLingui();
  const headingId = `lab-day-${group.date}`;
  // The calendar date itself, read at noon UTC so no zone moves it to the day before.
  const date = i18n.date(`${group.date}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {group.isToday ? <Trans>Today, {date}</Trans> : date}
        </Title>
        {group.visits.length === 0 ? (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
            <Text size="sm" c="dimmed">
              <Trans>No visits.</Trans>
            </Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.visits.map((visit) => (
              <LabVisitCard key={visit.orderItemId} visit={visit} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs">
      <Skeleton height={24} width={160} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </Stack>
  );
}

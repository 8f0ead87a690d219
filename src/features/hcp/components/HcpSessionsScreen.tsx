// /hcp (issue 6 provider console): today's consultations and the next days', in the provider's time zone, each
// with its client, service and status, and Join once the server allows it; above them, renewals that wait for
// the provider's approval (when any do).
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hcpSessionsQueryOptions } from '../api/hcp-sessions.ts';
import { consoleRange, groupByDay, UPCOMING_DAYS, type DayGroup } from '../lib/console-days.ts';
import type { SessionRow } from '../lib/console-types.ts';
import { useProviderTimeZone } from '../lib/provider-time-zone.ts';
import { useToday } from '../lib/use-today.ts';
import { ConsoleQueryState } from './ConsoleQueryState.tsx';
import { RenewalsSection } from './RenewalsSection.tsx';
import { SessionListItem } from './SessionListItem.tsx';

export function HcpSessionsScreen() {
  const timeZone = useProviderTimeZone();
  const now = useToday();
  const range = useMemo(() => consoleRange(now, timeZone), [now, timeZone]);
  const query = useQuery(hcpSessionsQueryOptions({ from: range.from, to: range.to }));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Consultations</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Today and the next {UPCOMING_DAYS} days. Times are in {timeZone}.</Trans>
        </Text>
      </Stack>
      <RenewalsSection timeZone={timeZone} />
      <ConsoleQueryState query={query} skeleton={<ListSkeleton />}>
        {(sessions) => <DayList groups={groupByDay(sessions, timeZone, range.today)} timeZone={timeZone} />}
      </ConsoleQueryState>
    </Stack>
  );
}

function DayList({ groups, timeZone }: { groups: DayGroup<SessionRow>[]; timeZone: string }) {
  const upcoming = groups.filter((group) => !group.isToday);
  const today = groups.find((group) => group.isToday);
  return (
    <Stack gap="xl">
      <DaySection title={<Trans>Today</Trans>} group={today} timeZone={timeZone} empty={<Trans>No consultations today.</Trans>} />
      {upcoming.length === 0 ? (
        <section aria-labelledby="hcp-upcoming">
          <Stack gap="sm">
            <Title order={2} size="h4" id="hcp-upcoming">
              <Trans>Upcoming</Trans>
            </Title>
            <EmptyNote>
              <Trans>Nothing is booked for the next {UPCOMING_DAYS} days.</Trans>
            </EmptyNote>
          </Stack>
        </section>
      ) : (
        upcoming.map((group) => <DaySection key={group.date} title={<DayTitle date={group.date} />} group={group} timeZone={timeZone} />)
      )}
    </Stack>
  );
}

function DayTitle({ date }: { date: string }) {
  const { i18n } = useLingui();
  // The calendar date itself, read at noon UTC so no zone moves it to the day before.
  return <>{i18n.date(`${date}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}</>;
}

type DaySectionProps = { title: React.ReactNode; group: DayGroup<SessionRow> | undefined; timeZone: string; empty?: React.ReactNode };

function DaySection({ title, group, timeZone, empty }: DaySectionProps) {
  const headingId = `hcp-day-${group?.date ?? 'today'}`;
  const sessions = group?.sessions ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {sessions.length === 0 ? (
          <EmptyNote>{empty}</EmptyNote>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0}>
            {sessions.map((session) => (
              <SessionListItem key={session.id} session={session} timeZone={timeZone} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs">
      <Skeleton height={24} width={120} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={64} radius="md" />
      ))}
    </Stack>
  );
}

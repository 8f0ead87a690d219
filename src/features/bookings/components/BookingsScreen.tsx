// /bookings (spec §2): tabs INPROGRESS, UPCOMING, COMPLETED, search by booking ID or service name, pages of 10.
// Tab, search and page live in the address, so the list can be reloaded, shared and walked back. Pages are keyset
// pages (first, previous, next, last): the server reads only the page, however long the list.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';
import { bookingsListQueryOptions, type BookingsPage } from '../api/bookings-list.ts';
import type { BookingsPageAt } from '../lib/bookings-search.ts';
import { useClientTimeZone } from '../lib/client-time-zone.ts';
import { TAB_LABELS } from '../lib/status-labels.ts';
import { BookingList } from './BookingList.tsx';
import { BookingsSearchBox } from './BookingsSearchBox.tsx';
import { QueryState } from './QueryState.tsx';

// Three tabs side by side even at 360 px: tighter padding, no wrapping.
const TAB_STYLES = { list: { flexWrap: 'nowrap' }, tab: { paddingInline: 'var(--mantine-spacing-xs)' } } as const;

export type BookingsView = { tab: BookingTab; search: string; at: BookingsPageAt };

type BookingsScreenProps = { codes: BusinessCodes; view: BookingsView; onViewChange: (view: BookingsView) => void };

export function BookingsScreen({ codes, view, onViewChange }: BookingsScreenProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Bookings</Trans>
      </Title>
      <BookingsSearchBox value={view.search} onSearch={(search) => onViewChange({ ...view, search, at: {} })} />
      <Tabs value={view.tab} onChange={(tab) => onViewChange({ ...view, tab: (tab as BookingTab | null) ?? view.tab, at: {} })} keepMounted={false} styles={TAB_STYLES}>
        <Tabs.List grow>
          {BOOKING_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {i18n._(TAB_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOOKING_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <TabContent codes={codes} view={view} onViewChange={onViewChange} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TabContent({ codes, view, onViewChange }: BookingsScreenProps) {
  const { t } = useLingui();
  const timeZone = useClientTimeZone();
  const query = useQuery(bookingsListQueryOptions(view));
  return (
    <QueryState query={query} skeleton={<ListSkeleton />}>
      {(page) => {
        const { totalCount } = page;
        if (page.edges.length === 0) return <EmptyState search={view.search} />;
        return (
          <Stack gap="lg">
            <Text size="sm" c="dimmed" role="status">
              {t({ message: plural(totalCount, { one: '# booking', other: '# bookings' }) })}
            </Text>
            <BookingList rows={page.edges.map((edge) => edge.node)} codes={codes} timeZone={timeZone} now={new Date()} />
            <BookingsPager pageInfo={page.pageInfo} onChange={(at) => onViewChange({ ...view, at })} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** First, previous, next and last page, each a keyset page the server reads from the page's own cursors. */
function BookingsPager({ pageInfo, onChange }: { pageInfo: BookingsPage['pageInfo']; onChange: (at: BookingsPageAt) => void }) {
  const { t } = useLingui();
  const { startCursor, endCursor, hasNextPage, hasPreviousPage } = pageInfo;
  if (!hasNextPage && !hasPreviousPage) return null;
  return (
    <Group component="nav" aria-label={t`Pages of bookings`} justify="center" gap="xs">
      <Button variant="default" size="compact-md" disabled={!hasPreviousPage} onClick={() => onChange({})} aria-label={t`First page`}>
        <IconChevronsLeft size={18} aria-hidden />
      </Button>
      <Button variant="default" size="compact-md" disabled={!hasPreviousPage || !startCursor} onClick={() => startCursor && onChange({ before: startCursor })} leftSection={<IconChevronLeft size={18} aria-hidden />}>
        {t`Previous page`}
      </Button>
      <Button variant="default" size="compact-md" disabled={!hasNextPage || !endCursor} onClick={() => endCursor && onChange({ after: endCursor })} rightSection={<IconChevronRight size={18} aria-hidden />}>
        {t`Next page`}
      </Button>
      <Button variant="default" size="compact-md" disabled={!hasNextPage} onClick={() => onChange({ last: true })} aria-label={t`Last page`}>
        <IconChevronsRight size={18} aria-hidden />
      </Button>
    </Group>
  );
}

function EmptyState({ search }: { search: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconCalendarOff aria-hidden />} title={search ? <Trans>No bookings match “{search}”</Trans> : <Trans>No bookings here yet</Trans>}>
      {search ? <Trans>Check the booking ID, or search by the service’s name.</Trans> : <Trans>Your bookings will show here once you have booked a service.</Trans>}
    </Alert>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={120} radius="md" />
      ))}
    </Stack>
  );
}

// /receptionist/bookings (spec §2): the business's bookings with the client list's features: search by booking
// ID or service name, stages (in progress, upcoming, completed, or all), ten to a page. Kept in the address.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { BOOKING_TABS, type BookingTab } from '../../../domain/orders/bookings-list.ts';
import { RECEPTION_PAGE_SIZE, RECEPTION_SEARCH_MAX_LENGTH } from '../../../domain/reception/reception-constants.ts';
import { deskBookingsQueryOptions } from '../api/desk-bookings.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { DeskBookingList } from './DeskBookingList.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

export type DeskBookingsView = { search: string; stage: BookingTab | null; page: number };

const ALL = 'ALL';
const STAGE_LABELS = {
  ALL: msg({ message: 'All', context: 'bookings stage' }),
  INPROGRESS: msg({ message: 'In progress', context: 'bookings tab' }),
  UPCOMING: msg({ message: 'Upcoming', context: 'bookings tab' }),
  COMPLETED: msg({ message: 'Completed', context: 'bookings tab' }),
} as const satisfies Record<BookingTab | typeof ALL, MessageDescriptor>;

const TAB_STYLES = { list: { flexWrap: 'nowrap', overflowX: 'auto' }, tab: { paddingInline: 'var(--mantine-spacing-xs)' } } as const;

type DeskBookingsScreenProps = { view: DeskBookingsView; onViewChange: (view: DeskBookingsView) => void };

export function DeskBookingsScreen({ view, onViewChange }: DeskBookingsScreenProps) {
  const { t, i18n } = useLingui();
  const tabs = [ALL, ...BOOKING_TABS] as const;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          <Trans>Location bookings</Trans>
        </Title>
        <ButtonLink to="/receptionist/bookings/new" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          <Trans>Book for a client</Trans>
        </ButtonLink>
      </Group>
      <SearchBox
        value={view.search}
        onSearch={(search) => onViewChange({ ...view, search, page: 1 })}
        label={t`Search bookings`}
        description={t`Booking ID or service name`}
        maxLength={RECEPTION_SEARCH_MAX_LENGTH}
      />
      <Tabs value={view.stage ?? ALL} onChange={(tab) => onViewChange({ ...view, stage: BOOKING_TABS.find((entry) => entry === tab) ?? null, page: 1 })} keepMounted={false} styles={TAB_STYLES}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {i18n._(STAGE_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <StageContent view={view} onViewChange={onViewChange} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function StageContent({ view, onViewChange }: DeskBookingsScreenProps) {
  const { t } = useLingui();
  const timeZone = useStaffTimeZone();
  const query = useQuery({ ...deskBookingsQueryOptions(view), placeholderData: keepPreviousData });
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={200} radius="md" />} errorTitle={<Trans>We could not load the bookings</Trans>}>
      {(page) => {
        if (page.nodes.length === 0) {
          return (
            <Alert color="gray" variant="light" icon={<IconCalendarOff aria-hidden />} role="status">
              {view.search ? <Trans>No booking matches “{view.search}”.</Trans> : <Trans>No bookings here yet.</Trans>}
            </Alert>
          );
        }
        const pages = Math.max(1, Math.ceil(page.totalCount / RECEPTION_PAGE_SIZE));
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t({ message: plural(page.totalCount, { one: '# booking', other: '# bookings' }) })}
            </Text>
            <DeskBookingList rows={page.nodes} timeZone={timeZone} showClient label={t`Bookings`} />
            <ListPagination total={pages} value={view.page} onChange={(next) => onViewChange({ ...view, page: next })} label={t`Pages of bookings`} />
          </Stack>
        );
      }}
    </DeskQueryState>
  );
}

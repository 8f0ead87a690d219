// A client's bookings at this business, on the client's page (receptionBookings with the client's id).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { RECEPTION_PAGE_SIZE } from '../../../domain/reception/reception-constants.ts';
import { deskBookingsQueryOptions } from '../api/desk-bookings.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { DeskBookingList } from './DeskBookingList.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

export function ClientBookings({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const timeZone = useStaffTimeZone();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...deskBookingsQueryOptions({ search: '', stage: null, page, clientId }), placeholderData: keepPreviousData });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="client-bookings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-bookings">
          <Trans>Bookings</Trans>
        </Title>
        <DeskQueryState query={query} skeleton={<Skeleton height={120} radius="md" />} errorTitle={<Trans>We could not load the bookings</Trans>}>
          {(result) =>
            result.nodes.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No bookings yet.</Trans>
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t({ message: plural(result.totalCount, { one: '# booking', other: '# bookings' }) })}
                </Text>
                <DeskBookingList rows={result.nodes} timeZone={timeZone} showClient={false} label={t`The client's bookings`} />
                <ListPagination total={Math.ceil(result.totalCount / RECEPTION_PAGE_SIZE)} value={page} onChange={setPage} label={t`Pages of the client's bookings`} />
              </Stack>
            )
          }
        </DeskQueryState>
      </Stack>
    </Paper>
  );
}

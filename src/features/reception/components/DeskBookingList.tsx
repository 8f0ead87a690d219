// Bookings as the front desk lists them: booking ID, service, client, when and with whom, status, and how it was
// booked (Facility or Callout).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { DeskBookingRow } from '../api/desk-bookings.ts';
import { receptionClientQueryOptions } from '../api/reception-client.ts';

type DeskBookingListProps = { rows: readonly DeskBookingRow[]; timeZone: string; showClient: boolean; label: string };

export function DeskBookingList({ rows, timeZone, showClient, label }: DeskBookingListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <DeskBookingItem key={row.id} row={row} timeZone={timeZone} showClient={showClient} />
      ))}
    </Stack>
  );
}

function DeskBookingItem({ row, timeZone, showClient }: { row: DeskBookingRow; timeZone: string; showClient: boolean }) {
  const { i18n } = useLingui();
  const consult = row.consultationDetail;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <AnchorLink to="/receptionist/bookings/$bookingId" params={{ bookingId: row.id }} fw={600}>
              {row.productName}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              <Trans>Booking {row.displayId}</Trans>
            </Text>
          </Stack>
          <StatusBadge status={row.status} />
        </Group>
        {showClient ? <ClientName clientId={row.order.clientId} /> : null}
        {consult ? (
          <Text size="sm">
            <Trans>
              {i18n.date(consult.scheduleDateTimeUTC, { dateStyle: 'medium', timeStyle: 'short', timeZone })} with {consult.HCPName}
            </Trans>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Booked {i18n.date(row.createdAt, { dateStyle: 'medium', timeZone })}</Trans>
          </Text>
        )}
        {row.order.bookedThrough === 'FACILITY_BOOKING' ? (
          <Group gap={6}>
            <Badge variant="outline" color="gray.8" radius="sm" tt="none">
              {row.order.visit === 'CALLOUT' ? <Trans>Callout</Trans> : <Trans>Facility</Trans>}
            </Badge>
            <Text size="xs" c="dimmed">
              <Trans>Facility Booking</Trans>
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The client's name, read once per client (the list rows carry only the id). */
function ClientName({ clientId }: { clientId: string }) {
  const client = useQuery({ ...receptionClientQueryOptions(clientId), staleTime: 5 * 60_000 });
  if (!client.data) return null;
  return (
    <Text size="sm">
      <Trans>Client:</Trans>{' '}
      <AnchorLink to="/receptionist/clients/$clientId" params={{ clientId }}>
        {client.data.firstName} {client.data.lastName}
      </AnchorLink>
    </Text>
  );
}

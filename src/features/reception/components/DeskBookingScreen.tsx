// /receptionist/bookings/{id} (spec §2 "booking details by id"): a booking as the front desk follows it: the
// service and its status, the client, the visit, the consult (when and with whom, its state, a link to the
// consult's details), and the payment figures with what is pre-authorized on the card.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FactList } from '../../../components/FactList.tsx';
import { SessionStatusBadge } from '../../../components/orders/SessionStatusBadge.tsx';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { DeskFigures } from './DeskFigures.tsx';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import { deskBookingQueryOptions, type DeskBooking } from '../api/desk-booking.ts';
import { receptionClientQueryOptions } from '../api/reception-client.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { DeskQueryState } from './DeskQueryState.tsx';

function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function DeskBookingScreen({ bookingId }: { bookingId: string }) {
  const query = useQuery(deskBookingQueryOptions(bookingId));
  return (
    <Stack gap="lg">
      <AnchorLink to="/receptionist/bookings" size="sm">
        <Group gap={4} component="span">
          <IconChevronLeft size={16} aria-hidden />
          <Trans>All bookings</Trans>
        </Group>
      </AnchorLink>
      <DeskQueryState query={query} skeleton={<Skeleton height={360} radius="md" />} errorTitle={<Trans>We could not load this booking</Trans>}>
        {(booking) => <BookingDetails booking={booking} />}
      </DeskQueryState>
    </Stack>
  );
}

function BookingDetails({ booking }: { booking: DeskBooking }) {
  const { t, i18n } = useLingui();
  const timeZone = useStaffTimeZone();
  const client = useQuery(receptionClientQueryOptions(booking.order.clientId));
  const summary = booking.order.orderPricingSummary;
  const method = booking.order.paymentMethod;
  const payment = method === 'CARD' ? t`Client's card` : method === 'CASH' ? t`Cash` : method === 'WALLET_CASH' ? t`Wallet, then cash for the rest` : method ? method : '';
  const facts = [
    { label: <Trans>Booking ID</Trans>, value: booking.displayId },
    { label: <Trans>Client</Trans>, value: client.data ? <AnchorLink to="/receptionist/clients/$clientId" params={{ clientId: client.data.id }}>{`${client.data.firstName} ${client.data.lastName}`}</AnchorLink> : '' },
    { label: <Trans>Booked on</Trans>, value: i18n.date(booking.order.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone }) },
    { label: <Trans>Booked through</Trans>, value: booking.order.bookedThrough === 'FACILITY_BOOKING' ? t`Facility Booking` : t`Client Booking` },
    ...(booking.order.visit ? [{ label: <Trans>Visit</Trans>, value: booking.order.visit === 'CALLOUT' ? t`Callout` : t`Facility` }] : []),
    { label: <Trans>Location</Trans>, value: booking.order.businessLocationName },
    { label: <Trans>Payment</Trans>, value: payment },
  ].filter((fact) => fact.value !== '');
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} size="h2">
            {booking.productName}
          </Title>
          <StatusBadge status={booking.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {booking.categoryName}
        </Text>
      </Stack>
      <Card id="booking-facts" title={<Trans>Booking details</Trans>}>
        <FactList facts={facts} />
      </Card>
      {booking.orderItemConsults.length > 0 ? (
        <Card id="booking-consults" title={<Trans>Consultation</Trans>}>
          <Stack gap="sm">
            {booking.orderItemConsults.map((consult) => (
              <Group key={consult.hcpSessionId} justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    <Trans>
                      {i18n.date(consult.scheduleDateTimeUTC, { dateStyle: 'full', timeStyle: 'short', timeZone })} with {consult.hcpUser.name}
                    </Trans>
                  </Text>
                  <AnchorLink to="/receptionist/bookings/consults/$consultId" params={{ consultId: consult.hcpSessionId }} size="sm">
                    <Trans>Consult {consult.hcpSessionDisplayId}: details</Trans>
                  </AnchorLink>
                </Stack>
                <SessionStatusBadge status={consult.status} />
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
      <Card id="booking-payment" title={<Trans>Booking summary</Trans>}>
        <DeskFigures summary={summary} />
        {booking.order.bookedThrough === 'FACILITY_BOOKING' ? null : (
          <Badge variant="light" color="gray" tt="none">
            <Trans>Booked by the client</Trans>
          </Badge>
        )}
      </Card>
    </Stack>
  );
}

// /bookings/{bookingId} (spec §2): one order: its booked services (each with its stage and a way to its own
// page), its price summary and its addresses.
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { bookingOrderQueryOptions } from '../api/booking-order.ts';
import { useClientTimeZone } from '../lib/client-time-zone.ts';
import { AddressesCard } from './AddressesCard.tsx';
import { BookingCard } from './BookingCard.tsx';
import { BookingPageHeader } from './BookingPageHeader.tsx';
import { BookingSummaryCard } from './BookingSummaryCard.tsx';
import { QueryState } from './QueryState.tsx';

export function BookingOrderScreen({ codes, orderId }: { codes: BusinessCodes; orderId: string }) {
  const { i18n } = useLingui();
  const timeZone = useClientTimeZone();
  const query = useQuery(bookingOrderQueryOptions(orderId));
  return (
    <QueryState query={query} skeleton={<Skeleton height={320} radius="md" />}>
      {(order) => (
        <Stack gap="lg">
          <BookingPageHeader codes={codes} back={{ label: <Trans>All bookings</Trans> }} title={<Trans>Booking {order.displayId}</Trans>}>
            <Text c="dimmed" size="sm">
              <Trans>
                {order.businessName}, {order.businessLocationName} · booked {i18n.date(order.createdAt, { dateStyle: 'medium', timeZone })}
              </Trans>
            </Text>
          </BookingPageHeader>
          <Paper component="section" aria-labelledby="services-title">
            <Title order={2} size="h4" id="services-title" mb="sm">
              <Trans>Services</Trans>
            </Title>
            <Stack gap="sm">
              {order.orderItems.map((item) => (
                <BookingCard key={item.id} booking={{ ...item, orderId: order.id }} codes={codes} timeZone={timeZone} />
              ))}
            </Stack>
          </Paper>
          <BookingSummaryCard summary={order.orderPricingSummary} />
          <AddressesCard shipping={order.shippingAddress} billing={order.billingAddress} />
        </Stack>
      )}
    </QueryState>
  );
}

// /bookings/{bookingId}/{singleBookingId} (spec §2): one booked service with its stage card and actions, its
// prescription and medication order, its program's auto-renewal, its consultation, its shipments and its
// addresses. A renewal says which month of the program it is and links to the program booking.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { bookingItemQueryOptions } from '../api/booking-item.ts';
import { useClientTimeZone } from '../lib/client-time-zone.ts';
import { AutoRenewalCard } from '../medication/components/AutoRenewalCard.tsx';
import { MedicationOrderCard } from '../medication/components/MedicationOrderCard.tsx';
import { PrescriptionCard } from '../medication/components/PrescriptionCard.tsx';
import { RenewalOf } from '../medication/components/RenewalOf.tsx';
import { AddressesCard } from './AddressesCard.tsx';
import { BookingPageHeader } from './BookingPageHeader.tsx';
import { ConsultCard } from './ConsultCard.tsx';
import { LabTestCard } from './LabTestCard.tsx';
import { QueryState } from './QueryState.tsx';
import { ShipmentsCard } from './ShipmentsCard.tsx';
import { StageCard } from './StageCard.tsx';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';

type SingleBookingScreenProps = { codes: BusinessCodes; orderId: string; orderItemId: string };

export function SingleBookingScreen({ codes, orderId, orderItemId }: SingleBookingScreenProps) {
  const { i18n } = useLingui();
  const timeZone = useClientTimeZone();
  const query = useQuery(bookingItemQueryOptions(orderItemId));
  return (
    <QueryState query={query} skeleton={<Skeleton height={240} radius="md" />}>
      {(item) =>
        item.orderId !== orderId ? (
          <Alert color="yellow" role="alert">
            <Trans>This booking is not part of that order.</Trans>
          </Alert>
        ) : (
          <Stack gap="lg">
            <BookingPageHeader codes={codes} back={{ orderId, label: <Trans>Booking {item.order.displayId}</Trans> }} title={item.productName} aside={<StatusBadge status={item.status} />}>
              <Text c="dimmed" size="sm">
                <Trans>
                  Booking {item.displayId} · {item.categoryName} · booked {i18n.date(item.createdAt, { dateStyle: 'medium', timeZone })}
                </Trans>
              </Text>
            </BookingPageHeader>
            {item.programItemId && item.programItemId !== item.id ? <RenewalOf codes={codes} programItemId={item.programItemId} month={item.medicationOrder?.cycle ?? null} /> : null}
            <StageCard item={item} timeZone={timeZone} />
            <ShipmentsCard shipments={item.shipments} timeZone={timeZone} />
            {item.medicationOrder && item.medicationOrder.status !== 'FAILED' ? <MedicationOrderCard order={item.medicationOrder} timeZone={timeZone} /> : null}
            {/* Auto-renewal starts with the first medication order; before it there is nothing to renew. */}
            {item.autoRenewal && item.medicationOrder ? <AutoRenewalCard renewal={item.autoRenewal} orderItemId={item.id} orderId={item.orderId} timeZone={timeZone} /> : null}
            {item.treatmentDecision?.status === 'APPROVED' && item.treatmentDecision.prescription ? (
              <PrescriptionCard
                prescription={item.treatmentDecision.prescription}
                startingDirectionId={item.status === 'ConsultationCompleted' ? (item.medicationOptions?.startingDirection.id ?? null) : null}
              />
            ) : null}
            {item.labTest ? <LabTestCard orderItemId={item.id} lab={item.labTest} timeZone={timeZone} /> : <ConsultCard item={item} timeZone={timeZone} />}
            {/* The medication goes where the client chose when ordering it; else the order's own address. */}
            <AddressesCard shipping={item.medicationOrder?.shippingAddress ?? item.order.shippingAddress} billing={item.order.billingAddress} />
            <AnchorLink to="/business/$businessCode/$locationCode/bookings" params={codes} size="sm">
              <Trans>All bookings</Trans>
            </AnchorLink>
          </Stack>
        )
      }
    </QueryState>
  );
}

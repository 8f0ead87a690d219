// One row of the bookings list: badge, the heading rule (stage title, else display id and product name), the
// stage's text, the booking's id and service, and the way to its details (and Join, once the server allows, through the pre-call check).
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { JoinOrReturnToCall } from '../../../components/calls/JoinOrReturnToCall.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { bookingHeading } from '../../../domain/orders/booking-heading.ts';
import type { BookingRow } from '../api/bookings-list.ts';
import { liveConsult, stageOfItem } from '../lib/stage.ts';
import { useStageText } from '../lib/use-stage-text.ts';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';

type BookingCardProps = { booking: BookingRow; codes: BusinessCodes; timeZone: string };

export function BookingCard({ booking, codes, timeZone }: BookingCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const stageText = useStageText(timeZone);
  const message = stageOfItem(booking);
  const text = message ? stageText(message) : null;
  const heading = bookingHeading(message);
  const itemName = `${booking.displayId} · ${booking.productName}`;
  const live = liveConsult(booking);
  const params = { ...codes, bookingId: booking.orderId, singleBookingId: booking.id };
  const bookedOn = i18n.date(booking.createdAt, { dateStyle: 'medium', timeZone });
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <StatusBadge status={booking.status} />
          <Text size="xs" c="dimmed">
            <Trans>Booked {bookedOn}</Trans>
          </Text>
        </Group>
        <Title order={3} size="h5" id={headingId}>
          {heading.kind === 'stage' && text ? text.title : itemName}
        </Title>
        {text?.body ? <Text size="sm">{text.body}</Text> : null}
        {heading.kind === 'stage' ? (
          <Text size="sm" c="dimmed">
            {itemName}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          <ButtonLink to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId" params={params} size="xs" variant="light" aria-label={t`View booking ${booking.displayId}`}>
            <Trans>View</Trans>
          </ButtonLink>
          {live?.canJoin ? (
            <JoinOrReturnToCall
              hcpSessionId={live.HCPSessionId}
              size="xs"
              join={
                <ButtonLink to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId/check" params={params} size="xs" aria-label={t`Join consultation ${booking.displayId}`}>
                  <Trans>Join</Trans>
                </ButtonLink>
              }
            />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

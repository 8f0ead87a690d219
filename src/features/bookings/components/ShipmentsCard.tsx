// The parcels sent for a booked item (spec §2 booking details "shipments with tracking links"): carrier, tracking
// number, where the parcel is, when it left and arrived on the client's clock, and the carrier's tracking page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { isSafeTrackingUrl, isShipmentStatus, type ShipmentStatus } from '../../../domain/shipments/shipment.ts';
import type { BookingItem } from '../api/booking-item.ts';
import { BADGE_COLORS } from '../../../components/orders/status-labels.ts';

const STATUS_LABELS = {
  SHIPPED: msg`Shipped`,
  IN_TRANSIT: msg`In transit`,
  DELIVERED: msg`Delivered`,
} as const satisfies Record<ShipmentStatus, MessageDescriptor>;

// Dark shades so the badge's white text keeps its contrast (the same shades as the booking status badges).
const STATUS_COLORS = { SHIPPED: BADGE_COLORS.inprogress, IN_TRANSIT: BADGE_COLORS.warning, DELIVERED: BADGE_COLORS.success } as const satisfies Record<ShipmentStatus, string>;

type Shipment = BookingItem['shipments'][number];

function ShipmentRow({ shipment, timeZone }: { shipment: Shipment; timeZone: string }) {
  const { t, i18n } = useLingui();
  const day = (value: string) => i18n.date(value, { dateStyle: 'medium', timeZone });
  const status = isShipmentStatus(shipment.status) ? shipment.status : 'SHIPPED';
  const { carrier, trackingNumber } = shipment;
  const shippedOn = day(shipment.shippedAt);
  const deliveredOn = shipment.deliveredAt ? day(shipment.deliveredAt) : null;
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{carrier}</Text>
        <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm" tt="none">
          {i18n._(STATUS_LABELS[status])}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans>Tracking number {trackingNumber}</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {deliveredOn ? <Trans>Shipped {shippedOn} · delivered {deliveredOn}</Trans> : <Trans>Shipped {shippedOn}</Trans>}
      </Text>
      {/* The server only stores https links; checked again so a bad one is never made clickable. */}
      {isSafeTrackingUrl(shipment.trackingUrl) ? (
        <Anchor
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          aria-label={t`Track shipment with ${carrier} (opens in a new tab)`}
          style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <Trans>Track shipment</Trans>
          <IconExternalLink size={16} aria-hidden="true" />
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** Nothing at all when no parcel was sent. */
export function ShipmentsCard({ shipments, timeZone }: { shipments: BookingItem['shipments']; timeZone: string }) {
  if (shipments.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="shipments-title">
      <Title order={2} size="h4" id="shipments-title" mb="sm">
        <Trans>Shipments</Trans>
      </Title>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shipments.map((shipment) => (
          <ShipmentRow key={shipment.id} shipment={shipment} timeZone={timeZone} />
        ))}
      </Stack>
    </Paper>
  );
}

// One medication order in the queue: whose it is and the booking id they quote, what to pack (the medication and
// the dose in the §9 wording), where it goes, what has happened so far, and the next step's button.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBoxSeam, IconExternalLink, IconPackageExport, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AddressLines } from '../../../components/address/AddressLines.tsx';
import { PrescriptionHeading } from '../../../components/medication/PrescriptionHeading.tsx';
import { isSafeTrackingUrl } from '../../../domain/shipments/shipment.ts';
import { fulfilmentActions, type FulfilmentAction } from '../lib/fulfilment-actions.ts';
import { ACTION_LABELS, STATUS_COLORS, STATUS_LABELS } from '../lib/fulfilment-labels.ts';
import type { FulfilmentRow, ShipmentView } from '../lib/fulfilment-types.ts';
import classes from './FulfilmentOrderCard.module.css';

const ACTION_ICONS = {
  prepare: IconBoxSeam,
  ship: IconPackageExport,
  deliver: IconTruckDelivery,
} as const satisfies Record<FulfilmentAction, typeof IconBoxSeam>;

type FulfilmentOrderCardProps = {
  row: FulfilmentRow;
  timeZone: string;
  /** The action under way for this order, if any (its button spins, the others wait). */
  pending: FulfilmentAction | null;
  onAction: (action: FulfilmentAction, row: FulfilmentRow) => void;
};

export function FulfilmentOrderCard({ row, timeZone, pending, onAction }: FulfilmentOrderCardProps) {
  const { t, i18n } = useLingui();
  const headingId = `fulfilment-${row.medicationOrderId}`;
  const actions = fulfilmentActions(row.status);
  const client = row.clientName;
  const cycle = row.cycle + 1;
  const bookingId = row.itemDisplayId;
  const productName = row.productName;
  // The visible words first (WCAG label in name), then whose order it is, as a list of such buttons needs.
  const actionName = (label: string) => t`${label} for ${client}, ${bookingId}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" id={headingId} className={classes.wrap}>
              {client}
            </Title>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {row.bookingType === 'AUTO_RENEW' ? (
                <Trans>
                  {bookingId} · {productName} · renewal, month {cycle}
                </Trans>
              ) : (
                `${bookingId} · ${productName}`
              )}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[row.status]} variant="filled" radius="sm" tt="none" className={classes.badge}>
            {i18n._(STATUS_LABELS[row.status])}
          </Badge>
        </Group>
        <div className={classes.details}>
          <Section title={<Trans>Medication</Trans>}>
            <Text size="sm" fw={600}>
              {row.medicationName}
            </Text>
            <PrescriptionHeading direction={row.direction} component="div" size="sm" />
          </Section>
          <Section title={<Trans>Ship to</Trans>}>
            {row.shipping ? (
              <AddressLines address={row.shipping} />
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No shipping address on this order.</Trans>
              </Text>
            )}
          </Section>
          <Section title={<Trans>Progress</Trans>}>
            <Timeline row={row} timeZone={timeZone} />
          </Section>
        </div>
        {row.status === 'MISSING_REPORTED' ? (
          <Text size="sm" className={classes.wrap}>
            <Trans>The client reported this parcel missing. Contact them, then send it again or mark it delivered if it turned up.</Trans>{' '}
            <Anchor href={`mailto:${row.clientEmail}`} size="sm">
              {row.clientEmail}
            </Anchor>
            {row.clientPhone ? (
              <>
                {' · '}
                <Anchor href={`tel:${row.clientPhone}`} size="sm">
                  {row.clientPhone}
                </Anchor>
              </>
            ) : null}
          </Text>
        ) : null}
        {row.shipments.length > 0 ? <Shipments shipments={row.shipments} timeZone={timeZone} /> : null}
        {actions.length > 0 ? (
          <Group gap="sm" justify="flex-end">
            {actions.map((action) => {
              const Icon = ACTION_ICONS[action];
              return (
                <Button
                  key={action}
                  variant={action === actions[0] ? 'filled' : 'default'}
                  leftSection={<Icon size={18} aria-hidden />}
                  loading={pending === action}
                  disabled={pending !== null && pending !== action}
                  onClick={() => onAction(action, row)}
                  aria-label={actionName(i18n._(ACTION_LABELS[action]))}
                >
                  {i18n._(ACTION_LABELS[action])}
                </Button>
              );
            })}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
        {title}
      </Text>
      {children}
    </div>
  );
}

function Timeline({ row, timeZone }: { row: FulfilmentRow; timeZone: string }) {
  const { i18n } = useLingui();
  const when = (value: string) => i18n.date(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const lines: ReactNode[] = [];
  const orderedAt = row.orderedAt ? when(row.orderedAt) : null;
  const preparingAt = row.preparingAt ? when(row.preparingAt) : null;
  const shippedOn = row.shippedAt ? when(row.shippedAt) : null;
  const missingAt = row.missingReportedAt ? when(row.missingReportedAt) : null;
  const deliveredAt = row.deliveredAt ? when(row.deliveredAt) : null;
  if (orderedAt) lines.push(<Trans key="ordered">Ordered {orderedAt}</Trans>);
  if (preparingAt) lines.push(<Trans key="preparing">Preparing since {preparingAt}</Trans>);
  if (shippedOn) lines.push(<Trans key="shipped">Shipped {shippedOn}</Trans>);
  if (missingAt) lines.push(<Trans key="missing">Reported missing {missingAt}</Trans>);
  if (deliveredAt) lines.push(<Trans key="delivered">Delivered {deliveredAt}</Trans>);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Shipments({ shipments, timeZone }: { shipments: ShipmentView[]; timeZone: string }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap={4} component="ul" className={classes.shipments}>
      {shipments.map((shipment) => {
        const { carrier, trackingNumber } = shipment;
        const shippedOn = i18n.date(shipment.shippedAt, { dateStyle: 'medium', timeZone });
        return (
          <Group key={shipment.id} component="li" gap="xs" wrap="wrap">
            <Text size="sm" className={classes.wrap}>
              <Trans>
                {carrier} · tracking number {trackingNumber} · shipped {shippedOn}
              </Trans>
            </Text>
            {isSafeTrackingUrl(shipment.trackingUrl) ? (
              <Anchor
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
                aria-label={t`Track shipment with ${carrier} (opens in a new tab)`}
                className={classes.track}
              >
                <Trans>Track shipment</Trans>
                <IconExternalLink size={14} aria-hidden="true" />
              </Anchor>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

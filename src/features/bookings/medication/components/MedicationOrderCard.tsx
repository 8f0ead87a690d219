// What was ordered for this booking: the medication and dose of this month, what was charged and when, and how
// far the parcel has come (the medication order's own states, in the client's words).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PrescriptionHeading } from '../../../../components/medication/PrescriptionHeading.tsx';
import type { MedicationOrderStatus } from '../../../../domain/medication/medication-order-status.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { BookingItem } from '../../api/booking-item.ts';

type MedicationOrder = NonNullable<BookingItem['medicationOrder']>;

const ORDER_STATUS_TEXT = {
  PROCESSING: msg`Payment being processed`,
  ORDERED: msg`Ordered`,
  PREPARING: msg`Being prepared`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  MISSING_REPORTED: msg`Reported as not arrived`,
  FAILED: msg`Payment did not go through`,
  CANCELLED: msg`Cancelled`,
} as const satisfies Record<MedicationOrderStatus, MessageDescriptor>;

export function MedicationOrderCard({ order, timeZone }: { readonly order: MedicationOrder; readonly timeZone: string }) {
  const { i18n } = useLingui();
  const status = (ORDER_STATUS_TEXT as Record<string, MessageDescriptor | undefined>)[order.status];
  const charged = formatMoney(order.chargedAmount, order.currencyCode, i18n.locale);
  const orderedOn = order.orderedAt ? i18n.date(order.orderedAt, { dateStyle: 'medium', timeZone }) : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="medication-order-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="medication-order-title">
            <Trans>Your medication order</Trans>
          </Title>
          {status ? (
            <Text size="sm" fw={600} c="dimmed">
              {i18n._(status)}
            </Text>
          ) : null}
        </Group>
        <Text fw={600}>{order.medicationName}</Text>
        <PrescriptionHeading direction={order.direction} size="sm" />
        <Text size="sm" c="dimmed">
          {orderedOn ? (
            <Trans>
              One month&apos;s supply · {charged} charged · ordered {orderedOn}
            </Trans>
          ) : (
            <Trans>One month&apos;s supply · {charged} charged</Trans>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

// The booking's price summary (spec §3 booking summary figures, §9 price summary): each service's fee lines,
// then the figures in the spec's order, money in the business's currency; refunds when there are any.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { bookingSummaryFigures, bookingSummaryRows, type BookingSummaryLabelKey } from '../../../domain/pricing/booking-summary.ts';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import { bookingItemRows } from '../../../domain/pricing/price-summary.ts';
import { isFeeEntityType, type FeeEntityType } from '../../../domain/pricing/pricing-summary-types.ts';
import type { BookingOrder } from '../api/booking-order.ts';

const SUMMARY_LABELS = {
  'booking.consultationFee': msg`Consultation fee`,
  'booking.serviceFee': msg`Service fee`,
  'booking.shippingCost': msg`Shipping`,
  'booking.platformFee': msg`Platform fee`,
  'booking.subtotal': msg`Subtotal`,
  'booking.discountTotal': msg`Discount`,
  'booking.preAuthorized': msg`Pre-authorized on your card`,
  'booking.alreadyCharged': msg`Already charged`,
  'booking.toPay': msg`Still to pay`,
} as const satisfies Record<BookingSummaryLabelKey, MessageDescriptor>;

const FEE_LABELS = { shippingCost: msg`Shipping`, platformFee: msg`Platform fee`, totalDiscount: msg`Promo code discount` } as const satisfies Record<FeeEntityType, MessageDescriptor>;

/** Rows always shown even at zero: the subtotal and what is left to pay. */
const ALWAYS: readonly BookingSummaryLabelKey[] = ['booking.subtotal', 'booking.toPay'];

export function BookingSummaryCard({ summary }: { summary: BookingOrder['orderPricingSummary'] }) {
  const { i18n } = useLingui();
  const currency = summary.currencyCode;
  const show = (amount: number) => formatMoneyValue(money(amount, currency), i18n.locale);
  const figures = bookingSummaryFigures({ summary, preAuthorized: money(summary.paymentSummary.preAuthorized, currency) });
  const rows = bookingSummaryRows(figures).filter((row) => row.amount.amount !== 0 || ALWAYS.includes(row.label));
  const released = summary.paymentSummary.releasedOnCancel;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} size="h4" id="summary-title" mb="sm">
        <Trans>Price summary</Trans>
      </Title>
      <Stack gap="xs">
        {bookingItemRows(summary).map((item) => (
          <Stack key={`${item.productId}-${item.categoryId}`} gap={2}>
            <Text fw={600} size="sm">
              {item.productName}
            </Text>
            {item.lines.map((line, index) => (
              <Group key={index} justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {isFeeEntityType(line.entityType) ? i18n._(FEE_LABELS[line.entityType]) : line.entityName}
                </Text>
                <Text size="sm">{line.kind === 'discount' ? `−${formatMoneyValue(line.amount, i18n.locale)}` : formatMoneyValue(line.amount, i18n.locale)}</Text>
              </Group>
            ))}
          </Stack>
        ))}
        <Divider my="xs" />
        <dl style={{ margin: 0 }}>
          {rows.map((row) => (
            <Fragment key={row.label}>
              {/* Cancelled services' unpaid part is released, not owed: said right above what is still to pay. */}
              {row.label === 'booking.toPay' && released > 0 ? (
                <Group justify="space-between" gap="xs" py={2}>
                  <Text component="dt" size="sm">
                    <Trans>Not charged for cancelled services</Trans>
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {show(released)}
                  </Text>
                </Group>
              ) : null}
              <Group justify="space-between" gap="xs" py={2}>
                <Text component="dt" size="sm" fw={row.label === 'booking.toPay' ? 700 : 400}>
                  {i18n._(SUMMARY_LABELS[row.label])}
                </Text>
                <Text component="dd" size="sm" m={0} fw={row.label === 'booking.toPay' ? 700 : 400}>
                  {row.label === 'booking.discountTotal' ? `−${formatMoneyValue(row.amount, i18n.locale)}` : formatMoneyValue(row.amount, i18n.locale)}
                </Text>
              </Group>
            </Fragment>
          ))}
        </dl>
        {summary.refunds.length > 0 ? (
          <>
            <Divider my="xs" />
            <Text fw={600} size="sm">
              <Trans>Refunds</Trans>
            </Text>
            {summary.refunds.map((refund) => (
              <Group key={refund.id} justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {refund.refundFor === 'WALLET' ? <Trans>Back to your wallet</Trans> : <Trans>Refund</Trans>}
                </Text>
                <Text size="sm">{show(Math.abs(refund.refundAmount))}</Text>
              </Group>
            ))}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

// A desk booking's figures (spec §3 booking summary figures) in the front desk's words: what it costs, then the
// amount pre-authorized on the client's card (the whole $490 hold of spec §9, not only the part that covers the
// price), what the card pays beyond the hold when the booking costs more (issue 15), what is already charged and
// what is still to pay.
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { BOOKING_SUMMARY_LABELS } from '../../../components/pricing/summary-labels.ts';
import { bookingCostRows, bookingSummaryFigures } from '../../../domain/pricing/booking-summary.ts';
import { formatMoneyValue, isZeroMoney, money, type Money } from '../../../domain/pricing/money-value.ts';
import type { PricingSummary } from '../../../domain/pricing/pricing-summary-types.ts';

type Row = { key: string; label: string; amount: Money; strong?: boolean; discount?: boolean };

function Rows({ rows, label }: { rows: readonly Row[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <dl style={{ margin: 0 }} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" gap="xs" py={2} wrap="nowrap">
          <Text component="dt" size="sm" fw={row.strong ? 700 : 400}>
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={row.strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
            {row.discount ? `−${formatMoneyValue(row.amount, i18n.locale)}` : formatMoneyValue(row.amount, i18n.locale)}
          </Text>
        </Group>
      ))}
    </dl>
  );
}

type DeskFiguresProps = { summary: Omit<PricingSummary, 'refunds'> & { paymentSummary: { cardHold: number; beyondHold: number } } };

export function DeskFigures({ summary }: DeskFiguresProps) {
  const { t, i18n } = useLingui();
  const currency = summary.currencyCode;
  const figures = bookingSummaryFigures({ summary: { ...summary, refunds: [] }, preAuthorized: money(summary.paymentSummary.cardHold, currency) });
  const costs: Row[] = bookingCostRows(figures)
    .filter((row) => row.label === 'booking.subtotal' || !isZeroMoney(row.amount))
    .map((row) => ({ key: row.label, label: i18n._(BOOKING_SUMMARY_LABELS[row.label]), amount: row.amount, discount: row.label === 'booking.discountTotal' }));
  const payment: Row[] = [
    ...(isZeroMoney(figures.preAuthorized) ? [] : [{ key: 'hold', label: t`Pre-authorized on the client's card`, amount: figures.preAuthorized }]),
    // Issue 15: a booking costing more than the $490 hold has the rest charged to the same card when it is processed.
    ...(summary.paymentSummary.beyondHold > 0 ? [{ key: 'beyond', label: t`Charged to the card beyond the hold when the booking is processed`, amount: money(summary.paymentSummary.beyondHold, currency) }] : []),
    ...(isZeroMoney(figures.alreadyCharged) ? [] : [{ key: 'charged', label: t`Already charged`, amount: figures.alreadyCharged }]),
    { key: 'toPay', label: t`Still to pay`, amount: figures.toPay, strong: true },
  ];
  return (
    <Stack gap="xs">
      <Rows rows={costs} label={t`Price`} />
      <Divider />
      <Text size="sm" fw={600} component="h3" m={0}>
        <Trans>Payment</Trans>
      </Text>
      <Rows rows={payment} label={t`Payment`} />
    </Stack>
  );
}

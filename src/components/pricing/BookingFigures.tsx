// A placed order's figures, as the order confirmation and the booking details both show them (spec §3 booking
// summary figures): what it costs, each amount once, then where the money stands — already charged, still to
// pay, and the part of that held on the card (docs/decisions.md "One price summary").
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { bookingCostRows, bookingPaymentRows, bookingSummaryFigures, type BookingSummaryLabelKey } from '../../domain/pricing/booking-summary.ts';
import { formatMoneyValue, isZeroMoney, money, type Money } from '../../domain/pricing/money-value.ts';
import type { PricingSummary } from '../../domain/pricing/pricing-summary-types.ts';
import { BOOKING_PAYMENT_LABELS, BOOKING_SUMMARY_LABELS } from './summary-labels.ts';

/** Shown even at zero: it frames the others. */
const ALWAYS_SHOWN: ReadonlySet<BookingSummaryLabelKey> = new Set(['booking.subtotal']);

type Figure = { readonly key: string; readonly label: string; readonly amount: Money; readonly strong?: boolean; readonly part?: boolean; readonly discount?: boolean };

function FigureList({ figures }: { figures: readonly Figure[] }) {
  const { i18n } = useLingui();
  return (
    <dl style={{ margin: 0 }}>
      {figures.map((figure) => (
        <Group key={figure.key} justify="space-between" gap="xs" py={2} wrap="nowrap" pl={figure.part ? 'md' : undefined}>
          <Text component="dt" size="sm" fw={figure.strong ? 700 : 400} c={figure.part ? 'dimmed' : undefined}>
            {figure.label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={figure.strong ? 700 : 400} c={figure.part ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {figure.discount ? `−${formatMoneyValue(figure.amount, i18n.locale)}` : formatMoneyValue(figure.amount, i18n.locale)}
          </Text>
        </Group>
      ))}
    </dl>
  );
}

type Props = {
  readonly summary: PricingSummary & { readonly paymentSummary: { readonly preAuthorized: number; readonly releasedOnCancel?: number } };
};

export function BookingFigures({ summary }: Props) {
  const { t, i18n } = useLingui();
  const currency = summary.currencyCode;
  const figures = bookingSummaryFigures({ summary, preAuthorized: money(summary.paymentSummary.preAuthorized, currency) });
  const costs: Figure[] = bookingCostRows(figures)
    .filter((row) => ALWAYS_SHOWN.has(row.label) || !isZeroMoney(row.amount))
    .map((row) => ({ key: row.label, label: i18n._(BOOKING_SUMMARY_LABELS[row.label]), amount: row.amount, discount: row.label === 'booking.discountTotal' }));
  const released = money(summary.paymentSummary.releasedOnCancel ?? 0, currency);
  const payment: Figure[] = bookingPaymentRows(figures).flatMap((row) => {
    const figure: Figure = { key: row.label, label: i18n._(BOOKING_PAYMENT_LABELS[row.label]), amount: row.amount, part: row.part, strong: row.label === 'payment.toPay' };
    // Cancelled services' unpaid part is released, not owed: said right above what is still to pay.
    if (row.label === 'payment.toPay' && !isZeroMoney(released)) return [{ key: 'released', label: t`Not charged for cancelled services`, amount: released }, figure];
    return [figure];
  });
  return (
    <Stack gap="xs">
      <FigureList figures={costs} />
      <Divider />
      <Text size="sm" fw={600} component="h3" m={0}>
        <Trans>Payment</Trans>
      </Text>
      <FigureList figures={payment} />
    </Stack>
  );
}

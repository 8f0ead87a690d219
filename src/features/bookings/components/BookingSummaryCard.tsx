// The booking's price summary (spec §3 booking summary figures, §9 price summary): what it costs, each amount once,
// and where the money stands (charged, still to pay, held on the card), in the business's currency; refunds when
// there are any.
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BookingFigures } from '../../../components/pricing/BookingFigures.tsx';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import type { BookingOrder } from '../api/booking-order.ts';

export function BookingSummaryCard({ summary }: { summary: BookingOrder['orderPricingSummary'] }) {
  const { i18n } = useLingui();
  const show = (amount: number) => formatMoneyValue(money(amount, summary.currencyCode), i18n.locale);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} size="h4" id="summary-title" mb="sm">
        <Trans>Price summary</Trans>
      </Title>
      <Stack gap="xs">
        <BookingFigures summary={summary} />
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

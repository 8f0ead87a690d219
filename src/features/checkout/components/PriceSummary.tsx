// The pricing summary of a quote or a placed order, read through the spec's display rules (§9): each item's
// non-zero fee lines, a negative amount as a positive discount, totals from the typed totals, total from
// totalAmount and to-pay from totalUnpaid; then how it is paid (gift card, wallet, card hold).
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatMoneyValue, money, type Money } from '../../../domain/pricing/money-value.ts';
import { priceSummaryDisplay, type PriceRowKind } from '../../../domain/pricing/price-summary.ts';
import { isFeeEntityType, type PricingSummary } from '../../../domain/pricing/pricing-summary-types.ts';
import { FEE_LINE_LABELS, PRICE_SUMMARY_LABELS } from '../lib/summary-labels.ts';

function Amount({ value, kind, strong }: { value: Money; kind: PriceRowKind | 'total'; strong?: boolean }) {
  const { i18n } = useLingui();
  const text = formatMoneyValue(value, i18n.locale);
  // The minus sign is text, so a discount reads as one without relying on colour.
  return (
    <Text size="sm" fw={strong ? 700 : 500} c={kind === 'discount' ? 'teal.9' : 'inherit'} style={{ whiteSpace: 'nowrap' }}>
      {kind === 'discount' ? `−${text}` : text}
    </Text>
  );
}

function Row({ label, value, kind, strong, muted }: { label: string; value: Money; kind: PriceRowKind | 'total'; strong?: boolean; muted?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li" pl={muted ? 'sm' : undefined} c={muted ? 'dimmed' : undefined}>
      <Text size="sm" fw={strong ? 700 : undefined} c="inherit">
        {label}
      </Text>
      <Amount value={value} kind={kind} strong={strong} />
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function PriceSummary({ summary }: { summary: PricingSummary & { paymentSummary: { giftCardApplied: number; walletApplied: number; cardAmount: number } } }) {
  const { t, i18n } = useLingui();
  const display = priceSummaryDisplay(summary);
  const currency = summary.currencyCode;
  const { giftCardApplied, walletApplied, cardAmount } = summary.paymentSummary;
  const cardHold = formatMoneyValue(money(cardAmount, currency), i18n.locale);
  return (
    <Stack gap="sm">
      {display.items.map(({ productId, productName, lines }) => (
        <Stack key={productId} gap={4}>
          <Text size="sm" fw={600}>
            {productName}
          </Text>
          <Stack gap={2} style={listStyle} component="ul" aria-label={t`Price of ${productName}`}>
            {lines.map((line, index) => (
              <Row
                key={`${line.entityType ?? 'price'}-${index}`}
                label={isFeeEntityType(line.entityType) ? i18n._(FEE_LINE_LABELS[line.entityType]) : line.entityName}
                value={line.amount}
                kind={line.kind}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      <Divider />
      <Stack gap={4} style={listStyle} component="ul" aria-label={t`Order total`}>
        {display.rows.map((row) => (
          <Fragment key={row.label}>
            <Row label={i18n._(PRICE_SUMMARY_LABELS[row.label])} value={row.amount} kind={row.kind} strong={row.label === 'pricing.total'} />
            {/* What was paid at once, by source, right under the amount it makes up. */}
            {row.label === 'pricing.paid' && giftCardApplied > 0 ? <Row label={t`of which from your gift card`} value={money(giftCardApplied, currency)} kind="charge" muted /> : null}
            {row.label === 'pricing.paid' && walletApplied > 0 ? <Row label={t`of which from your wallet`} value={money(walletApplied, currency)} kind="charge" muted /> : null}
          </Fragment>
        ))}
      </Stack>
      {cardAmount > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>Your card is pre-authorized for {cardHold} when the order is placed; nothing more is taken until your care goes ahead.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

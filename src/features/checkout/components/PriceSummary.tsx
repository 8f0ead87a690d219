// The pricing summary of a quote or a placed order, read through the spec's display rules (§9): each item at its
// own price, a negative amount as a positive discount, shipping, platform fee and discount once from the typed
// totals, total from totalAmount and to-pay from totalUnpaid; what is paid at once by source (gift card, wallet)
// and what the card is held for (docs/decisions.md "One price summary").
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatMoneyValue, money, type Money } from '../../../domain/pricing/money-value.ts';
import { priceSummaryDisplay, type PriceRowKind } from '../../../domain/pricing/price-summary.ts';
import type { PricingSummary } from '../../../domain/pricing/pricing-summary-types.ts';
import { PRICE_SUMMARY_LABELS } from '../../../components/pricing/summary-labels.ts';

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
  const { cardAmount } = summary.paymentSummary;
  const cardHold = formatMoneyValue(money(cardAmount, currency), i18n.locale);
  return (
    <Stack gap="sm">
      {/* Each item once, at its own price; shipping, the platform fee and the discount follow once, as order figures. */}
      <Stack gap={4} style={listStyle} component="ul" aria-label={t`Item prices`}>
        {display.items.map(({ productId, productName, lines }) =>
          lines.length === 1 && lines[0] ? (
            <Row key={productId} label={productName} value={lines[0].amount} kind={lines[0].kind} />
          ) : (
            <Fragment key={productId}>
              <Text size="sm" fw={600} component="li">
                {productName}
              </Text>
              {lines.map((line, index) => (
                <Row key={`${productId}-${index}`} label={line.entityName} value={line.amount} kind={line.kind} muted />
              ))}
            </Fragment>
          ),
        )}
      </Stack>
      <Divider />
      <Stack gap={4} style={listStyle} component="ul" aria-label={t`Order total`}>
        {display.rows.map((row) => (
          <Row key={row.label} label={i18n._(PRICE_SUMMARY_LABELS[row.label])} value={row.amount} kind={row.kind} strong={row.label === 'pricing.total' || row.label === 'pricing.toPay'} />
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

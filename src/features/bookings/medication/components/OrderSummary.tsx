// The medication order's summary: the first month at the lowest dose, shipping, what the checkout already paid
// towards it, and the total charged now (integer minor units in the prescription's currency).
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../domain/money.ts';

type Props = {
  readonly medicationName: string;
  readonly medicationPrice: number;
  readonly shippingCost: number;
  readonly creditFromCheckout: number;
  readonly amountNow: number;
  readonly currencyCode: string;
};

// A total's rule is the row's own border: a <dl> may hold only its dt/dd groups.
const TOTAL_RULE = { borderTop: '1px solid var(--mantine-color-default-border)', marginTop: 6, paddingTop: 8 } as const;

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" py={2} wrap="nowrap" align="flex-start" style={strong ? TOTAL_RULE : undefined}>
      <Text component="dt" size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderSummary({ medicationName, medicationPrice, shippingCost, creditFromCheckout, amountNow, currencyCode }: Props) {
  const { t, i18n } = useLingui();
  const show = (amount: number) => formatMoney(amount, currencyCode, i18n.locale);
  return (
    <dl style={{ margin: 0 }}>
      <Row label={<Trans>{medicationName}, first month</Trans>} value={show(medicationPrice)} />
      <Row label={<Trans>Shipping</Trans>} value={shippingCost > 0 ? show(shippingCost) : t`Free`} />
      {creditFromCheckout > 0 ? <Row label={<Trans>Already paid at checkout</Trans>} value={`−${show(creditFromCheckout)}`} /> : null}
      <Row label={<Trans>Total charged now</Trans>} value={show(amountNow)} strong />
    </dl>
  );
}

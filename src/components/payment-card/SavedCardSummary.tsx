import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { SavedPaymentCard } from '../../app/payments/payment-cards.ts';
import { cardBrandName, expiryText, maskedLastFour } from './card-display.ts';

/** A saved card as the client recognises it: brand, •••• last four, expiry, holder and the Default badge. */
export function SavedCardSummary({ card }: { card: Pick<SavedPaymentCard, 'cardType' | 'cardLastFour' | 'expiryMonth' | 'expiryYear' | 'cardholderName' | 'isDefault'> }) {
  const brand = cardBrandName(card.cardType);
  const expiry = expiryText(card.expiryMonth, card.expiryYear);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        <IconCreditCard size={22} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>
            {brand} {maskedLastFour(card.cardLastFour)}
          </Text>
          {card.isDefault ? (
            <Badge variant="light" color="clinicTeal">
              <Trans>Default</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Expires {expiry}</Trans> · {card.cardholderName}
        </Text>
      </Stack>
    </Group>
  );
}

// How the client pays (spec §3 payment methods, §9): card, wallet, or wallet then card, with the wallet's
// balance; for a card method, a saved card or a new one added with the shared card form.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { SavedPaymentCard } from '../../../app/payments/payment-cards.ts';
import type { WalletBalance } from '../../../app/payments/wallet-balance.ts';
import { CardForm } from '../../../components/payment-card/CardForm.tsx';
import { SavedCardSummary } from '../../../components/payment-card/SavedCardSummary.tsx';
import { cardBrandName, maskedLastFour } from '../../../components/payment-card/card-display.ts';
import { requiresBillingAddress, type PaymentMethod } from '../../../domain/payments/payment-methods.ts';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';

// A client's methods (spec §3; the CASH ones are the receptionist's), in the order offered.
const CHECKOUT_METHODS = ['CARD', 'WALLET', 'WALLET_CARD'] as const satisfies readonly PaymentMethod[];
type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const METHOD_LABELS = {
  CARD: msg`Card`,
  WALLET: msg`Wallet`,
  WALLET_CARD: msg`Wallet, then card for the rest`,
} as const satisfies Record<CheckoutMethod, MessageDescriptor>;

type Props = {
  readonly clientId: string;
  readonly businessId: string;
  readonly method: PaymentMethod;
  readonly onMethodChange: (method: PaymentMethod) => void;
  readonly wallet: WalletBalance | undefined;
  readonly cards: readonly SavedPaymentCard[];
  readonly cardsLoading: boolean;
  readonly cardId: string | null;
  readonly onCardChange: (card: SavedPaymentCard) => void;
  readonly billingAddressId: string | null;
  readonly cardError?: ReactNode;
  readonly walletError?: ReactNode;
};

export function PaymentChoice({ clientId, businessId, method, onMethodChange, wallet, cards, cardsLoading, cardId, onCardChange, billingAddressId, cardError, walletError }: Props) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const balance = wallet ? formatMoneyValue(money(wallet.balance, wallet.currencyCode), i18n.locale) : null;
  const needsCard = requiresBillingAddress(method);
  return (
    <Stack gap="md">
      <Radio.Group
        value={method}
        onChange={(value) => {
          const chosen = CHECKOUT_METHODS.find((entry) => entry === value);
          if (chosen) onMethodChange(chosen);
        }}
        label={t`Payment method`}
        description={balance ? t`Wallet balance: ${balance}` : undefined}
        error={walletError}
      >
        <Stack gap="xs" mt="xs">
          {CHECKOUT_METHODS.map((entry) => (
            <Radio key={entry} value={entry} label={i18n._(METHOD_LABELS[entry])} />
          ))}
        </Stack>
      </Radio.Group>
      {needsCard ? (
        <Stack gap="sm">
          {cards.length > 0 ? (
            <Radio.Group
              value={cardId}
              onChange={(id) => {
                const card = cards.find((entry) => entry.id === id);
                if (card) onCardChange(card);
              }}
              label={t`Card`}
              error={cardError}
            >
              <Stack gap="xs" mt="xs">
                {cards.map((card) => (
                  <Paper key={card.id} withBorder radius="md" p="sm">
                    <Radio
                      value={card.id}
                      aria-label={`${cardBrandName(card.cardType)} ${maskedLastFour(card.cardLastFour)}`}
                      label={<SavedCardSummary card={card} />}
                      styles={{ labelWrapper: { width: '100%' } }}
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                <Trans>Card</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                {cardsLoading ? <Trans>Loading your cards…</Trans> : <Trans>You have no saved card yet.</Trans>}
              </Text>
              {cardError ? (
                <Text size="sm" c="red.8">
                  {cardError}
                </Text>
              ) : null}
            </Stack>
          )}
          {adding ? (
            <Paper withBorder radius="md" p="md">
              <CardForm
                clientId={clientId}
                businessId={businessId}
                billingAddressId={billingAddressId ?? undefined}
                submitLabel={<Trans>Save and use this card</Trans>}
                onSaved={(card) => {
                  setAdding(false);
                  onCardChange(card);
                }}
                onCancel={() => setAdding(false)}
              />
            </Paper>
          ) : (
            <div>
              <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
                <Trans>Add a new card</Trans>
              </Button>
            </div>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

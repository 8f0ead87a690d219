// How the client pays (spec §3 payment methods, §9): card, wallet, or wallet then card, with the wallet's
// balance; for a card method, a saved card or a new one added with the shared card form.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SavedPaymentCard } from '../../../app/payments/payment-cards.ts';
import type { WalletBalance } from '../../../app/payments/wallet-balance.ts';
import { SavedCardPicker } from '../../../components/payment-card/SavedCardPicker.tsx';
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
  /** Told true while a new card is being saved (Place order waits for it). */
  readonly onCardSavingChange?: (saving: boolean) => void;
};

export function PaymentChoice({ clientId, businessId, method, onMethodChange, wallet, cards, cardsLoading, cardId, onCardChange, billingAddressId, cardError, walletError, onCardSavingChange }: Props) {
  const { t, i18n } = useLingui();
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
        <SavedCardPicker
          clientId={clientId}
          businessId={businessId}
          cards={cards}
          loading={cardsLoading}
          cardId={cardId}
          onCardChange={onCardChange}
          error={cardError}
          owner="self"
          billingAddressId={billingAddressId ?? undefined}
          onSavingChange={onCardSavingChange}
        />
      ) : null}
    </Stack>
  );
}

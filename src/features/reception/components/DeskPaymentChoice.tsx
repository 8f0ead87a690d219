// How a desk booking is paid (spec §3 payment methods, §9): the client's card, pre-authorized for $490, or CASH,
// or the wallet with cash for the rest. For the card: one of the client's saved cards, or a new one added with the
// shared card form (its billing address one of the client's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paymentCardsQueryOptions, type SavedPaymentCard } from '../../../app/payments/payment-cards.ts';
import { walletBalanceQueryOptions } from '../../../app/payments/wallet-balance.ts';
import { SavedCardPicker } from '../../../components/payment-card/SavedCardPicker.tsx';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import { RECEPTION_CARD_HOLD_MINOR } from '../../../domain/reception/reception-constants.ts';
import { DESK_PAYMENTS, type DeskPayment } from '../lib/desk-booking.ts';

const PAYMENT_LABELS = {
  CARD_HOLD: msg`Client's card`,
  CASH: msg`Cash`,
  WALLET_CASH: msg`Wallet, then cash for the rest`,
} as const satisfies Record<DeskPayment, MessageDescriptor>;

type DeskPaymentChoiceProps = {
  clientId: string;
  businessId: string;
  currencyCode: string;
  payment: DeskPayment;
  onPaymentChange: (payment: DeskPayment) => void;
  cardId: string | null;
  onCardChange: (card: SavedPaymentCard) => void;
  cardError?: ReactNode;
};

export function DeskPaymentChoice({ clientId, businessId, currencyCode, payment, onPaymentChange, cardId, onCardChange, cardError }: DeskPaymentChoiceProps) {
  const { t, i18n } = useLingui();
  const cards = useQuery(paymentCardsQueryOptions(clientId));
  const wallet = useQuery(walletBalanceQueryOptions(clientId));
  const hold = formatMoneyValue(money(RECEPTION_CARD_HOLD_MINOR, currencyCode), i18n.locale);
  const balance = wallet.data ? formatMoneyValue(money(wallet.data.balance, wallet.data.currencyCode), i18n.locale) : null;
  const saved = cards.data ?? [];

  return (
    <Stack gap="md">
      <Radio.Group
        value={payment}
        onChange={(value) => {
          const chosen = DESK_PAYMENTS.find((entry) => entry === value);
          if (chosen) onPaymentChange(chosen);
        }}
        label={t`Payment`}
        description={balance ? t`Client's wallet balance: ${balance}` : undefined}
      >
        <Stack gap="xs" mt="xs">
          {DESK_PAYMENTS.map((entry) => (
            <Radio
              key={entry}
              value={entry}
              label={i18n._(PAYMENT_LABELS[entry])}
              description={entry === 'CARD_HOLD' ? t`${hold} is pre-authorized on the card now; the charge follows the visit.` : entry === 'CASH' ? t`Paid at the desk; no card hold.` : t`Paid from the wallet first; no card hold.`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {payment === 'CARD_HOLD' ? (
        <SavedCardPicker
          clientId={clientId}
          businessId={businessId}
          cards={saved}
          loading={cards.isPending}
          cardId={cardId}
          onCardChange={onCardChange}
          error={cardError}
          owner="client"
          withDefaultOption={false}
        />
      ) : null}
    </Stack>
  );
}

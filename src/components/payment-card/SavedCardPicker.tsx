// The card a payment uses: one of the saved cards, or a new one added with the shared card form and used at once.
// Under the checkout's payment choice (the client's own cards) and the front desk's (the cards of a client).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { SavedPaymentCard } from '../../app/payments/payment-cards.ts';
import { cardBrandName, maskedLastFour } from './card-display.ts';
import { CardForm } from './CardForm.tsx';
import { SavedCardSummary } from './SavedCardSummary.tsx';

type SavedCardPickerProps = {
  readonly clientId: string;
  readonly businessId: string;
  readonly cards: readonly SavedPaymentCard[];
  readonly loading: boolean;
  readonly cardId: string | null;
  readonly onCardChange: (card: SavedPaymentCard) => void;
  readonly error?: ReactNode;
  /** Whose cards they are, for the words of the empty state: the signed-in client's own, or a client's at the desk. */
  readonly owner: 'self' | 'client';
  /** The new card's billing address when the screen has already chosen one. */
  readonly billingAddressId?: string;
  /** Whether the new card's form offers to make it the default card. */
  readonly withDefaultOption?: boolean;
  /** Told true while a new card is being saved (a payment must wait for it), false once that is over. */
  readonly onSavingChange?: (saving: boolean) => void;
};

export function SavedCardPicker({ clientId, businessId, cards, loading, cardId, onCardChange, error, owner, billingAddressId, withDefaultOption, onSavingChange }: SavedCardPickerProps) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      {cards.length > 0 ? (
        <Radio.Group
          value={cardId}
          onChange={(id) => {
            const card = cards.find((entry) => entry.id === id);
            if (card) onCardChange(card);
          }}
          label={t`Card`}
          error={error}
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
            {owner === 'self' ? (
              loading ? <Trans>Loading your cards…</Trans> : <Trans>You have no saved card yet.</Trans>
            ) : loading ? (
              <Trans>Loading the client's cards…</Trans>
            ) : (
              <Trans>The client has no saved card yet.</Trans>
            )}
          </Text>
          {error ? (
            <Text size="sm" c="red.8">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
      {adding ? (
        <Paper withBorder radius="md" p="md">
          <CardForm
            clientId={clientId}
            businessId={businessId}
            billingAddressId={billingAddressId}
            withDefaultOption={withDefaultOption}
            submitLabel={<Trans>Save and use this card</Trans>}
            onSaved={(card) => {
              setAdding(false);
              onCardChange(card);
            }}
            onCancel={() => setAdding(false)}
            onPendingChange={onSavingChange}
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
  );
}

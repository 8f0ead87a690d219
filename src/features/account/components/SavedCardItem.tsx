import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessages } from '../../../app/error-messages.ts';
import { showErrorToast, showInfoToast } from '../../../app/feedback.ts';
import type { SavedPaymentCard } from '../../../app/payments/payment-cards.ts';
import { addressOneLine } from '../../../components/address/address-lines.ts';
import { APT_PREFIX } from '../../../components/address/AddressLines.tsx';
import { readApiError } from '../../../components/form/api-error.ts';
import { isOffline, offlineActionMessage } from '../../../components/form/offline.ts';
import { cardBrandName } from '../../../components/payment-card/card-display.ts';
import { SavedCardSummary } from '../../../components/payment-card/SavedCardSummary.tsx';
import { useDeletePaymentCardMutation } from '../api/delete-payment-card.ts';
import { useSetDefaultPaymentCardMutation } from '../api/set-default-payment-card.ts';
import { runAccountAction } from '../lib/run-action.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** One saved card with make default and delete; a failed delete says 'Error deleting card' (spec §8). */
export function SavedCardItem({ clientId, card }: { clientId: string; card: SavedPaymentCard }) {
  const { t, i18n } = useLingui();
  const remove = useDeletePaymentCardMutation(clientId);
  const setDefault = useSetDefaultPaymentCardMutation(clientId);
  const [confirming, setConfirming] = useState(false);
  const name = t`${cardBrandName(card.cardType)} ending in ${card.cardLastFour}`;

  const confirmDelete = async () => {
    if (isOffline()) {
      showErrorToast(offlineActionMessage);
      return;
    }
    try {
      await remove.mutateAsync(card.id);
      showInfoToast(msg`Card deleted.`);
      setConfirming(false);
    } catch (error) {
      const info = readApiError(error);
      showErrorToast(info.network ? offlineActionMessage : errorMessages.CARD_DELETE_FAILED);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SavedCardSummary card={card} />
        {card.billingAddress ? (
          <Text size="sm" c="dimmed">
            <Trans>Billing address: {addressOneLine(card.billingAddress, i18n._(APT_PREFIX))}</Trans>
          </Text>
        ) : (
          <Text size="sm" c="orange.9">
            <Trans>No billing address. Delete this card and add it again with a billing address to pay with it.</Trans>
          </Text>
        )}
        <Group gap="xs">
          {card.isDefault ? null : (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconStar size={14} aria-hidden />}
              loading={setDefault.isPending}
              onClick={() => void runAccountAction(() => setDefault.mutateAsync(card.id), msg`Default card updated.`)}
              aria-label={t`Make ${name} the default card`}
            >
              <Trans>Make default</Trans>
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
            aria-label={t`Delete ${name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={<Trans>Delete this card?</Trans>}
        message={<Trans>{name} will be removed from your payment options.</Trans>}
        confirmLabel={<Trans>Delete card</Trans>}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

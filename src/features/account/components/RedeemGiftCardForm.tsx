// Redeem a gift card into the wallet (spec §2 wallet, §5: 16 digits, spaces allowed while typing). The number
// stays in this form only and is cleared once redeemed.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessages } from '../../../app/error-messages.ts';
import { showInfoToast } from '../../../app/feedback.ts';
import { walletQueryKey } from '../../../app/payments/wallet-balance.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { formatMoney } from '../../../domain/money.ts';
import { giftCardNumberSchema } from '../../../domain/payments/gift-and-promo.ts';
import { redeemGiftCard } from '../api/redeem-gift-card.ts';
import { formatGiftCardInput } from '../lib/gift-card-input.ts';

const validate = schemaResolver(z.object({ cardNumber: giftCardNumberSchema }), { sync: true });

export function RedeemGiftCardForm({ clientId, balanceBefore }: { clientId: string; balanceBefore: number | null }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { cardNumber: '' }, validate });

  const submit = form.onSubmit(async ({ cardNumber }) => {
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    setPending(true);
    try {
      const wallet = await redeemGiftCard(clientId, giftCardNumberSchema.parse(cardNumber));
      form.setValues({ cardNumber: '' });
      const added = balanceBefore === null ? null : wallet.balance - balanceBefore;
      if (added !== null && added <= 0) showInfoToast(msg`This gift card is already in your wallet.`);
      else {
        const amount = formatMoney(added ?? wallet.balance, wallet.currencyCode, i18n.locale);
        showInfoToast(added === null ? msg`Gift card redeemed.` : msg`Gift card redeemed: ${amount} added to your wallet.`);
      }
      await queryClient.invalidateQueries({ queryKey: walletQueryKey(clientId) });
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'GIFT_CARD_INVALID' || info.code === 'GIFT_CARD_EMPTY') form.setFieldError('cardNumber', i18n._(errorMessages[info.code]));
      else if (info.code === 'BAD_USER_INPUT' && info.fields.cardNumber) form.setFieldError('cardNumber', info.fields.cardNumber);
      else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
    } finally {
      setPending(false);
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={<Trans>Gift card number</Trans>}
          description={<Trans>The 16 digits on your gift card</Trans>}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000 0000 0000 0000"
          required
          {...form.getInputProps('cardNumber')}
          error={errorText(form.errors.cardNumber)}
          onChange={(event) => form.setFieldValue('cardNumber', formatGiftCardInput(event.currentTarget.value))}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Redeem gift card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

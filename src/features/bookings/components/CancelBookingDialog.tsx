// Cancelling a booking: the charge that will apply now (the business's percentage within a number of hours of
// the appointment, as the server computed it) and what goes back to the wallet, then a confirmation. After a
// consultation took place, its price is kept (the lead's decision): the dialog says so before anything else.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../domain/money.ts';
import type { BookingItem } from '../api/booking-item.ts';

const MAX_REASON = 500;

type CancelBookingDialogProps = {
  opened: boolean;
  quote: BookingItem['cancellationQuote'];
  /** The item's consultation took place: its price is not refunded. */
  consultationHeld: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

export function CancelBookingDialog({ opened, quote, consultationHeld, pending, error, onClose, onConfirm }: CancelBookingDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const money = (amount: number) => formatMoney(amount, quote.currencyCode, i18n.locale);
  const charge = money(quote.chargeAmount);
  const refund = money(quote.refundToWallet);
  const percentage = i18n.number(quote.percentage);
  const within = t({ message: plural(quote.windowHours, { one: '# hour', other: '# hours' }), comment: 'How close to the appointment a cancellation is charged' });
  return (
    <Modal opened={opened} onClose={onClose} title={t`Cancel this booking?`} centered withCloseButton={false}>
      <Stack gap="md">
        {consultationHeld ? (
          <Text size="sm" fw={600}>
            <Trans>Your consultation has already taken place, so its price is not refunded.</Trans>
          </Text>
        ) : null}
        {consultationHeld && quote.chargeAmount === 0 ? null : quote.chargeAmount > 0 ? (
          <Text size="sm" fw={600}>
            <Trans>
              A cancellation charge of {charge} applies: {percentage}% of the booking, because the appointment is less than {within} away.
            </Trans>
          </Text>
        ) : (
          <Text size="sm">
            <Trans>You can cancel this booking without a charge.</Trans>
          </Text>
        )}
        {quote.refundToWallet > 0 ? (
          <Text size="sm">
            {consultationHeld ? <Trans>{refund} goes back to your wallet.</Trans> : <Trans>{refund} paid with a gift card or your wallet goes back to your wallet.</Trans>}
          </Text>
        ) : null}
        <Textarea label={t`Reason (optional)`} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={MAX_REASON} autosize minRows={2} />
        {error ? (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            <Trans>Keep booking</Trans>
          </Button>
          <Button color="red.9" onClick={() => onConfirm(reason.trim())} loading={pending}>
            <Trans>Cancel booking</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

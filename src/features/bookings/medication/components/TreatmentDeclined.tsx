// A declined treatment (issue 11): the provider's reason, and what the client can do next: book another
// consultation in the same category, and, where money went back, the refund. A consultation that took place is
// not refunded (the lead's decision); the server's refund lines say what was.
import { Trans, useLingui } from '@lingui/react/macro';
import { Blockquote, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../../components/layout/nav-items.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { BookingItem } from '../../api/booking-item.ts';

type Props = { readonly item: BookingItem; readonly codes: BusinessCodes };

export function TreatmentDeclined({ item, codes }: Props) {
  const { i18n } = useLingui();
  const reason = item.treatmentDecision?.declineReason?.trim();
  const summary = item.order.orderPricingSummary;
  const refunded = summary.refunds.filter((refund) => refund.orderItemId === item.id).reduce((total, refund) => total + Math.abs(refund.refundAmount), 0);
  const toWallet = summary.refunds.some((refund) => refund.orderItemId === item.id && refund.refundFor === 'WALLET');
  const amount = formatMoney(refunded, summary.currencyCode, i18n.locale);
  return (
    <Stack gap="sm">
      {reason ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Trans>Your provider&apos;s reason</Trans>
          </Text>
          <Blockquote color="gray" p="sm" radius="md" style={{ whiteSpace: 'pre-line' }}>
            {reason}
          </Blockquote>
        </Stack>
      ) : null}
      <Text size="sm" fw={600}>
        <Trans>What you can do next</Trans>
      </Text>
      {refunded > 0 ? (
        <Text size="sm">
          {toWallet ? <Trans>{amount} for the medication has been refunded to your wallet.</Trans> : <Trans>{amount} for the medication has been refunded.</Trans>}
        </Text>
      ) : null}
      <Text size="sm">
        <Trans>You can book another consultation to talk about other options with a provider.</Trans>
      </Text>
      <div>
        <ButtonLink to="/business/$businessCode/$locationCode/services" params={codes} search={{ category: item.categoryId }} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          <Trans>Book another consultation</Trans>
        </ButtonLink>
      </div>
    </Stack>
  );
}

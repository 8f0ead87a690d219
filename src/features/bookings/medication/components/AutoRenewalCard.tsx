// The program's auto-renewal (spec §4 "Medication flow", §9 day 21): when the next month is ordered and charged
// (on the client's clock), how much and at which dose, the switch to turn it off or on once the booking is
// processed, and how the last renewal went. Shown only when the server sends autoRenewal (program items).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { PrescriptionHeading } from '../../../../components/medication/PrescriptionHeading.tsx';
import { formatMoney } from '../../../../domain/money.ts';
import type { BookingItem } from '../../api/booking-item.ts';
import { useSetAutoRenewMutation } from '../api/medication-mutations.ts';

type AutoRenewal = NonNullable<BookingItem['autoRenewal']>;
type Outcome = NonNullable<AutoRenewal['lastRenewal']>;

const OUTCOME_TITLES: Record<string, MessageDescriptor> = {
  CHARGED: msg`Last renewal charged`,
  FAILED: msg`Last renewal could not be charged`,
  AWAITING_APPROVAL: msg`Renewal awaiting your provider's approval`,
  DECLINED: msg`Your provider did not approve the last renewal`,
};

function LastRenewal({ outcome, currencyCode, timeZone }: { outcome: Outcome; currencyCode: string; timeZone: string }) {
  const { i18n } = useLingui();
  const when = i18n.date(outcome.at, { dateStyle: 'medium', timeZone });
  const amount = formatMoney(outcome.amount, currencyCode, i18n.locale);
  const title = OUTCOME_TITLES[outcome.status];
  const color = outcome.status === 'CHARGED' ? 'teal' : outcome.status === 'AWAITING_APPROVAL' ? 'blue' : 'orange';
  return (
    <Alert color={color} variant="light" title={title ? i18n._(title) : outcome.status}>
      <Stack gap={2}>
        <Text size="sm">
          {outcome.status === 'CHARGED' ? (
            <Trans>
              {amount} on {when}
            </Trans>
          ) : outcome.status === 'FAILED' ? (
            <Trans>
              We tried to charge {amount} on {when}. Please check your saved card; we will try again.
            </Trans>
          ) : outcome.status === 'AWAITING_APPROVAL' ? (
            <Trans>
              Your next month ({amount}) is charged once your provider approves it. We asked on {when}.
            </Trans>
          ) : (
            <Trans>Nothing was charged. Your provider will be in touch about your treatment.</Trans>
          )}
        </Text>
        {outcome.message ? <Text size="sm">{outcome.message}</Text> : null}
      </Stack>
    </Alert>
  );
}

type Props = { readonly renewal: AutoRenewal; readonly orderItemId: string; readonly orderId: string; readonly timeZone: string };

export function AutoRenewalCard({ renewal, orderItemId, orderId, timeZone }: Props) {
  const { t, i18n } = useLingui();
  const setAutoRenew = useSetAutoRenewMutation();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const nextDate = renewal.nextRenewalAt ? i18n.date(renewal.nextRenewalAt, { dateStyle: 'long', timeZone }) : null;
  const nextAmount = renewal.nextAmount !== null && renewal.nextAmount !== undefined ? formatMoney(renewal.nextAmount, renewal.currencyCode, i18n.locale) : null;

  const toggle = async (enabled: boolean) => {
    setFailure(null);
    try {
      await setAutoRenew.mutateAsync({ orderItemId, orderId, enabled });
    } catch (error) {
      setFailure(failureMessage(readApiError(error)));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="renewal-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="renewal-title">
          <Trans>Auto-renewal</Trans>
        </Title>
        {renewal.enabled && nextDate ? (
          <Stack gap={4}>
            <Text>
              {nextAmount ? (
                <Trans>
                  Your next month is ordered on {nextDate} and {nextAmount} is charged to your saved card.
                </Trans>
              ) : (
                <Trans>Your next month is ordered on {nextDate}.</Trans>
              )}
            </Text>
            {renewal.nextDirection ? (
              <Text size="sm">
                <Trans>Dose:</Trans> <PrescriptionHeading direction={renewal.nextDirection} fw={600} />
              </Text>
            ) : null}
            {renewal.requiresReapproval ? (
              <Text size="sm" c="dimmed">
                <Trans>Your provider reviews each renewal before it is charged.</Trans>
              </Text>
            ) : null}
          </Stack>
        ) : !renewal.enabled ? (
          <Text>
            <Trans>Auto-renewal is off. Your program will not be renewed, and nothing more is charged.</Trans>
          </Text>
        ) : null}
        <Switch
          checked={renewal.enabled}
          disabled={!renewal.canChange || setAutoRenew.isPending}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          label={t`Renew automatically every month`}
          description={renewal.canChange ? t`Each month is ordered 21 days after the last one was delivered.` : t`You can change this once your first order has been processed.`}
        />
        {failure ? (
          <Text c="red.9" size="sm" role="alert">
            {i18n._(failure)}
          </Text>
        ) : null}
        {renewal.lastRenewal ? <LastRenewal outcome={renewal.lastRenewal} currencyCode={renewal.currencyCode} timeZone={timeZone} /> : null}
      </Stack>
    </Paper>
  );
}

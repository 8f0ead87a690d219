// Renewals awaiting the provider's approval (issue 11 auto-renewal: where the workflow asks for it, the next month
// waits for the provider before it is charged). Each shows whose it is, the dose of that month in the §9 wording,
// what it will charge and when it is due; Approve charges it now, Decline asks for the reason the client reads.
// Nothing is shown while none waits, so the console stays as it was for providers without such programs.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { PrescriptionHeading } from '../../../components/medication/PrescriptionHeading.tsx';
import { formatMoney } from '../../../domain/money.ts';
import { useRenewalDecisionMutation } from '../api/renewal-decisions.ts';
import { renewalsAwaitingApprovalQueryOptions, type RenewalApproval } from '../api/renewals-awaiting-approval.ts';
import { declineRenewalSchema } from '../lib/prescription-form.ts';
import { usePrescriptionErrorText } from '../lib/prescription-messages.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';

export function RenewalsSection({ timeZone }: { timeZone: string }) {
  const headingId = useId();
  const query = useQuery(renewalsAwaitingApprovalQueryOptions());
  const renewals = query.data ?? [];
  if (renewals.length === 0) return null;
  const count = renewals.length;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Renewals awaiting your approval ({count})</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>The client is charged for the next month only once you approve it.</Trans>
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0}>
          {renewals.map((renewal) => (
            <RenewalItem key={renewal.orderItemId} renewal={renewal} timeZone={timeZone} />
          ))}
        </Stack>
      </Stack>
    </section>
  );
}

function RenewalItem({ renewal, timeZone }: { renewal: RenewalApproval; timeZone: string }) {
  const { t, i18n } = useLingui();
  const decide = useRenewalDecisionMutation();
  const [declining, setDeclining] = useState(false);
  const client = renewal.clientName;
  const bookingId = renewal.orderItemDisplayId;
  const month = renewal.cycle;
  const amount = formatMoney(renewal.amount, renewal.currencyCode, i18n.locale);
  const due = i18n.date(renewal.dueAt, { dateStyle: 'medium', timeZone });
  const approve = () =>
    void runConsoleAction(() => decide.mutateAsync({ kind: 'approve', orderItemId: renewal.orderItemId }), msg`Renewal approved. The client is charged now.`);
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {client}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                {bookingId} · month {month} · {amount} due {due}
              </Trans>
            </Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {renewal.medicationName}
          </Text>
          <PrescriptionHeading direction={renewal.direction} component="div" size="sm" />
        </div>
        {declining ? (
          <DeclineRenewalForm renewal={renewal} onCancel={() => setDeclining(false)} />
        ) : (
          <Group gap="sm" justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconCircleX size={18} aria-hidden />}
              onClick={() => setDeclining(true)}
              disabled={decide.isPending}
              aria-label={t`Decline the renewal of ${client}`}
            >
              <Trans>Decline</Trans>
            </Button>
            <Button leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={approve} loading={decide.isPending} aria-label={t`Approve the renewal of ${client}`}>
              <Trans>Approve</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function DeclineRenewalForm({ renewal, onCancel }: { renewal: RenewalApproval; onCancel: () => void }) {
  const { t } = useLingui();
  const errorText = usePrescriptionErrorText();
  const decide = useRenewalDecisionMutation();
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaResolver(declineRenewalSchema, { sync: true }) });
  const client = renewal.clientName;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The form replaces the Decline button that had focus: focus moves on to the reason.
  useEffect(() => reasonRef.current?.focus(), []);
  const submit = form.onSubmit(async (values) => {
    const { reason } = declineRenewalSchema.parse(values);
    await runConsoleAction(() => decide.mutateAsync({ kind: 'decline', orderItemId: renewal.orderItemId, reason }), msg`Renewal declined. The client is told why.`);
  }, focusFirstInvalid);
  return (
    <form onSubmit={submit} noValidate aria-label={t`Decline the renewal of ${client}`} style={readableErrorColor}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Nothing is charged and this month is not sent.</Trans>
        </Text>
        <Textarea
          label={<Trans>Reason</Trans>}
          description={<Trans>The client sees this reason.</Trans>}
          required
          autosize
          minRows={2}
          maxRows={6}
          ref={reasonRef}
          {...form.getInputProps('reason')}
          error={errorText(form.errors.reason)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={decide.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" color="red.9" loading={decide.isPending}>
            <Trans>Decline renewal</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

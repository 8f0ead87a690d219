// /admin/providers (issue 17): the providers who signed up with this business and finished their setup, waiting
// for the admin's approval (until then they are never offered to clients); approve, or decline (refunds the plan).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { formatMoney } from '../../../domain/money.ts';
import { useAdminBusiness } from '../shell/admin-grant.ts';
import { adminApplicationsQueryOptions, useDecideApplication, type ReviewedApplicationView } from './provider-applications.ts';
import { weekdayNames } from '../../../components/provider-plan/plan-format.ts';

function ApplicationCard({ businessId, review }: { businessId: string; review: ReviewedApplicationView }) {
  const { t, i18n } = useLingui();
  const decide = useDecideApplication(businessId);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { application } = review;
  const setup = application.setup;
  const currency = application.business.currencyCode;
  const name = `${review.firstName} ${review.lastName}`;
  const weekdays = weekdayNames(i18n);
  const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString(i18n.locale, { dateStyle: 'medium' }) : '');
  const run = (approve: boolean) =>
    decide.mutate({ applicationId: application.id, approve }, { onSuccess: () => showInfoToast(approve ? msg`Provider approved. Clients can book them now.` : msg`Application declined and the payment refunded.`) });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {review.email}
            </Text>
          </Stack>
          <Badge variant="filled" color="orange.4" autoContrast>
            <Trans>Waiting for approval</Trans>
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            <Trans>Offers: {application.kind === 'HCP' ? t`Healthcare services` : t`Other services`}</Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Plan: {review.planName}, paid {formatMoney(application.amountPaidMinor ?? 0, application.currencyCode ?? currency, i18n.locale)} on {date(application.paidAt)}
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Agreement version {application.agreementVersion} accepted on {date(application.agreementAcceptedAt)}
            </Trans>
          </Text>
          {setup ? (
            <>
              <Text size="sm">
                <Trans>
                  Travel fee {formatMoney(setup.travelFeeMinor, currency, i18n.locale)}, group discount {setup.groupDiscountPercent}%
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  Cancellation: {setup.cancellationChargePercent}% charged within {setup.cancellationWindowHours} hours of the start
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>Locations: {setup.locations.map((l) => l.name).join(', ')}</Trans>
              </Text>
              <Text size="sm">
                <Trans>Services: {setup.categories.map((c) => c.name).join(', ')}</Trans>
              </Text>
              <Text size="sm">
                <Trans>Hours ({setup.timezone}): {setup.hours.map((h) => `${weekdays[h.weekday] ?? ''} ${h.start}-${h.end}`).join('; ')}</Trans>
              </Text>
            </>
          ) : null}
        </SimpleGrid>
        {decide.error ? <FormAlert title={i18n._(failureMessage(readApiError(decide.error)))} /> : null}
        {confirmDecline ? (
          <Group justify="flex-end" gap="xs">
            <Text size="sm">
              <Trans>Decline {name} and refund the plan?</Trans>
            </Text>
            <Button variant="default" onClick={() => setConfirmDecline(false)}>
              <Trans>Keep</Trans>
            </Button>
            <Button color="red.8" loading={decide.isPending} onClick={() => run(false)}>
              <Trans>Decline and refund</Trans>
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmDecline(true)}>
              <Trans>Decline</Trans>
            </Button>
            <Button loading={decide.isPending} onClick={() => run(true)}>
              <Trans>Approve {name}</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function ProviderApprovalsScreen() {
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminApplicationsQueryOptions(businessId, false));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Provider approvals</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Providers who signed up, paid their plan and set up their account. Clients cannot book them until you approve.</Trans>
        </Text>
      </Stack>
      <QueryState query={query} skeleton={<Skeleton h={160} />} offlineText={<Trans>The applications cannot be shown while offline.</Trans>} errorTitle={<Trans>The applications could not be loaded.</Trans>}>
        {(reviews) =>
          reviews.length === 0 ? (
            <Card withBorder radius="md" padding="lg">
              <Text c="dimmed">
                <Trans>No provider is waiting for approval.</Trans>
              </Text>
            </Card>
          ) : (
            <Stack gap="md">
              {reviews.map((review) => (
                <ApplicationCard key={review.application.id} businessId={businessId} review={review} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

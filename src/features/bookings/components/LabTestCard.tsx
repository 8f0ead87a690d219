// A booking's lab test (issue 17): who collects the sample, when and where, each stage in the spec's words
// (Lab Test Booked, Lab Test In Progress, Awaiting Labs, Lab Reports Received), the requisition letter to bring,
// and the report once the results are ready.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { isLabStatus, LAB_CLIENT_STEPS, labStepsReached, type LabClientStep } from '../../../domain/labs/lab-steps.ts';
import type { BookingItem } from '../api/booking-item.ts';
import { useLabDocumentDownload } from '../api/lab-document-link.ts';

type Lab = NonNullable<NonNullable<BookingItem>['labTest']>;

const STEP_LABELS = {
  booked: msg`Lab Test Booked`,
  collecting: msg`Lab Test In Progress`,
  awaitingResults: msg`Awaiting Labs`,
  reportReady: msg`Lab Reports Received`,
} as const satisfies Record<LabClientStep, MessageDescriptor>;

export function LabTestCard({ orderItemId, lab, timeZone }: { orderItemId: string; lab: Lab; timeZone: string }) {
  const { i18n } = useLingui();
  const download = useLabDocumentDownload();
  const status = isLabStatus(lab.status) ? lab.status : null;
  const reached = status ? labStepsReached(status) : 0;
  const ended = status === 'LabCancelled' || status === 'LabExpired';
  const when = i18n.date(lab.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const place = lab.place;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="lab-test-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="lab-test-title">
          <Trans>Your lab test</Trans>
        </Title>
        <Stack gap={2}>
          <Text fw={600}>{when}</Text>
          <Text size="sm">
            {place.kind === 'CALLOUT' ? <Trans>At your address:</Trans> : place.name ? <Trans>At {place.name}:</Trans> : null}{' '}
            {[place.addressLine1, place.addressLine2].filter(Boolean).join(', ')}, {place.city}, {place.state} {place.zipcode}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Sample taken by {lab.collectorName}</Trans>
            {lab.sku ? <> · <Trans>SKU {lab.sku}</Trans></> : null}
          </Text>
        </Stack>
        {ended ? (
          <Text size="sm" role="status">
            {status === 'LabCancelled' ? <Trans>This lab test was cancelled. You can book it again.</Trans> : <Trans>Nobody attended this collection, so it lapsed. You can book it again.</Trans>}
          </Text>
        ) : (
          <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._(msg`Lab test stages`)}>
            {LAB_CLIENT_STEPS.map(({ step }, index) => {
              const done = index < reached;
              return (
                <Group component="li" key={step} gap="xs" wrap="nowrap" aria-current={index === reached - 1 ? 'step' : undefined}>
                  <ThemeIcon size="sm" radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'gray'} aria-hidden>
                    {done ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                  <Text size="sm" fw={index === reached - 1 ? 700 : 400} c={done ? undefined : 'dimmed'}>
                    {i18n._(STEP_LABELS[step])}
                    {done ? null : <VisuallyHidden> ({i18n._(msg`not yet`)})</VisuallyHidden>}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group gap="xs">
          {!ended ? (
            <Button variant="default" loading={download.isPending && download.variables.kind === 'REQUISITION'} onClick={() => download.mutate({ orderItemId, kind: 'REQUISITION' })}>
              <Trans>Download the requisition letter (PDF)</Trans>
            </Button>
          ) : null}
          {lab.reportAvailable ? (
            <Button loading={download.isPending && download.variables.kind === 'REPORT'} onClick={() => download.mutate({ orderItemId, kind: 'REPORT' })}>
              <Trans>Download the lab report</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

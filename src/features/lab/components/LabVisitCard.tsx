// One visit on the collector's list: when, who (with a phone link), which test and sku, where (the clinic, or the
// client's address and instructions for a callout), its status, and the next step the status allows.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { isLabStatus, LAB_ACTIONS_AT, LAB_ACTION_TARGET, type LabAction } from '../../../domain/labs/lab-steps.ts';
import { useLabMoveMutation, useRequisitionLinkMutation } from '../api/lab-actions.ts';
import type { LabVisit } from '../api/lab-visits.ts';
import { LAB_ACTION_DONE, LAB_ACTION_LABELS } from '../lib/lab-messages.ts';
import { CancelVisitDialog } from './CancelVisitDialog.tsx';
import { ReportUploadDialog } from './ReportUploadDialog.tsx';

export function LabVisitCard({ visit }: { visit: LabVisit }) {
  const { i18n } = useLingui();
  const move = useLabMoveMutation();
  const requisition = useRequisitionLinkMutation();
  const [dialog, setDialog] = useState<'results' | 'cancel' | null>(null);
  const actions: readonly LabAction[] = isLabStatus(visit.status) ? LAB_ACTIONS_AT[visit.status] : [];
  const time = i18n.date(visit.startsAt, { hour: 'numeric', minute: '2-digit', timeZone: visit.timezone, timeZoneName: 'short' });
  const place = visit.place;
  const titleId = `lab-visit-${visit.orderItemId}`;

  const run = (action: LabAction) => {
    if (action === 'results' || action === 'cancel') return setDialog(action);
    const status = LAB_ACTION_TARGET[action];
    if (status === 'LabInProgress' || status === 'LabReceived') {
      move.mutate({ orderItemId: visit.orderItemId, status }, { onSuccess: () => showInfoToast(LAB_ACTION_DONE[action]) });
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700} id={titleId}>
              {time} · {visit.clientName}
            </Text>
            <Text size="sm">
              {visit.productName}
              {visit.sku ? <> · <Trans>SKU {visit.sku}</Trans></> : null}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Booking {visit.orderItemDisplayId}</Trans>
            </Text>
          </Stack>
          <StatusBadge status={visit.status} />
        </Group>
        <Stack gap={2}>
          <Group gap="xs">
            {place.kind === 'CALLOUT' ? (
              <Badge color="grape" variant="light">
                <Trans>Callout</Trans>
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                <Trans>At the clinic</Trans>
              </Badge>
            )}
            {place.name ? <Text size="sm">{place.name}</Text> : null}
          </Group>
          <Text size="sm">
            {[place.addressLine1, place.addressLine2].filter(Boolean).join(', ')}, {place.city}, {place.state} {place.zipcode}
          </Text>
          {place.instructions ? (
            <Text size="sm">
              <Trans>Instructions: {place.instructions}</Trans>
            </Text>
          ) : null}
          {visit.clientPhone ? (
            <Anchor href={`tel:${visit.clientPhone}`} size="sm">
              <Trans>Call {visit.clientName}: {visit.clientPhone}</Trans>
            </Anchor>
          ) : null}
        </Stack>
        <Group gap="xs" mt={4}>
          {actions.map((action, index) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'subtle' : index === 0 ? 'filled' : 'default'}
              color={action === 'cancel' ? 'red' : undefined}
              loading={move.isPending && move.variables.status === LAB_ACTION_TARGET[action]}
              onClick={() => run(action)}
            >
              {i18n._(LAB_ACTION_LABELS[action])}
            </Button>
          ))}
          <Button size="sm" variant="default" loading={requisition.isPending} onClick={() => requisition.mutate(visit.orderItemId)}>
            <Trans>Requisition letter</Trans>
          </Button>
        </Group>
      </Stack>
      <ReportUploadDialog opened={dialog === 'results'} onClose={() => setDialog(null)} visit={visit} />
      <CancelVisitDialog
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        visit={visit}
        onConfirm={() =>
          move.mutate({ orderItemId: visit.orderItemId, status: 'LabCancelled' }, { onSuccess: () => (setDialog(null), showInfoToast(LAB_ACTION_DONE.cancel)) })
        }
        pending={move.isPending}
      />
    </Paper>
  );
}

// Cancelling a visit asks first: the client is told their lab test was cancelled and must book again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LabVisit } from '../api/lab-visits.ts';

type CancelVisitDialogProps = { opened: boolean; onClose: () => void; onConfirm: () => void; pending: boolean; visit: LabVisit };

export function CancelVisitDialog({ opened, onClose, onConfirm, pending, visit }: CancelVisitDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Cancel this visit?`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The lab test {visit.productName} for {visit.clientName} will be cancelled. They can book it again.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep the visit</Trans>
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            <Trans>Cancel visit</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

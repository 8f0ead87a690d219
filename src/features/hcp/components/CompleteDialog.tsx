import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type CompleteDialogProps = { opened: boolean; pending: boolean; clientName: string; onConfirm: () => void; onClose: () => void };

/** Confirms completing the consultation (it cannot be undone); Cancel has focus first. */
export function CompleteDialog({ opened, pending, clientName, onConfirm, onClose }: CompleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Complete this consultation?</Trans>} centered withCloseButton={false}>
      <Stack gap="lg">
        <Text size="sm">
          <Trans>The consultation with {clientName} is recorded as held. You then approve or decline the treatment.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            <Trans>Complete consultation</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

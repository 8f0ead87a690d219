// 'Record a no-show' (issue 6 markSessionNoShow): who did not come, then a confirmation in the same dialog.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useMarkSessionNoShowMutation } from '../api/mark-session-no-show.ts';
import type { NoShowWho } from '../lib/call-step.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';

const WHO_LABELS = {
  CLIENT: msg`The client did not come`,
  HCP: msg`I could not attend`,
  BOTH: msg`Neither of us joined`,
} as const satisfies Record<NoShowWho, MessageDescriptor>;

type NoShowDialogProps = { opened: boolean; sessionId: string; choices: NoShowWho[]; onClose: () => void };

export function NoShowDialog({ opened, sessionId, choices, onClose }: NoShowDialogProps) {
  const { i18n } = useLingui();
  const [who, setWho] = useState<NoShowWho | null>(null);
  const [missing, setMissing] = useState(false);
  const mark = useMarkSessionNoShowMutation();
  const close = () => {
    setWho(null);
    setMissing(false);
    onClose();
  };
  const confirm = async () => {
    if (!who) {
      setMissing(true);
      return;
    }
    if (await runConsoleAction(() => mark.mutateAsync({ sessionId, who }), msg`No-show recorded.`)) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={<Trans>Record a no-show</Trans>} centered withCloseButton={false}>
      <Stack gap="lg">
        <Radio.Group
          label={<Trans>Who did not attend?</Trans>}
          value={who ?? ''}
          onChange={(value) => {
            setWho(choices.find((choice) => choice === value) ?? null);
            setMissing(false);
          }}
          style={readableErrorColor}
          error={missing ? <Trans>Choose who did not attend</Trans> : undefined}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((choice) => (
              <Radio key={choice} value={choice} label={i18n._(WHO_LABELS[choice])} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          <Trans>This closes the consultation and cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mark.isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={mark.isPending}>
            <Trans>Record no-show</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

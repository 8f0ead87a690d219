// An outbox entry the server refused for good: what it was, the server's reason in the person's words, and what
// can be done: fix it (the screen's own action, e.g. put the value back in the form) or discard it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorText } from '../../components/form/use-error-text.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { discardOutboxEntry } from './outbox.ts';
import { rejectionText } from './rejection-message.ts';

type Props = {
  entry: OutboxEntry;
  /** What was saved, in a line ('82.5 kg, 25 Nov 2026 14:02'). */
  summary: ReactNode;
  /** The screen's way to fix it, e.g. 'Edit' (optional). */
  fix?: { label: ReactNode; onFix: () => void };
};

export function RejectedEntry({ entry, summary, fix }: Props) {
  const { i18n } = useLingui();
  const fieldText = useErrorText();
  const reason = entry.reason ? rejectionText(entry.reason, (m) => i18n._(m), fieldText) : null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={<Trans>Not saved</Trans>} data-testid="outbox-rejected">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {summary}
        </Text>
        {reason ? <Text size="sm">{reason}</Text> : null}
        <Group gap="xs">
          {fix ? (
            <Button size="xs" onClick={fix.onFix}>
              {fix.label}
            </Button>
          ) : null}
          <Button size="xs" variant="default" onClick={() => void discardOutboxEntry(entry.id)}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

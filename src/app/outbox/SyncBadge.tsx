// The mark on something saved on this device and not yet on the server: 'Waiting to sync' (or 'Syncing' while sent).
import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconClockHour4, IconRefresh } from '@tabler/icons-react';
import type { OutboxEntryState } from './outbox-entry.ts';

export function SyncBadge({ state }: { state: Exclude<OutboxEntryState, 'rejected'> }) {
  return (
    <Badge
      variant="light"
      color="gray"
      c="dark.7"
      tt="none"
      leftSection={state === 'sending' ? <IconRefresh size={12} aria-hidden /> : <IconClockHour4 size={12} aria-hidden />}
      data-testid="sync-badge"
    >
      {state === 'sending' ? <Trans>Syncing</Trans> : <Trans>Waiting to sync</Trans>}
    </Badge>
  );
}

// The offline bar (issue 12): under the header while the device is offline, saying what still works and how many
// saved entries wait to sync (or were refused). Loaded by the shell's OfflineIndicator only when it can show.
import { Plural, Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useOutboxCounts } from '../app/outbox/use-outbox.ts';

/** The bar itself: offline, or online with entries that wait or were refused. */
export default function OfflineBar({ online }: { online: boolean }) {
  const { waiting, rejected, syncing } = useOutboxCounts();
  // Online, a send in progress takes a moment: the bar shows only what lasts (a back-off, a refusal).
  if (online && rejected === 0 && (waiting === 0 || syncing)) return null;
  const color = online && rejected > 0 ? 'red.9' : 'dark.7';
  return (
    <Group
      role="status"
      gap="xs"
      justify="center"
      wrap="nowrap"
      px="md"
      py={6}
      data-testid="offline-indicator"
      style={{ background: online ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-yellow-1)', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {online ? <IconCloudUpload size={18} aria-hidden style={{ flexShrink: 0 }} /> : <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />}
      <Text size="sm" c={color} ta="center">
        {!online ? (
          waiting > 0 ? (
            <Trans>
              You are offline. Saved pages still open; <Plural value={waiting} one="# entry waits" other="# entries wait" /> to sync.
            </Trans>
          ) : (
            <Trans>You are offline. Saved pages still open, and what you log is kept on this device until you are back online.</Trans>
          )
        ) : rejected > 0 ? (
          <Plural value={rejected} one="# entry could not be saved. It is shown where you logged it, to fix or discard." other="# entries could not be saved. They are shown where you logged them, to fix or discard." />
        ) : (
          <Plural value={waiting} one="# entry waiting to sync. We will keep trying." other="# entries waiting to sync. We will keep trying." />
        )}
      </Text>
    </Group>
  );
}

// The app's one offline indicator (issue 12): a slim bar under the header while the device is offline, saying what
// still works, and how many saved entries wait to sync (or were refused). Mounted once by AppLayout, it also
// starts the app-wide outbox runner (src/app/outbox), which sends those entries whichever screen is open.
import { Plural, Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { startOutbox } from '../../app/outbox/outbox.ts';
import { useOutboxCounts } from '../../app/outbox/use-outbox.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, live: false is reliable (no network at all); true only means "maybe". */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineIndicator() {
  const online = useOnline();
  const { waiting, rejected, syncing } = useOutboxCounts();
  useEffect(() => startOutbox(), []);
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
      {online ? <IconCloudUpload size={18} aria-hidden /> : <IconWifiOff size={18} aria-hidden />}
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

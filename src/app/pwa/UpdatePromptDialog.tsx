import { useId, useSyncExternalStore } from 'react';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { UpdateStore } from './update-store.ts';

/**
 * Offers to reload into the new version of Carebook that is waiting. A non-modal dialog: it must not take
 * focus from someone in the middle of a form. Loaded only once an update is waiting (UpdatePrompt.tsx).
 */
export default function UpdatePromptDialog({ store }: { store: UpdateStore }) {
  const { updateWaiting, applying } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const titleId = useId();

  return (
    <Affix position={{ bottom: 'calc(88px + env(safe-area-inset-bottom))', right: 16 }} zIndex={400}>
      <Transition mounted={updateWaiting} transition="slide-up" duration={200}>
        {(style) => (
          <Paper
            role="alertdialog"
            aria-modal="false"
            aria-labelledby={titleId}
            style={{ ...style, maxWidth: 'calc(100vw - 32px)' }}
            w={360}
            p="md"
            shadow="md"
            radius="md"
            withBorder
          >
            <Text id={titleId} fw={500} aria-live="polite">
              <Trans>A new version of Carebook is available</Trans>
            </Text>
            <Group justify="flex-end" mt="sm" gap="xs">
              <Button variant="subtle" onClick={store.later} disabled={applying}>
                <Trans>Later</Trans>
              </Button>
              <Button onClick={() => void store.reload()} loading={applying}>
                <Trans>Reload</Trans>
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}

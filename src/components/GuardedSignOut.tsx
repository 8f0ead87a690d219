// Sign-out deletes what this device still holds for the user (the outbox's unsent readings and answers), so when
// something is left after one last send, the person is asked first, with staying signed in as the default.
// Every sign-out button uses this hook: the account menu, the account page and the user information card.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { discardUserOutbox, sendBeforeSignOut } from '../app/outbox/outbox.ts';
import { signOut, useSession } from '../app/session.ts';

export function useGuardedSignOut(): { start: () => Promise<void>; dialog: ReactNode } {
  const { t } = useLingui();
  const { user } = useSession();
  const [unsent, setUnsent] = useState(0);
  const userId = user?.id;
  const start = async () => {
    const left = userId ? await sendBeforeSignOut(userId) : 0;
    if (left > 0) setUnsent(left);
    else await signOut();
  };
  const confirm = async () => {
    if (userId) await discardUserOutbox(userId).catch(() => undefined);
    await signOut();
  };
  const dialog = (
    <Modal opened={unsent > 0} onClose={() => setUnsent(0)} title={<Trans>Not sent yet</Trans>} closeButtonProps={{ 'aria-label': t`Close` }} centered>
      <Stack gap="md">
        <Text>
          <Plural
            value={unsent}
            one="# entry saved on this device has not reached us yet. If you sign out now, it is deleted from this device."
            other="# entries saved on this device have not reached us yet. If you sign out now, they are deleted from this device."
          />
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Stay signed in and connect to the internet: they are sent on their own.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" c="red.8" onClick={() => void confirm()}>
            <Trans>Sign out and delete them</Trans>
          </Button>
          <Button onClick={() => setUnsent(0)} data-autofocus>
            <Trans>Stay signed in</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { start, dialog };
}

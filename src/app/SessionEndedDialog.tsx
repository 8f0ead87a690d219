// The blocking dialog after the session ended. Its Login button leaves through a full page load so that
// no state of the old session survives.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { loginHref } from './login-href.ts';

export default function SessionEndedDialog({ message, onClose }: { message: MessageDescriptor; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Modal opened onClose={onClose} title={i18n._(message)} centered closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false} zIndex={1300}>
      <Stack>
        <Text size="sm">
          <Trans>Please log in to continue where you left off.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              onClose();
              window.location.assign(loginHref(window.location.pathname + window.location.search));
            }}
          >
            <Trans>Login</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

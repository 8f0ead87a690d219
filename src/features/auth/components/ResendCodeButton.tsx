import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';

type ResendCodeButtonProps = { remaining: number; pending: boolean; onResend: () => void };

/**
 * 'Resend code', or while the cooldown runs a line saying when it will be possible: text rather than a
 * disabled button, which keyboard users could not reach to learn why it does nothing.
 */
export function ResendCodeButton({ remaining, pending, onResend }: ResendCodeButtonProps) {
  if (remaining > 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>You can ask for a new code in {remaining} s</Trans>
      </Text>
    );
  }
  return (
    <Button variant="subtle" px="xs" onClick={onResend} loading={pending}>
      <Trans>Resend code</Trans>
    </Button>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { signIn } from '../../../../app/session.ts';
import { loginRequest } from '../../api/login.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { PasswordField } from '../../../../components/form/PasswordField.tsx';

type ContinueLoginPanelProps = {
  email: string;
  /** The automatic login after the code step is still running. */
  busy: boolean;
  initialError: MessageDescriptor | null;
};

/**
 * Steps 4 and 5 need the new account signed in. Normally that happens right after the code step; after a
 * reload the password (kept in memory only) is gone, so the person types it once more here.
 */
export function ContinueLoginPanel({ email, busy, initialError }: ContinueLoginPanelProps) {
  const { i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(initialError);
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState(false);
  const errorText = useErrorText();

  if (busy) {
    return (
      <Stack align="center" gap="xs" py="lg" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">
          <Trans>Signing you in…</Trans>
        </Text>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await signIn(await loginRequest({ email, password }));
    } catch (caught) {
      setError(failureMessage(readApiError(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Your email is confirmed. Enter the password of {email} to continue.</Trans>
        </Text>
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? errorText('validation.required') : undefined}
        />
        {error ? <FormAlert title={i18n._(error)} /> : null}
        <Button type="submit" loading={pending}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}

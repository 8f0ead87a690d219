import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { session, signIn } from '../../../app/session.ts';
import { emailSchema } from '../../../domain/validation/email.ts';
import { existingPasswordSchema } from '../../../domain/validation/password.ts';
import { useLoginMutation } from '../api/login.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { storeUnfinishedSignup } from '../lib/unfinished-signup.ts';
import type { AuthSearch } from '../search.ts';
import { AuthLink } from './AuthLink.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';

const loginSchema = z.object({ email: emailSchema, password: existingPasswordSchema });

type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'notConfirmed'; email: string; password: string }
  | { kind: 'message'; message: MessageDescriptor };

type LoginFormProps = {
  search: AuthSearch;
  onLoggedIn: () => void;
  /** The account exists but its email was never confirmed: continue the sign-up at the code step. */
  onConfirmAccount: (credentials: { email: string; password: string }) => Promise<void>;
};

export function LoginForm({ search, onLoggedIn, onConfirmAccount }: LoginFormProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const login = useLoginMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const credentials = loginSchema.parse(values);
    setSigningIn(true);
    try {
      const tokens = await login.mutateAsync(credentials);
      const user = await signIn(tokens);
      // A sign-up left mid-way goes on at its first unfinished step (identity, address) before anything else.
      if (await storeUnfinishedSignup(user, session.activeGrant)) void navigate({ to: '/auth/signup', search });
      else onLoggedIn();
    } catch (error) {
      const { code, fields, network } = readApiError(error);
      if (code === 'INVALID_CREDENTIALS') setFailure({ kind: 'credentials' });
      else if (code === 'USER_NOT_CONFIRMED') setFailure({ kind: 'notConfirmed', ...credentials });
      else if (code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure({ kind: 'message', message: failureMessage({ code, network }) });
    } finally {
      setSigningIn(false);
    }
  }, focusFirstInvalid);

  const confirmAccount = async (credentials: { email: string; password: string }) => {
    setConfirming(true);
    try {
      await onConfirmAccount(credentials);
    } catch (error) {
      setFailure({ kind: 'message', message: failureMessage(readApiError(error)) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
          error={errorText(form.errors.email)}
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <Group justify="flex-end">
          <AuthLink to="/auth/forgot-password" search={search} size="sm">
            <Trans>Forgot password?</Trans>
          </AuthLink>
        </Group>
        {failure?.kind === 'credentials' ? (
          <FormAlert title={<Trans>We don't recognize that email or password</Trans>}>
            <Trans>Check your credentials and try again.</Trans>
          </FormAlert>
        ) : null}
        {failure?.kind === 'notConfirmed' ? (
          <FormAlert color="yellow" title={<Trans>Your email address is not confirmed yet</Trans>}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>We will send a new code to {failure.email}. Enter it to finish creating your account.</Trans>
              </Text>
              <Button size="xs" variant="light" loading={confirming} onClick={() => void confirmAccount(failure)}>
                <Trans>Send code and enter it</Trans>
              </Button>
            </Stack>
          </FormAlert>
        ) : null}
        {failure?.kind === 'message' ? <FormAlert title={i18n._(failure.message)} /> : null}
        <Button type="submit" fullWidth loading={signingIn}>
          <Trans>Log in</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Don't have an account?</Trans>{' '}
          <AuthLink to="/auth/signup" search={search}>
            <Trans>Sign up</Trans>
          </AuthLink>
        </Text>
      </Stack>
    </form>
  );
}

// /auth/set-password?token=…: a client created at the front desk sets their password from the invitation link
// (one use, 72 hours), then logs in and finds the bookings made for them. A used, replaced or expired link says so.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessages } from '../../../app/error-messages.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PasswordChecklist } from '../../../components/form/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AnchorLink, ButtonLink } from '../../../components/RouterLinks.tsx';
import { passwordWithConfirmationSchema } from '../../../domain/validation/password.ts';
import { clientInvitationQueryOptions, setPasswordFromInvitation } from '../api/invitation.ts';

const validatePasswords = schemaResolver(passwordWithConfirmationSchema, { sync: true });

type SetPasswordScreenProps = { token: string; redirectUrl: string | undefined };

export function SetPasswordScreen({ token, redirectUrl }: SetPasswordScreenProps) {
  const { i18n } = useLingui();
  const invitation = useQuery({ ...clientInvitationQueryOptions(token), enabled: token.length > 0 });
  const [done, setDone] = useState<string | null>(null);
  const loginSearch = redirectUrl ? { redirectUrl } : {};

  const linkFailure: MessageDescriptor | null = !token
    ? errorMessages.INVALID_CODE
    : invitation.isError
      ? failureMessage(readApiError(invitation.error))
      : null;

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480} mx="auto" shadow="sm">
      <Stack gap="lg">
        {done ? (
          <>
            <Title order={1} size="h2">
              <Trans>Your password is set</Trans>
            </Title>
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              <Trans>Log in with {done} and your new password to see your bookings.</Trans>
            </Alert>
            <ButtonLink to="/auth/login" search={loginSearch}>
              <Trans>Log in</Trans>
            </ButtonLink>
          </>
        ) : linkFailure ? (
          <>
            <Title order={1} size="h2">
              <Trans>This link no longer works</Trans>
            </Title>
            <FormAlert title={i18n._(linkFailure)}>
              <Trans>Ask the clinic's front desk to send you a new invitation.</Trans>
            </FormAlert>
            <AnchorLink to="/auth/login" search={loginSearch}>
              <Trans>Log in with an existing password</Trans>
            </AnchorLink>
          </>
        ) : !invitation.data ? (
          <div aria-busy="true">
            <Skeleton height={28} width="70%" mb="md" />
            <Skeleton height={120} />
          </div>
        ) : (
          <>
            <Stack gap={4}>
              <Title order={1} size="h2">
                <Trans>Welcome, {invitation.data.firstName}</Trans>
              </Title>
              <Text c="dimmed" size="sm">
                <Trans>
                  {invitation.data.businessName} created your account for {invitation.data.email}. Choose a password to log in and see your bookings.
                </Trans>
              </Text>
            </Stack>
            <SetPasswordForm token={token} onDone={setDone} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const checklistId = useId();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const save = useMutation({ mutationFn: (password: string) => setPasswordFromInvitation(token, password) });
  const form = useForm({ mode: 'controlled', initialValues: { password: '', confirmPassword: '' }, validate: validatePasswords });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(values.password);
      onDone(result.email);
    } catch (error) {
      const info = readApiError(error);
      if (info.fields['password']) form.setFieldError('password', info.fields['password']);
      else setFailure(failureMessage(info));
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          {...form.getInputProps('password')}
          error={errorText(form.errors['password'])}
        />
        <PasswordChecklist password={form.values.password} id={checklistId} />
        <PasswordField
          label={<Trans>Confirm password</Trans>}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
          error={errorText(form.errors['confirmPassword'])}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Button type="submit" loading={save.isPending}>
          <Trans>Set password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { emailSchema } from '../../../domain/validation/email.ts';
import { useSendForgotPasswordCodeMutation } from '../api/send-forgot-password-code.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { ResetPasswordStep } from './ResetPasswordStep.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';

const emailFormSchema = z.object({ email: emailSchema });

type ForgotPasswordFormProps = {
  /** Step heading for focus management: the card's title is moved to when the step changes. */
  onStepChange: () => void;
  onPasswordReset: () => void;
};

/** Forgot / reset password (same screen, spec §2): 1. email for a code, 2. code and the new password. */
export function ForgotPasswordForm({ onStepChange, onPasswordReset }: ForgotPasswordFormProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const send = useSendForgotPasswordCodeMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailFormSchema, { sync: true }),
  });
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onStepChange();
  }, [sentTo, onStepChange]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { email } = emailFormSchema.parse(values);
    try {
      await send.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT' && info.fields.email) form.setFieldError('email', info.fields.email);
      else setFailure(failureMessage(info));
    }
  }, focusFirstInvalid);

  if (sentTo !== null) {
    return <ResetPasswordStep email={sentTo} onChangeEmail={() => setSentTo(null)} onPasswordReset={onPasswordReset} />;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Enter the email address of your account and we will send you a 4-digit code to reset your password.</Trans>
        </Text>
        <TextInput
          label={<Trans>Email</Trans>}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          error={errorText(form.errors.email)}
        />
        {failure ? (
          <FormAlert title={i18n._(COULD_NOT_SEND)}>{i18n._(failure)}</FormAlert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            <Trans>Send code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const COULD_NOT_SEND = msg`Could not send verification code`;

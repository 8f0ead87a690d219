import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '../../../domain/validation/code.ts';
import { passwordWithConfirmationSchema } from '../../../domain/validation/password.ts';
import { useConfirmForgotPasswordMutation } from '../api/confirm-forgot-password.ts';
import { useSendForgotPasswordCodeMutation } from '../api/send-forgot-password-code.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../lib/use-cooldown.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PasswordChecklist } from '../../../components/form/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { ResendCodeButton } from './ResendCodeButton.tsx';

const codeFormSchema = z.object({ code: verificationCodeSchema });
const validateCode = schemaResolver(codeFormSchema, { sync: true });
const validatePasswords = schemaResolver(passwordWithConfirmationSchema, { sync: true });

const RESET_FAILED = msg`Reset Password failed`;
const INVALID_CODE = msg`Invalid code`;

type ResetPasswordStepProps = {
  email: string;
  onChangeEmail: () => void;
  onPasswordReset: () => void;
};

export function ResetPasswordStep({ email, onChangeEmail, onPasswordReset }: ResetPasswordStepProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const codeLabelId = useId();
  const codeErrorId = useId();
  const checklistId = useId();
  const confirm = useConfirmForgotPasswordMutation();
  const resend = useSendForgotPasswordCodeMutation();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, true);
  const [failure, setFailure] = useState<{ title: MessageDescriptor; detail: MessageDescriptor } | null>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: (values) => ({ ...validateCode(values), ...validatePasswords(values) }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    try {
      await confirm.mutateAsync({ email, code: values.code, password: values.password });
      onPasswordReset();
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'INVALID_CODE') setFailure({ title: INVALID_CODE, detail: failureMessage(info) });
      else if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) form.setErrors(info.fields);
      else setFailure({ title: RESET_FAILED, detail: failureMessage(info) });
    }
  }, focusFirstInvalid);

  const sendAgain = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync({ email });
      cooldown.start();
      setNotice(msg`We sent a new code to ${email}.`);
    } catch (error) {
      setFailure({ title: msg`Could not send verification code`, detail: failureMessage(readApiError(error)) });
    }
  };

  const codeError = errorText(form.errors.code);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            If an account exists for <strong>{email}</strong>, we sent it a 4-digit code. Enter it with your new
            password.
          </Trans>
        </Text>
        <div role="group" aria-labelledby={codeLabelId} aria-describedby={codeError ? codeErrorId : undefined}>
          <Input.Label id={codeLabelId} labelElement="div" required mb={6}>
            <Trans>Verification code</Trans>
          </Input.Label>
          <PinInput
            length={VERIFICATION_CODE_LENGTH}
            type="number"
            oneTimeCode
            size="lg"
            {...form.getInputProps('code')}
            error={codeError !== undefined}
            getInputProps={(index) => ({
              'aria-label': i18n._(msg`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`),
            })}
          />
          {codeError ? (
            <Text id={codeErrorId} c="red.8" size="sm" mt={4} role="alert">
              {codeError}
            </Text>
          ) : null}
        </div>
        <PasswordField
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <PasswordField
          label={<Trans>Confirm new password</Trans>}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
          error={errorText(form.errors.confirmPassword)}
        />
        <div aria-live="polite">
          {notice ? (
            <Text c="teal.8" size="sm">
              {i18n._(notice)}
            </Text>
          ) : null}
        </div>
        {failure ? <FormAlert title={i18n._(failure.title)}>{i18n._(failure.detail)}</FormAlert> : null}
        <Button type="submit" fullWidth loading={confirm.isPending}>
          <Trans>Reset password</Trans>
        </Button>
        <Group justify="center">
          <ResendCodeButton remaining={cooldown.remaining} pending={resend.isPending} onResend={() => void sendAgain()} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Not your email address?</Trans>{' '}
          <Button variant="transparent" size="compact-sm" px={0} onClick={onChangeEmail}>
            <Trans>Use another email</Trans>
          </Button>
        </Text>
      </Stack>
    </form>
  );
}

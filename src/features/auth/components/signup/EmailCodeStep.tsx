import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '../../../../domain/validation/code.ts';
import { useConfirmUserSignUpMutation } from '../../api/confirm-user-sign-up.ts';
import { useResendConfirmationCodeMutation } from '../../api/resend-confirmation-code.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../../lib/use-cooldown.ts';
import { validationMessages } from '../../../../components/form/validation-messages.ts';
import { ResendCodeButton } from '../ResendCodeButton.tsx';

type EmailCodeStepProps = {
  email: string;
  /** True when a code was sent just before this step opened (sign-up or resend), so resending waits. */
  codeJustSent: boolean;
  onConfirmed: () => void;
  onStartOver: () => void;
};

export function EmailCodeStep({ email, codeJustSent, onConfirmed, onStartOver }: EmailCodeStepProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const confirm = useConfirmUserSignUpMutation();
  const resend = useResendConfirmationCodeMutation();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, codeJustSent);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(validationMessages['validation.codeInvalid']);
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync({ email, code: parsed.data });
      onConfirmed();
    } catch (caught) {
      setError(failureMessage(readApiError(caught)));
    }
  };

  const sendAgain = async () => {
    setNotice(null);
    try {
      await resend.mutateAsync({ email });
      cooldown.start();
      setError(null);
      setNotice(msg`We sent a new code to ${email}.`);
    } catch (caught) {
      setError(failureMessage(readApiError(caught)));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            We sent a 4-digit code to <strong>{email}</strong>. Enter it below to confirm your email address.
          </Trans>
        </Text>
        {/* The server answers an address that already has an account like a new one and mails its owner instead. */}
        <Text size="sm" c="dimmed">
          <Trans>If this email address already has an account, we emailed you how to log in instead of a code.</Trans>
        </Text>
        <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
          <Input.Label id={labelId} labelElement="div" required mb={6}>
            <Trans>Verification code</Trans>
          </Input.Label>
          <PinInput
            length={VERIFICATION_CODE_LENGTH}
            type="number"
            oneTimeCode
            size="lg"
            value={code}
            onChange={setCode}
            error={error !== null}
            getInputProps={(index) => ({
              'aria-label': i18n._(msg`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`),
            })}
          />
        </div>
        <div aria-live="polite">
          {error ? (
            <Text id={errorId} c="red.8" size="sm" role="alert">
              {i18n._(error)}
            </Text>
          ) : null}
          {notice ? (
            <Text c="teal.8" size="sm">
              {i18n._(notice)}
            </Text>
          ) : null}
        </div>
        <Button type="submit" fullWidth loading={confirm.isPending}>
          <Trans>Verify</Trans>
        </Button>
        <Group justify="center">
          <ResendCodeButton remaining={cooldown.remaining} pending={resend.isPending} onResend={() => void sendAgain()} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Wrong email address?</Trans>{' '}
          <Button variant="transparent" size="compact-sm" px={0} onClick={onStartOver}>
            <Trans>Start over</Trans>
          </Button>
        </Text>
      </Stack>
    </form>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useState } from 'react';
import type { ValidationMessageKey } from '../../../../domain/validation/messages.ts';
import { passwordWithConfirmationSchema } from '../../../../domain/validation/password.ts';
import { useClientSignupMutation } from '../../api/client-signup.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { toUserInput } from '../../lib/personal-details.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import type { PersonalDetails } from '../../machines/signup-steps.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { PasswordChecklist } from '../../../../components/form/PasswordChecklist.tsx';
import { PasswordField } from '../../../../components/form/PasswordField.tsx';
import { focusFirstInvalid } from '../../../../components/form/focus-first-invalid.ts';

const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword']);

type PasswordStepProps = {
  personal: PersonalDetails;
  onBack: () => void;
  onSignedUp: (result: { clientId: string; userId: string; password: string }) => void;
  /** The server rejected a personal detail: the wizard returns to step 1 and shows these there. */
  onPersonalErrors: (errors: Partial<Record<string, ValidationMessageKey | string>>) => void;
};

export function PasswordStep({ personal, onBack, onSignedUp, onPersonalErrors }: PasswordStepProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const checklistId = useId();
  const signup = useClientSignupMutation();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(passwordWithConfirmationSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    let userInput;
    try {
      userInput = toUserInput(personal);
    } catch {
      // The details were edited into an invalid state (e.g. a stored draft): step 1 shows what is wrong.
      onPersonalErrors({});
      return;
    }
    try {
      const result = await signup.mutateAsync({ password, userInput });
      onSignedUp({ clientId: result.id, userId: result.userId, password });
    } catch (error) {
      // An address that already has an account is not an error here: the server answers as for a new one and
      // mails the owner instead (issue 14), so the wizard goes on to the code step either way.
      const { code, fields, network } = readApiError(error);
      const personalFields = Object.entries(fields).filter(([name]) => !PASSWORD_FIELDS.has(name));
      if (code === 'BAD_USER_INPUT' && personalFields.length > 0) {
        onPersonalErrors(Object.fromEntries(personalFields));
        return;
      }
      if (code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) {
        form.setErrors(fields);
        return;
      }
      setFailure(failureMessage({ code, network }));
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <PasswordField
          label={<Trans>Confirm password</Trans>}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
          error={errorText(form.errors.confirmPassword)}
        />
        {failure ? (
          <FormAlert title={<Trans>Sign-up failed</Trans>}>{i18n._(failure)}</FormAlert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={signup.isPending}>
            <Trans>Create account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

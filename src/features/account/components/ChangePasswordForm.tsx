// /account/change-password (spec §2, §5): current password, new password with the live rule checklist, and its
// confirmation; resetPassword checks the current one. Passwords stay in this form only (never in the query
// cache) and are cleared once changed.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { changePasswordFormSchema } from '../../../domain/validation/change-password.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { PasswordChecklist } from '../../../components/form/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { changePassword } from '../api/change-password.ts';

const CHANGED = msg`Your password has been changed. Other devices have been signed out.`;
const WRONG_CURRENT = msg`The current password is not correct.`;
const validate = schemaResolver(changePasswordFormSchema, { sync: true });
const EMPTY = { currentPassword: '', proposedPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const checklistId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate });
  const field = (name: keyof typeof EMPTY) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    setPending(true);
    try {
      await changePassword(values.currentPassword, values.proposedPassword);
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      showInfoToast(CHANGED);
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'INVALID_CREDENTIALS') form.setFieldError('currentPassword', i18n._(WRONG_CURRENT));
      else if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) form.setErrors(info.fields);
      else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
    } finally {
      setPending(false);
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordField label={<Trans>Current password</Trans>} autoComplete="current-password" required {...field('currentPassword')} />
        <PasswordField
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          {...field('proposedPassword')}
        />
        <PasswordChecklist password={form.values.proposedPassword} id={checklistId} />
        <PasswordField label={<Trans>Confirm new password</Trans>} autoComplete="new-password" required {...field('confirmPassword')} />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

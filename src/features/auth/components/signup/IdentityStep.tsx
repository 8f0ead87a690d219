import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { driversLicenseSchema } from '../../../../domain/validation/drivers-license.ts';
import { ssnSchema } from '../../../../domain/validation/ssn.ts';
import { useUpdateClientIdentityMutation } from '../../api/update-client-identity.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { formatDriversLicense, formatSsn } from '../../../../components/form/input-format.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import type { IdentityKind } from '../../machines/signup-steps.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { PasswordField } from '../../../../components/form/PasswordField.tsx';
import { focusFirstInvalid } from '../../../../components/form/focus-first-invalid.ts';

const numberSchema = { ssn: ssnSchema, driversLicense: driversLicenseSchema } as const satisfies Record<
  IdentityKind,
  typeof ssnSchema | typeof driversLicenseSchema
>;

type IdentityStepProps = {
  clientId: string;
  identityKind: IdentityKind;
  onKindChange: (kind: IdentityKind) => void;
  onSaved: () => void;
};

/** Step 4: a social security number or a driver's licence number, typed into a masked field. */
export function IdentityStep({ clientId, identityKind, onKindChange, onSaved }: IdentityStepProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateClientIdentityMutation();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // One value per kind, so switching back and forth keeps what was typed in each.
  const form = useForm({
    mode: 'controlled',
    initialValues: { ssn: '', driversLicense: '' },
    validate: (values) => {
      const parsed = numberSchema[identityKind].safeParse(values[identityKind]);
      return parsed.success ? {} : { [identityKind]: parsed.error.issues[0]?.message };
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const number = numberSchema[identityKind].parse(values[identityKind]);
    const clientInput = identityKind === 'ssn' ? { ssn: number } : { driversLicense: number };
    try {
      await update.mutateAsync({ clientId, clientInput });
      onSaved();
    } catch (error) {
      const info = readApiError(error);
      const fieldError = info.fields.ssn ?? info.fields.driversLicense;
      if (info.code === 'BAD_USER_INPUT' && fieldError) form.setFieldError(identityKind, fieldError);
      else setFailure(failureMessage(info));
    }
  }, focusFirstInvalid);

  const format = identityKind === 'ssn' ? formatSsn : formatDriversLicense;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            To protect your health records we confirm who you are. Choose one of the two numbers; it is stored
            encrypted.
          </Trans>
        </Text>
        <Radio.Group
          label={<Trans>Identity document</Trans>}
          value={identityKind}
          onChange={(value) => onKindChange(value === 'driversLicense' ? 'driversLicense' : 'ssn')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="ssn" label={<Trans>Social security number</Trans>} />
            <Radio value="driversLicense" label={<Trans>Driver's licence number</Trans>} />
          </Stack>
        </Radio.Group>
        <PasswordField
          key={identityKind}
          label={
            identityKind === 'ssn' ? <Trans>Social security number</Trans> : <Trans>Driver's licence number</Trans>
          }
          description={identityKind === 'ssn' ? <Trans>9 digits, for example 123-45-6789</Trans> : undefined}
          inputMode={identityKind === 'ssn' ? 'numeric' : 'text'}
          autoComplete="off"
          required
          value={form.values[identityKind]}
          onChange={(event) => form.setFieldValue(identityKind, format(event.currentTarget.value))}
          error={errorText(form.errors[identityKind])}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

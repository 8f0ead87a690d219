import { Trans } from '@lingui/react/macro';
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ValidationMessageKey } from '../../../../domain/validation/messages.ts';
import { formatDateOfBirth, formatUsPhone } from '../../../../components/form/input-format.ts';
import { PHONE_EXAMPLE } from '../../../../domain/validation/phone.ts';
import { personalDetailsSchema } from '../../lib/personal-details.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import type { PersonalDetails } from '../../machines/signup-steps.ts';
import { focusFirstInvalid } from '../../../../components/form/focus-first-invalid.ts';

type PersonalDetailsStepProps = {
  initial: PersonalDetails;
  /** Errors the server found in these fields (BAD_USER_INPUT) after the password step. */
  serverErrors: Partial<Record<string, ValidationMessageKey | string>>;
  onEdit: (values: PersonalDetails) => void;
  onSubmit: (values: PersonalDetails) => void;
};

export function PersonalDetailsStep({ initial, serverErrors, onEdit, onSubmit }: PersonalDetailsStepProps) {
  const errorText = useErrorText();
  const form = useForm<PersonalDetails>({
    mode: 'controlled',
    initialValues: initial,
    initialErrors: serverErrors,
    validate: (values) => schemaResolver(personalDetailsSchema(), { sync: true })(values),
    onValuesChange: onEdit,
  });
  const field = (name: keyof PersonalDetails) => ({
    ...form.getInputProps(name),
    error: errorText(form.errors[name]),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values), focusFirstInvalid)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={<Trans>First name</Trans>} autoComplete="given-name" required {...field('firstName')} />
          <TextInput label={<Trans>Last name</Trans>} autoComplete="family-name" required {...field('lastName')} />
        </SimpleGrid>
        <TextInput
          label={<Trans>Email</Trans>}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextInput
          label={<Trans>Phone number</Trans>}
          description={<Trans>US number, for example {PHONE_EXAMPLE}</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...field('phone')}
          onChange={(event) => form.setFieldValue('phone', formatUsPhone(event.currentTarget.value))}
        />
        <TextInput
          label={<Trans>Date of birth</Trans>}
          description={<Trans>MM/DD/YYYY</Trans>}
          inputMode="numeric"
          autoComplete="bday"
          required
          {...field('dob')}
          onChange={(event) => form.setFieldValue('dob', formatDateOfBirth(event.currentTarget.value))}
        />
        <Radio.Group label={<Trans>Gender</Trans>} required {...field('gender')}>
          <Group gap="lg" mt={6}>
            <Radio value="MALE" label={<Trans>Male</Trans>} />
            <Radio value="FEMALE" label={<Trans>Female</Trans>} />
            <Radio value="OTHER" label={<Trans>Other</Trans>} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit">
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// /account/profile (spec §2): name, phone, date of birth (MM/DD/YYYY), gender and time zone, checked with the
// sign-up rules of src/domain before updateClient; the server's field errors land on their fields.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formatDateOfBirth, formatUsPhone } from '../../../components/form/input-format.ts';
import { PHONE_EXAMPLE } from '../../../domain/validation/phone.ts';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { timezonesQueryOptions } from '../../../components/timezone/api/timezones.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { profileFormSchema, toUserUpdateInput, type ProfileFormValues } from '../lib/profile-form.ts';

const SAVED = msg`Your profile has been updated.`;

export function ProfileForm({ clientId, initial }: { clientId: string; initial: ProfileFormValues }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateProfileMutation();
  const timezones = useQuery(timezonesQueryOptions());
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => schemaResolver(profileFormSchema(), { sync: true })(values),
  });
  const field = (name: keyof ProfileFormValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    try {
      await update.mutateAsync({ clientId, userInput: toUserUpdateInput(values) });
      form.resetDirty();
      showInfoToast(SAVED);
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) form.setErrors(info.fields);
      else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
    }
  }, focusFirstInvalid);

  // The user's own zone stays choosable even if the list does not name it (or has not loaded).
  const zoneOptions = (timezones.data ?? []).map((zone) => ({ value: zone.name, label: zone.label }));
  if (form.values.timezone && !zoneOptions.some((zone) => zone.value === form.values.timezone)) {
    zoneOptions.unshift({ value: form.values.timezone, label: form.values.timezone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={<Trans>First name</Trans>} autoComplete="given-name" required {...field('firstName')} />
          <TextInput label={<Trans>Last name</Trans>} autoComplete="family-name" required {...field('lastName')} />
        </SimpleGrid>
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
        <Select
          label={<Trans>Time zone</Trans>}
          description={<Trans>Appointment times are shown in this time zone</Trans>}
          searchable
          data={zoneOptions}
          placeholder={timezones.isPending ? t`Loading time zones…` : t`Choose a time zone`}
          nothingFoundMessage={<Trans>No time zone found</Trans>}
          {...field('timezone')}
          onChange={(value) => form.setFieldValue('timezone', value ?? '')}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
          <Button variant="subtle" disabled={!form.isDirty() || update.isPending} onClick={() => form.reset()}>
            <Trans>Discard changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

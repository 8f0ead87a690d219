// /admin/business (issue 16): the business profile. Name (one in every language, without the brand word), picture,
// tagline and description in four languages, custom URL, address and currency.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { showInfoToast } from '../../../../app/feedback.ts';
import { ADMIN_CURRENCIES, businessProfileSchemaFor } from '../../../../domain/admin/admin-rules.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { profileQueryOptions, useUpdateProfile, type AdminProfileView } from '../api/admin-clinic.ts';
import { AddressFields, addressValues, type AddressValues } from './AddressFields.tsx';
import { LocalizedFields, textValues, type TextValues } from './LocalizedFields.tsx';

type ProfileValues = { name: string; pictureUrl: string; tagline: TextValues; description: TextValues; customUrl: string; currencyCode: string; address: AddressValues };

function ProfileForm({ businessId, profile }: { businessId: string; profile: AdminProfileView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateProfile(businessId);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: profile.name,
      pictureUrl: profile.pictureUrl ?? '',
      tagline: textValues(profile.tagline),
      description: textValues(profile.description),
      customUrl: profile.customUrl ?? '',
      currencyCode: profile.currencyCode,
      address: addressValues(profile.address),
    },
    validate: schemaResolver(businessProfileSchemaFor(profile.name) as unknown as z.ZodType<ProfileValues>, { sync: true }),
  });
  const serverFields = readApiError(update.error).fields;
  const field = (path: 'name' | 'pictureUrl' | 'customUrl' | 'currencyCode') => ({ ...form.getInputProps(path), error: errorText(form.errors[path] ?? serverFields[path]) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => update.mutate(values, { onSuccess: () => showInfoToast(msg`Business profile saved.`) }))}>
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Business name`} description={t`Cannot contain the word Carebook.`} required {...field('name')} />
            <NativeSelect label={t`Currency`} data={[...ADMIN_CURRENCIES]} {...field('currencyCode')} />
            <TextInput label={t`Picture address`} description={t`https://… or an uploaded picture`} {...field('pictureUrl')} />
            <TextInput label={t`Custom URL`} description={t`Your own site, https://…`} {...field('customUrl')} />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            <LocalizedFields form={form} path="tagline" legend={t`Tagline`} errorText={errorText} />
            <LocalizedFields form={form} path="description" legend={t`Description`} multiline errorText={errorText} />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h5" mb="sm">
            <Trans>Address</Trans>
          </Title>
          <AddressFields form={form} path="address" errorText={errorText} />
        </Card>
        {update.error && Object.keys(serverFields).length === 0 ? <FormAlert title={i18n._(failureMessage(readApiError(update.error)))} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BusinessProfileScreen() {
  const { businessId } = useAdminBusiness();
  const query = useQuery(profileQueryOptions(businessId));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Business profile</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={240} />} offlineText={<Trans>The business cannot be shown while offline.</Trans>} errorTitle={<Trans>The business could not be loaded.</Trans>}>
        {(profile) => <ProfileForm key={profile.id} businessId={businessId} profile={profile} />}
      </QueryState>
    </Stack>
  );
}

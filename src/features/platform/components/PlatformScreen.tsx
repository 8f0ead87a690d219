// /platform (issue 16): the platform operator's console. Organizations with their businesses and each business's
// admins (invited until they set a password); a new organization; a new business with its first admin invited.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showInfoToast } from '../../../app/feedback.ts';
import { ADMIN_CURRENCIES, organizationSchema, platformBusinessSchema } from '../../../domain/admin/admin-rules.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import type { AdminCurrency, AdminLanguage } from '../../../gql/graphql.ts';
import { ProviderPlansSection } from './ProviderPlansSection.tsx';
import { platformOrganizationsQueryOptions, useCreateOrganization, useCreatePlatformBusiness, type PlatformOrganizationView } from '../api/platform.ts';

function NewOrganizationForm() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const create = useCreateOrganization();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm({ mode: 'controlled', initialValues: { name: '', billerName: '' }, validate: schemaResolver(organizationSchema, { sync: true }) });
  const field = (path: 'name' | 'billerName') => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="new-org-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate({ input: values, idempotencyKey: key }, { onSuccess: () => { form.reset(); setKey(crypto.randomUUID()); showInfoToast(msg`Organization created.`); } }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-org-title">
            <Trans>New organization</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Organization name`} required {...field('name')} />
            <TextInput label={t`Name on card statements`} required {...field('billerName')} />
          </SimpleGrid>
          {create.error ? <FormAlert title={i18n._(failureMessage(readApiError(create.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Create organization</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const businessFormSchema = platformBusinessSchema;
type BusinessFormValues = { organizationId: string; name: string; shortId: string; currencyCode: AdminCurrency; admin: { email: string; firstName: string; lastName: string; language: AdminLanguage } };

function NewBusinessForm({ organizations }: { organizations: readonly PlatformOrganizationView[] }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const create = useCreatePlatformBusiness();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm<BusinessFormValues>({
    mode: 'controlled',
    initialValues: { organizationId: organizations[0]?.id ?? '', name: '', shortId: '', currencyCode: 'USD', admin: { email: '', firstName: '', lastName: '', language: 'en' } },
    validate: schemaResolver(businessFormSchema as unknown as z.ZodType<BusinessFormValues>, { sync: true }),
  });
  const field = (path: string) => ({ ...form.getInputProps(path), error: errorText(form.errors[path] ?? readApiError(create.error).fields[path.split('.').pop() ?? '']) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="new-business-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { input: values, idempotencyKey: key },
            {
              onSuccess: (result) => {
                form.reset();
                setKey(crypto.randomUUID());
                showInfoToast(result.invitationSent ? msg`Business created. Its admin was invited by mail.` : msg`Business created.`);
              },
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-business-title">
            <Trans>New business and its first admin</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect label={t`Organization`} data={organizations.map((o) => ({ value: o.id, label: o.name }))} {...field('organizationId')} />
            <TextInput label={t`Business name`} description={t`Cannot contain the word Carebook.`} required {...field('name')} />
            <TextInput label={t`Business code`} description={t`In the clinic's address: /business/code`} required {...field('shortId')} />
            <NativeSelect label={t`Currency`} data={[...ADMIN_CURRENCIES]} {...field('currencyCode')} />
            <TextInput label={t`Admin's email`} type="email" required {...field('admin.email')} />
            <TextInput label={t`Admin's first name`} required {...field('admin.firstName')} />
            <TextInput label={t`Admin's last name`} required {...field('admin.lastName')} />
            <NativeSelect
              label={t`Language of the invitation`}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
                { value: 'fr', label: 'Français' },
                { value: 'pt', label: 'Português' },
              ]}
              {...field('admin.language')}
            />
          </SimpleGrid>
          {create.error && Object.keys(readApiError(create.error).fields).length === 0 ? <FormAlert title={i18n._(failureMessage(readApiError(create.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Create business and invite</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function OrganizationCard({ organization }: { organization: PlatformOrganizationView }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={organization.name}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {organization.name}
        </Title>
        {organization.businesses.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No business yet.</Trans>
          </Text>
        ) : (
          organization.businesses.map((business) => (
            <Stack key={business.id} gap={2}>
              <Group gap="xs">
                <Text fw={600}>{business.name}</Text>
                <Badge variant="filled" autoContrast color="gray.7">
                  /business/{business.shortId}
                </Badge>
              </Group>
              {business.admins.map((admin) => (
                <Group key={admin.userId} gap="xs">
                  <Text size="sm">{admin.email}</Text>
                  <Badge size="sm" variant="filled" autoContrast color={admin.status === 'ACTIVE' ? 'teal.9' : 'orange.4'}>
                    {admin.status === 'ACTIVE' ? <Trans>Active</Trans> : <Trans>Invited</Trans>}
                  </Badge>
                </Group>
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

export function PlatformScreen() {
  const query = useQuery(platformOrganizationsQueryOptions());
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Organizations</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={120} />} offlineText={<Trans>The organizations cannot be shown while offline.</Trans>} errorTitle={<Trans>The organizations could not be loaded.</Trans>}>
        {(organizations) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {organizations.map((organization) => (
                <OrganizationCard key={organization.id} organization={organization} />
              ))}
            </SimpleGrid>
            <NewOrganizationForm />
            {organizations.length > 0 ? <NewBusinessForm organizations={organizations} /> : null}
          </Stack>
        )}
      </QueryState>
      <ProviderPlansSection />
    </Stack>
  );
}

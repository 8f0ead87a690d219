// /admin/affiliates (issue 17): the business's affiliates with their code, rate, sign-ups and orders, and a form
// to add one (the person gets a set-password link by mail and lands on their dashboard).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showInfoToast } from '../../../app/feedback.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { affiliateInviteSchema, DEFAULT_COMMISSION_PERCENT } from '../../../domain/affiliates/affiliate-rules.ts';
import { useAdminBusiness } from '../shell/admin-grant.ts';
import { adminAffiliatesQueryOptions, useCreateAffiliate } from './admin-affiliates-api.ts';

type AffiliateValues = { email: string; firstName: string; lastName: string; language: 'en' | 'es' | 'fr' | 'pt'; code: string; commissionPercent: number };

function AddAffiliateForm({ businessId }: { businessId: string }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const create = useCreateAffiliate(businessId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm<AffiliateValues>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', language: 'en', code: '', commissionPercent: DEFAULT_COMMISSION_PERCENT },
    validate: schemaResolver(affiliateInviteSchema as unknown as z.ZodType<AffiliateValues>, { sync: true }),
  });
  const field = (path: 'email' | 'firstName' | 'lastName' | 'language' | 'code' | 'commissionPercent') => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  const apiError = create.error ? readApiError(create.error) : null;
  const codeTaken = apiError?.fields.code === 'validation.codeTaken';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="add-affiliate-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { input: { ...values, code: values.code.trim() || null }, idempotencyKey: key },
            {
              onSuccess: (result) => {
                form.reset();
                setKey(crypto.randomUUID());
                showInfoToast(result.invitationSent ? msg`Affiliate added. The invitation was sent by mail.` : msg`Affiliate added.`);
              },
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-affiliate-title">
            <Trans>Add an affiliate</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>The affiliate gets a link with their code. Bookings made within 7 days of opening it earn them the rate below, on the booking's value without the platform fee.</Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Email`} type="email" required {...field('email')} />
            <NativeSelect
              label={t`Language of the invitation`}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
                { value: 'fr', label: 'Français' },
                { value: 'pt', label: 'Português' },
              ]}
              {...field('language')}
            />
            <TextInput label={t`First name`} required {...field('firstName')} />
            <TextInput label={t`Last name`} required {...field('lastName')} />
            <TextInput label={t`Code`} description={t`Letters, digits and dashes. Left blank, one is made from the first name.`} {...field('code')} error={codeTaken ? t`This code is already in use.` : errorText(form.errors.code)} />
            <NumberInput label={t`Commission (%)`} min={0} max={50} step={0.5} decimalScale={2} {...field('commissionPercent')} />
          </SimpleGrid>
          {create.error && !codeTaken ? <FormAlert title={i18n._(failureMessage(readApiError(create.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Add affiliate</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function AdminAffiliatesScreen() {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminAffiliatesQueryOptions(businessId));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Affiliates</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={160} />} offlineText={<Trans>The affiliates cannot be shown while offline.</Trans>} errorTitle={<Trans>The affiliates could not be loaded.</Trans>}>
        {(affiliates) =>
          affiliates.length === 0 ? (
            <Text c="dimmed">
              <Trans>No affiliates yet. Add one below: they get a link to share and a dashboard of what it brings.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Name`}</Table.Th>
                    <Table.Th>{t`Code`}</Table.Th>
                    <Table.Th ta="right">{t`Commission`}</Table.Th>
                    <Table.Th ta="right">{t`Sign-ups`}</Table.Th>
                    <Table.Th ta="right">{t`Orders`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {affiliates.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Text fw={600}>{`${a.firstName} ${a.lastName}`}</Text>
                        <Text size="sm" c="dimmed">
                          {a.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text ff="monospace">{a.code}</Text>
                      </Table.Td>
                      <Table.Td ta="right">{`${i18n.number(a.commissionBasisPoints / 100, { maximumFractionDigits: 2 })} %`}</Table.Td>
                      <Table.Td ta="right">{i18n.number(a.signupCount)}</Table.Td>
                      <Table.Td ta="right">{i18n.number(a.orderCount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <AddAffiliateForm businessId={businessId} />
    </Stack>
  );
}

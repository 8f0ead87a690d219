// /admin/faq (issue 16): the business's FAQ, written per language (clients read the items of their language).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showInfoToast } from '../../../../app/feedback.ts';
import { faqItemSchema } from '../../../../domain/admin/admin-rules.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { faqQueryOptions, useCreateFaq, useDeleteFaq } from '../api/admin-clinic.ts';
import { TEXT_LANGUAGES } from './LocalizedFields.tsx';

const LANGUAGE_NAMES = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' } as const;
type FaqValues = { locale: string; question: string; answer: string; sortOrder: number };

function NewFaqForm({ businessId, locale, next }: { businessId: string; locale: string; next: number }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const create = useCreateFaq(businessId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm<FaqValues>({ mode: 'controlled', initialValues: { locale, question: '', answer: '', sortOrder: next }, validate: schemaResolver(faqItemSchema as unknown as z.ZodType<FaqValues>, { sync: true }) });
  const field = (path: 'question' | 'answer') => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="faq-form-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate({ input: { ...values, locale, sortOrder: next }, idempotencyKey: key }, { onSuccess: () => { form.reset(); setKey(crypto.randomUUID()); showInfoToast(msg`Question added.`); } }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="faq-form-title">
            <Trans>New question in {LANGUAGE_NAMES[locale as keyof typeof LANGUAGE_NAMES]}</Trans>
          </Title>
          <TextInput label={t`Question`} required lang={locale} {...field('question')} />
          <Textarea label={t`Answer`} required autosize minRows={3} lang={locale} {...field('answer')} />
          {create.error ? <FormAlert title={i18n._(failureMessage(readApiError(create.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Add question</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function FaqScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const [locale, setLocale] = useState<string>('en');
  const query = useQuery(faqQueryOptions(businessId, locale));
  const remove = useDeleteFaq(businessId, locale);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Frequently asked questions</Trans>
      </Title>
      <NativeSelect
        label={t`Language of the questions`}
        maw={280}
        value={locale}
        onChange={(event) => setLocale(event.currentTarget.value)}
        data={TEXT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      />
      <QueryState query={query} skeleton={<Skeleton h={120} />} offlineText={<Trans>The questions cannot be shown while offline.</Trans>} errorTitle={<Trans>The questions could not be loaded.</Trans>}>
        {(items) => (
          <Stack gap="md">
            {items.length === 0 ? (
              <Text c="dimmed">
                <Trans>No question in this language yet.</Trans>
              </Text>
            ) : (
              items.map((item) => (
                <Card key={item.id} withBorder radius="md" padding="md" component="article" aria-label={item.question}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={4} lang={item.locale}>
                      <Text fw={600}>{item.question}</Text>
                      <Text size="sm">{item.answer}</Text>
                    </Stack>
                    <Button size="xs" variant="subtle" color="red" loading={remove.isPending && remove.variables === item.id} onClick={() => remove.mutate(item.id)} aria-label={t`Remove ${item.question}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  </Group>
                </Card>
              ))
            )}
            <NewFaqForm key={locale} businessId={businessId} locale={locale} next={items.length} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

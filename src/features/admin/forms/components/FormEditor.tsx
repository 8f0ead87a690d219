// The forms editor (issue 16): the form's JSON Schema and uiSchema as text with their problems shown as the admin
// types, the pass mark, the texts per language, and a live preview drawn by the client's own renderer. Saving a
// new form creates it with version 1; saving an existing one publishes the next version, which becomes current
// while answers given to earlier versions stay on theirs.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Grid, Group, List, NumberInput, Select, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { msg } from '@lingui/core/macro';
import { showInfoToast } from '../../../../app/feedback.ts';
import { readableErrorColor } from '../../../../components/form/readable-colors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import type { FormType } from '../../../../gql/graphql.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { useSaveForm } from '../api/save-form.ts';
import { FORM_TYPE_LIST, formProblemMessages, formTypeLabels } from './form-editor-messages.ts';
import { readDraft, translationsInput, type FormDraft } from './form-draft.ts';
import { FormPreview } from './FormPreview.tsx';
import { FormTranslations } from './FormTranslations.tsx';

type Props = {
  /** The form a new version is published for; absent for a new form. */
  formId?: string;
  initial: FormDraft;
  heading: string;
};

export function FormEditor({ formId, initial, heading }: Props) {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [type, setType] = useState<FormType>('PRE_ASSESSMENT');
  const [nameError, setNameError] = useState<string | null>(null);
  // One key per content: a retry of the same save is answered once; any edit makes a new attempt.
  const key = useRef(newIdempotencyKey());
  const save = useSaveForm(businessId);
  const reading = useMemo(() => readDraft(draft), [draft]);

  const edit = (patch: Partial<FormDraft>) => {
    key.current = newIdempotencyKey();
    setDraft((current) => ({ ...current, ...patch }));
  };

  const submit = () => {
    if (!draft.name.trim()) {
      setNameError(t`Enter the form's name.`);
      return;
    }
    if (!reading.ok) return;
    const common = {
      idempotencyKey: key.current,
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      schema: reading.schema,
      uiSchema: reading.uiSchema,
      passingPercentage: draft.passingPercentage,
      translations: translationsInput(draft, reading.texts),
    };
    save.mutate(formId ? { kind: 'publish', input: { ...common, formId } } : { kind: 'create', input: { ...common, businessId, type } }, {
      onSuccess: (savedId) => {
        key.current = newIdempotencyKey();
        showInfoToast(formId ? msg`New version published.` : msg`Form created.`);
        if (!formId) void navigate({ to: '/admin/forms/$formId', params: { formId: savedId } });
      },
    });
  };

  const failure = save.error ? readApiError(save.error) : null;
  return (
    <Stack gap="md" style={readableErrorColor}>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <TextInput label={t`Name`} required value={draft.name} error={nameError} onChange={(e) => (setNameError(null), edit({ name: e.currentTarget.value }))} />
            {formId ? null : (
              <Select label={t`Form type`} data={FORM_TYPE_LIST.map((value) => ({ value, label: i18n._(formTypeLabels[value]) }))} value={type} allowDeselect={false} onChange={(value) => value && setType(value as FormType)} />
            )}
            <Textarea label={t`Description`} autosize minRows={2} value={draft.description} onChange={(e) => edit({ description: e.currentTarget.value })} />
            <NumberInput
              label={t`Passing percentage`}
              description={t`The share of expected answers a client must match to pass (0 to 100). Leave empty when the form is not scored.`}
              min={0}
              max={100}
              clampBehavior="none"
              suffix=" %"
              value={draft.passingPercentage ?? ''}
              onChange={(value) => edit({ passingPercentage: typeof value === 'number' ? value : null })}
            />
            <Tabs defaultValue="questions" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="questions">
                  <Trans>Questions</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="languages">
                  <Trans>Languages</Trans>
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="questions" pt="md">
                <Stack gap="md">
                  <Textarea
                    label={t`JSON Schema`}
                    description={t`Questions under "properties"; mark scored answers with "expectedAnswer".`}
                    autosize
                    minRows={10}
                    maxRows={28}
                    spellCheck={false}
                    styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
                    value={draft.schemaText}
                    onChange={(e) => edit({ schemaText: e.currentTarget.value })}
                  />
                  <Textarea
                    label={t`uiSchema`}
                    description={t`How the questions are shown: order, widgets, placeholders.`}
                    autosize
                    minRows={4}
                    maxRows={16}
                    spellCheck={false}
                    styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
                    value={draft.uiSchemaText}
                    onChange={(e) => edit({ uiSchemaText: e.currentTarget.value })}
                  />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="languages" pt="md">
                {reading.ok ? (
                  <FormTranslations draft={draft} texts={reading.texts} onChange={(locale, next) => edit({ translations: { ...draft.translations, [locale]: next } })} />
                ) : (
                  <Text c="dimmed">
                    <Trans>Fix the questions first: the texts to translate come from them.</Trans>
                  </Text>
                )}
              </Tabs.Panel>
            </Tabs>
            {reading.ok ? null : (
              <FormAlert title={<Trans>This form cannot be published yet</Trans>}>
                <List size="sm">
                  {reading.problems.map((problem, index) => (
                    <List.Item key={index}>
                      {problem.field === 'uiSchema' ? 'uiSchema' : 'JSON Schema'}
                      {problem.at ? ` · ${problem.at}` : ''}: {i18n._(formProblemMessages[problem.code])}
                    </List.Item>
                  ))}
                </List>
              </FormAlert>
            )}
            {failure ? <FormAlert title={i18n._(failureMessage(failure))} /> : null}
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending} disabled={!reading.ok}>
                {formId ? <Trans>Publish new version</Trans> : <Trans>Create form</Trans>}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="md" component="section" aria-labelledby="form-preview-heading">
            <Title order={2} size="h4" id="form-preview-heading" mb="sm">
              <Trans>Preview</Trans>
            </Title>
            {reading.ok ? (
              <FormPreview schema={reading.schema} uiSchema={reading.uiSchema} />
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>The preview shows once the form has no problems.</Trans>
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

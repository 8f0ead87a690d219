// 'Approve treatment' (approveTreatment with PrescriptionInput): the medication and 1..6 dose options, checked
// with the domain's prescription rules before sending. Prices are typed in the business's currency and sent in
// integer minor units. A field the server refuses shows its message under that field.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GraphQLRequestError } from '../../../app/graphql-client.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useApproveTreatmentMutation } from '../api/approve-treatment.ts';
import {
  emptyDirection,
  emptyPrescription,
  formPathOfServerField,
  MAX_DIRECTIONS,
  prescriptionFormSchema,
  prescriptionFromForm,
  type PrescriptionFormValues,
} from '../lib/prescription-form.ts';
import { usePrescriptionErrorText } from '../lib/prescription-messages.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';
import { DirectionFields } from './DirectionFields.tsx';

type PrescriptionFormProps = { sessionId: string; orderItemId: string; currencyCode: string; onCancel: () => void };

/** The server's field errors on the form's own paths ('directions.1.dose'). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(error.fields)) {
    const formPath = formPathOfServerField(path);
    if (formPath && key) errors[formPath] = key;
  }
  return errors;
}

export function PrescriptionForm({ sessionId, orderItemId, currencyCode, onCancel }: PrescriptionFormProps) {
  const { t } = useLingui();
  const errorText = usePrescriptionErrorText();
  const approve = useApproveTreatmentMutation(sessionId);
  const schema = useMemo(() => prescriptionFormSchema(currencyCode), [currencyCode]);
  const [initialValues] = useState(emptyPrescription);
  const form = useForm<PrescriptionFormValues>({ mode: 'controlled', initialValues, validate: schemaResolver(schema, { sync: true }) });
  const optionsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // After adding or removing an option, focus goes where the person will want to continue.
  const [focusAfterChange, setFocusAfterChange] = useState<{ kind: 'row'; index: number } | { kind: 'add' } | null>(null);
  const directions = form.getValues().directions;

  useEffect(() => {
    if (!focusAfterChange) return;
    if (focusAfterChange.kind === 'add') addRef.current?.focus();
    else optionsRef.current?.querySelector<HTMLInputElement>(`[data-direction-row="${focusAfterChange.index}"] input`)?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange]);

  const addOption = () => {
    form.insertListItem('directions', emptyDirection());
    setFocusAfterChange({ kind: 'row', index: directions.length });
  };
  const removeOption = (index: number) => {
    form.removeListItem('directions', index);
    setFocusAfterChange({ kind: 'add' });
  };

  const submit = form.onSubmit(async (values) => {
    const prescription = prescriptionFromForm(values, currencyCode);
    await runConsoleAction(() => approve.mutateAsync({ orderItemId, prescription }), msg`Treatment approved.`, (error) => form.setErrors(serverFieldErrors(error)));
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label={t`Prescription`} style={readableErrorColor}>
      <Stack gap="md">
        <TextInput
          label={<Trans>Medication name</Trans>}
          required
          autoComplete="off"
          {...form.getInputProps('medicationName')}
          error={errorText(form.errors.medicationName)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Trans>Dose options</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              Up to {MAX_DIRECTIONS} options. The program starts at the lowest dose; each option lasts its duration, then the next higher dose
              follows. The client pays month by month, at the dose of that month.
            </Trans>
          </Text>
        </Stack>
        <Stack gap="sm" ref={optionsRef}>
          {directions.map((row, index) => (
            <DirectionFields
              key={row.key}
              form={form}
              index={index}
              currencyCode={currencyCode}
              onRemove={directions.length > 1 ? () => removeOption(index) : null}
            />
          ))}
        </Stack>
        <Group>
          <Button ref={addRef} variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addOption} disabled={directions.length >= MAX_DIRECTIONS}>
            <Trans>Add dose option</Trans>
          </Button>
        </Group>
        <Textarea
          label={<Trans>Notes for the pharmacy and client</Trans>}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('notes')}
          error={errorText(form.errors.notes)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={approve.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={approve.isPending}>
            <Trans>Approve and prescribe</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// 'Approve treatment' (issue 6 approveTreatment): the prescription's directions and selling price, checked
// with zod before sending; the price is typed in the business's currency and sent in integer minor units.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { readApiError } from '../../../components/form/api-error.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useApproveTreatmentMutation } from '../api/approve-treatment.ts';
import { EMPTY_PRESCRIPTION, prescriptionFormSchema, toPrescriptionInput, type PrescriptionFormValues } from '../lib/prescription-form.ts';
import { usePrescriptionErrorText } from '../lib/prescription-messages.ts';
import { DOSE_UNIT_LABELS, FREQUENCY_LABELS, ROUTE_LABELS } from '../lib/prescription-options.ts';
import { DOSE_UNITS, FREQUENCIES, ROUTES } from '../lib/prescription-values.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';

type PrescriptionFormProps = { sessionId: string; orderItemId: string; currencyCode: string; onCancel: () => void };

export function PrescriptionForm({ sessionId, orderItemId, currencyCode, onCancel }: PrescriptionFormProps) {
  const { t, i18n } = useLingui();
  const errorText = usePrescriptionErrorText();
  const approve = useApproveTreatmentMutation(sessionId);
  const schema = useMemo(() => prescriptionFormSchema(currencyCode), [currencyCode]);
  const form = useForm<PrescriptionFormValues>({ mode: 'controlled', initialValues: EMPTY_PRESCRIPTION, validate: schemaResolver(schema, { sync: true }) });

  const options = <K extends string>(values: readonly K[], labels: Record<K, MessageDescriptor>) => [
    { value: '', label: t`Choose…`, disabled: true },
    ...values.map((value) => ({ value, label: i18n._(labels[value]) })),
  ];

  const submit = form.onSubmit(async (values) => {
    const prescription = toPrescriptionInput(values, currencyCode);
    // The server checks the same rules; a field it refuses shows its message under the field.
    await runConsoleAction(() => approve.mutateAsync({ orderItemId, prescription }), msg`Treatment approved.`, (error) => form.setErrors(readApiError(error).fields));
  }, focusFirstInvalid);

  const field = (name: keyof PrescriptionFormValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Prescription`} style={readableErrorColor}>
      <Stack gap="sm">
        <TextInput label={<Trans>Medication name</Trans>} required autoComplete="off" {...field('medicationName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={<Trans>Dose</Trans>} required inputMode="decimal" autoComplete="off" {...field('dose')} />
          <NativeSelect label={<Trans>Unit</Trans>} required data={options(DOSE_UNITS, DOSE_UNIT_LABELS)} {...field('unit')} />
          <NativeSelect label={<Trans>Route</Trans>} required data={options(ROUTES, ROUTE_LABELS)} {...field('route')} />
          <NativeSelect label={<Trans>Frequency</Trans>} required data={options(FREQUENCIES, FREQUENCY_LABELS)} {...field('frequency')} />
          <TextInput label={<Trans>Duration (days)</Trans>} required inputMode="numeric" autoComplete="off" {...field('durationDays')} />
          <TextInput
            label={<Trans>Price ({currencyCode})</Trans>}
            description={<Trans>What the client pays for this medication.</Trans>}
            required
            inputMode="decimal"
            autoComplete="off"
            {...field('price')}
          />
        </SimpleGrid>
        <Textarea label={<Trans>Notes for the pharmacy and client</Trans>} autosize minRows={2} maxRows={6} {...field('notes')} />
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

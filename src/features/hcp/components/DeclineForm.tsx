// 'Decline' (issue 6 declineTreatment): the reason, which the client reads.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useDeclineTreatmentMutation } from '../api/decline-treatment.ts';
import { declineFormSchema } from '../lib/prescription-form.ts';
import { usePrescriptionErrorText } from '../lib/prescription-messages.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';

type DeclineFormProps = { sessionId: string; orderItemId: string; onCancel: () => void };

export function DeclineForm({ sessionId, orderItemId, onCancel }: DeclineFormProps) {
  const { t } = useLingui();
  const errorText = usePrescriptionErrorText();
  const decline = useDeclineTreatmentMutation(sessionId);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaResolver(declineFormSchema, { sync: true }) });
  const submit = form.onSubmit(async (values) => {
    const { reason } = declineFormSchema.parse(values);
    await runConsoleAction(() => decline.mutateAsync({ orderItemId, reason }), msg`Treatment declined.`);
  }, focusFirstInvalid);
  return (
    <form onSubmit={submit} noValidate aria-label={t`Decline the treatment`} style={readableErrorColor}>
      <Stack gap="sm">
        <Textarea
          label={<Trans>Reason</Trans>}
          description={<Trans>The client sees this reason.</Trans>}
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reason')}
          error={errorText(form.errors.reason)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={decline.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" color="red.9" loading={decline.isPending}>
            <Trans>Decline treatment</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

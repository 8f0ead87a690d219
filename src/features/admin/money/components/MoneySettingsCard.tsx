// The platform fee (charged once per order) and the cancellation rule (spec §9: a percentage of the item's price
// when a booking is cancelled within a number of hours of its start).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showInfoToast } from '../../../../app/feedback.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useUpdateMoneySettings, type AdminMoneyView } from '../api/admin-money.ts';
import { fromMinor, settingsFormSchema, toMinor, type SettingsFormValues } from './money-forms.ts';

export function MoneySettingsCard({ money }: { money: AdminMoneyView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateMoneySettings(money.businessId);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: { platformFee: fromMinor(money.platformFee, money.currencyCode), cancellationChargePercent: money.cancellationChargePercent, cancellationWindowHours: money.cancellationWindowHours },
    validate: schemaResolver(settingsFormSchema, { sync: true }),
  });
  const field = (path: keyof SettingsFormValues) => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  const submit = form.onSubmit((values) => {
    const parsed = settingsFormSchema.parse(values);
    update.mutate(
      { businessId: money.businessId, platformFee: toMinor(parsed.platformFee, money.currencyCode), cancellationChargePercent: parsed.cancellationChargePercent, cancellationWindowHours: parsed.cancellationWindowHours },
      { onSuccess: () => showInfoToast(msg`Fees and cancellation rule saved.`) },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput label={t`Platform fee (${money.currencyCode})`} description={t`Charged once per order.`} min={0} decimalScale={2} clampBehavior="none" {...field('platformFee')} />
          <NumberInput label={t`Cancellation charge (%)`} description={t`Of the item's price.`} min={0} max={100} clampBehavior="none" {...field('cancellationChargePercent')} />
          <NumberInput label={t`Within (hours before the start)`} description={t`Cancelling earlier is free.`} min={0} clampBehavior="none" {...field('cancellationWindowHours')} />
        </SimpleGrid>
        {update.error ? <FormAlert title={i18n._(failureMessage(readApiError(update.error)))} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save fees and rule</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

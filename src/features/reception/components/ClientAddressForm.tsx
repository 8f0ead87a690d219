// Step 2 of the front desk's client form, the address (spec §3): line 1, line 2 (unit or apartment), country,
// state, city and zip (5 digits in the US, spec §5), checked by the shared rule of src/domain/reception.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { addressStatesQueryOptions } from '../../../components/address/api/address-states.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { digitsOnly } from '../../../components/form/input-format.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { clientAddressSchema } from '../../../domain/reception/client-form.ts';
import { CLIENT_COUNTRY, type ClientAddressValues } from '../lib/client-form-values.ts';

const ZIP_LENGTH = 5;
const COUNTRY_NAMES = { US: msg`United States` } as const;

type ClientAddressFormProps = {
  initial: ClientAddressValues;
  serverErrors?: Record<string, string>;
  submitLabel: ReactNode;
  submitting?: boolean;
  onSubmit: (values: ClientAddressValues) => void;
  onEdit?: (values: ClientAddressValues) => void;
  secondaryAction?: ReactNode;
  /** Shown above the buttons (a failure of the save). */
  alert?: ReactNode;
};

export function ClientAddressForm({ initial, serverErrors, submitLabel, submitting = false, onSubmit, onEdit, secondaryAction, alert }: ClientAddressFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const states = useQuery(addressStatesQueryOptions(CLIENT_COUNTRY));
  const form = useForm<ClientAddressValues>({
    mode: 'controlled',
    initialValues: initial,
    ...(serverErrors ? { initialErrors: serverErrors } : {}),
    validate: (values) => schemaResolver(clientAddressSchema, { sync: true })(values),
    ...(onEdit ? { onValuesChange: onEdit } : {}),
  });
  const field = (name: keyof ClientAddressValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.isoCode, label: state.name }));

  return (
    <form onSubmit={form.onSubmit(onSubmit, focusFirstInvalid)} noValidate style={readableErrorColor}>
      <Stack gap="md">
        <TextInput label={<Trans>Address line 1</Trans>} autoComplete="off" required {...field('addressLine1')} />
        <TextInput label={<Trans>Address line 2</Trans>} description={<Trans>Unit or apartment (optional)</Trans>} autoComplete="off" {...field('addressLine2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={<Trans>Country</Trans>}
            data={Object.entries(COUNTRY_NAMES).map(([value, name]) => ({ value, label: i18n._(name) }))}
            allowDeselect={false}
            required
            {...field('country')}
            onChange={(value) => form.setFieldValue('country', value ?? CLIENT_COUNTRY)}
          />
          <Select
            label={<Trans>State</Trans>}
            required
            searchable
            data={stateOptions}
            disabled={states.isPending || states.isError}
            placeholder={states.isPending ? t`Loading states…` : t`Choose a state`}
            nothingFoundMessage={<Trans>No state found</Trans>}
            {...field('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
          <TextInput label={<Trans>City</Trans>} autoComplete="off" required {...field('city')} />
          <TextInput
            label={<Trans>Zip code</Trans>}
            inputMode="numeric"
            autoComplete="off"
            required
            {...field('zipcode')}
            onChange={(event) => form.setFieldValue('zipcode', digitsOnly(event.currentTarget.value, ZIP_LENGTH))}
          />
        </SimpleGrid>
        {alert}
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

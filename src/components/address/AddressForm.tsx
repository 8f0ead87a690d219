// The address form shared by the account's add/edit screens and checkout (spec §2 addresses, §5 rules).
// It saves by itself (addClientAddress, or updateClientAddress when `address` is given) and hands the saved
// address to `onSaved`; server field errors land on their fields; offline it keeps the input and says so.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { addressInputSchema } from '../../domain/validation/address.ts';
import { readApiError } from '../form/api-error.ts';
import { failureMessage } from '../form/failure-message.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { digitsOnly } from '../form/input-format.ts';
import { isOffline, offlineSaveMessage } from '../form/offline.ts';
import { useErrorText } from '../form/use-error-text.ts';
import { addressStatesQueryOptions } from './api/address-states.ts';
import type { SavedAddress } from './api/client-addresses.ts';
import {
  ADDRESS_COUNTRY,
  addressFormValues,
  addressInputCandidate,
  EMPTY_ADDRESS_FORM,
  toAddressInput,
  type AddressFormValues,
} from './address-form-values.ts';
import { useSaveAddress } from './use-save-address.ts';
import { readableErrorColor } from '../form/readable-colors.ts';

const ZIP_LENGTH = 5;
const UNITED_STATES = msg`United States`;

type FormValues = AddressFormValues & { makeDefault: boolean };

export type AddressFormProps = {
  /** The client the address belongs to (the CLIENT grant's target id). */
  clientId: string;
  /** The saved address to edit; leave out to add a new one. */
  address?: SavedAddress;
  /** Offer "Make this my default address" (never shown for the address that already is the default). */
  withDefaultOption?: boolean;
  /** The submit button's text; "Save address" by default. */
  submitLabel?: ReactNode;
  /** Called with the saved address once the server has it. */
  onSaved: (address: SavedAddress) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
};

export function AddressForm({ clientId, address, withDefaultOption = true, submitLabel, onSaved, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const save = useSaveAddress(clientId, address);
  const states = useQuery(addressStatesQueryOptions(ADDRESS_COUNTRY));
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { ...(address ? addressFormValues(address) : EMPTY_ADDRESS_FORM), makeDefault: false },
    validate: ({ makeDefault: _makeDefault, ...values }) =>
      schemaResolver(addressInputSchema, { sync: true })(addressInputCandidate(values, address)),
  });
  const field = (name: keyof AddressFormValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });

  const submit = form.onSubmit(async ({ makeDefault, ...values }) => {
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    try {
      const saved = await save.mutateAsync({ addressInput: toAddressInput(values, address), makeDefault });
      onSaved(saved);
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) form.setErrors(info.fields);
      else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
    }
  }, focusFirstInvalid);

  const stateOptions = (states.data ?? []).map((state) => ({ value: state.isoCode, label: state.name }));
  const showDefault = withDefaultOption && !address?.isDefault;

  return (
    <form onSubmit={submit} noValidate style={readableErrorColor}>
      <Stack gap="md">
        <TextInput label={<Trans>Address line 1</Trans>} autoComplete="address-line1" required {...field('addressLine1')} />
        <TextInput
          label={<Trans>Address line 2</Trans>}
          description={<Trans>Apartment, unit or suite (optional)</Trans>}
          autoComplete="address-line2"
          {...field('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={<Trans>City</Trans>} autoComplete="address-level2" required {...field('city')} />
          <Select
            label={<Trans>State</Trans>}
            required
            searchable
            data={stateOptions}
            // Disabled until the list is there: a state typed before it arrives would find no option to pick.
            disabled={states.isPending || states.isError}
            placeholder={states.isPending ? t`Loading states…` : t`Choose a state`}
            nothingFoundMessage={<Trans>No state found</Trans>}
            {...field('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
          <TextInput
            label={<Trans>Zip code</Trans>}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            {...field('zipcode')}
            onChange={(event) => form.setFieldValue('zipcode', digitsOnly(event.currentTarget.value, ZIP_LENGTH))}
          />
          <TextInput label={<Trans>Country</Trans>} value={i18n._(UNITED_STATES)} readOnly autoComplete="off" />
        </SimpleGrid>
        {showDefault ? (
          <Checkbox label={<Trans>Make this my default address</Trans>} {...form.getInputProps('makeDefault', { type: 'checkbox' })} />
        ) : null}
        {states.isError ? <FormAlert title={i18n._(failureMessage(readApiError(states.error)))} /> : null}
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {submitLabel ?? <Trans>Save address</Trans>}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

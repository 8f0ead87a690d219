import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addressInputSchema } from '../../../../domain/validation/address.ts';
import { useAddSignupAddressMutation } from '../../api/add-client-address.ts';
import { statesQueryOptions } from '../../api/states.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { digitsOnly } from '../../../../components/form/input-format.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import type { AddressDraft } from '../../machines/signup-steps.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { focusFirstInvalid } from '../../../../components/form/focus-first-invalid.ts';

const ZIP_LENGTH = 5;
const UNITED_STATES = msg`United States`;
const LOADING_STATES = msg`Loading states…`;

type AddressStepProps = {
  clientId: string;
  initial: AddressDraft;
  onEdit: (address: AddressDraft) => void;
  onBack: () => void;
  onSaved: () => void;
};

/** Step 5: the client's first address, saved as their default (US only for now, spec §5 zip rule). */
export function AddressStep({ clientId, initial, onEdit, onBack, onSaved }: AddressStepProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const add = useAddSignupAddressMutation();
  const states = useQuery(statesQueryOptions(initial.country || 'US'));
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<AddressDraft>({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(addressInputSchema, { sync: true }),
    onValuesChange: onEdit,
  });
  const field = (name: keyof AddressDraft) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const addressInput = addressInputSchema.parse(values);
    try {
      await add.mutateAsync({ clientId, addressInput, defaultAddress: true });
      onSaved();
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) form.setErrors(info.fields);
      else setFailure(failureMessage(info));
    }
  }, focusFirstInvalid);

  const stateOptions = (states.data ?? []).map((state) => ({ value: state.isoCode, label: state.name }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={<Trans>Address line 1</Trans>} autoComplete="address-line1" required {...field('addressLine1')} />
        <TextInput
          label={<Trans>Address line 2</Trans>}
          description={<Trans>Apartment, unit or suite (optional)</Trans>}
          autoComplete="address-line2"
          {...field('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={<Trans>Country</Trans>} value={i18n._(UNITED_STATES)} readOnly autoComplete="off" />
          <Select
            label={<Trans>State</Trans>}
            required
            searchable
            data={stateOptions}
            // Disabled until the list is there: a state typed before it arrives would find no option to pick.
            disabled={states.isPending || states.isError}
            placeholder={states.isPending ? i18n._(LOADING_STATES) : undefined}
            nothingFoundMessage={<Trans>No state found</Trans>}
            autoComplete="address-level1"
            {...field('state')}
          />
          <TextInput label={<Trans>City</Trans>} autoComplete="address-level2" required {...field('city')} />
          <TextInput
            label={<Trans>Zip code</Trans>}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            {...field('zipcode')}
            onChange={(event) => form.setFieldValue('zipcode', digitsOnly(event.currentTarget.value, ZIP_LENGTH))}
          />
        </SimpleGrid>
        {states.isError ? <FormAlert title={i18n._(failureMessage(readApiError(states.error)))} /> : null}
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={add.isPending}>
            <Trans>Finish</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

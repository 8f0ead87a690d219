// /receptionist/clients/{id}/edit: the client's name details and address, each saved on its own with the same
// rules as creation (src/domain/reception). The email can change only while the client is pending.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../../app/error-messages.ts';
import { showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { clientAddressSchema, makeClientDetailsSchema } from '../../../domain/reception/client-form.ts';
import type { ReceptionClientUpdateInput } from '../../../gql/graphql.ts';
import { receptionClientQueryOptions, type ReceptionClientDetails } from '../api/reception-client.ts';
import { useUpdateReceptionClient } from '../api/update-client.ts';
import { CLIENT_COUNTRY, clientDetailsCandidate, clientDetailsValues, EMPTY_CLIENT_ADDRESS, type ClientAddressValues, type ClientDetailsValues } from '../lib/client-form-values.ts';
import { clientFormErrors } from '../lib/client-server-errors.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { ClientAddressForm } from './ClientAddressForm.tsx';
import { ClientDetailsForm } from './ClientDetailsForm.tsx';
import { ClientHeading } from './ClientHeading.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

const SAVED = msg`The client's details are saved.`;

export function EditClientScreen({ clientId }: { clientId: string }) {
  const query = useQuery(receptionClientQueryOptions(clientId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={420} radius="md" />} errorTitle={<Trans>We could not load this client</Trans>}>
      {(client) => (
        <Stack gap="lg" maw={760}>
          <ClientHeading client={client} back={{ to: 'client', label: <Trans>Back to the client</Trans> }} subtitle={<Trans>Edit the client's details</Trans>} />
          <EditForms client={client} />
        </Stack>
      )}
    </DeskQueryState>
  );
}

function addressValues(client: ReceptionClientDetails): ClientAddressValues {
  const address = client.defaultAddress;
  if (!address) return EMPTY_CLIENT_ADDRESS;
  return { addressLine1: address.addressLine1, addressLine2: address.addressLine2 ?? '', country: address.country || CLIENT_COUNTRY, state: address.state, city: address.city, zipcode: address.zipcode };
}

function EditForms({ client }: { client: ReceptionClientDetails }) {
  const { i18n } = useLingui();
  const timeZone = useStaffTimeZone();
  const update = useUpdateReceptionClient(client.id);
  const [part, setPart] = useState<'details' | 'address' | null>(null);
  const [failure, setFailure] = useState<{ part: 'details' | 'address'; message: MessageDescriptor } | null>(null);
  const [errors, setErrors] = useState<{ details: Record<string, string>; address: Record<string, string> }>({ details: {}, address: {} });
  const emailLocked = client.status !== 'PENDING';

  const save = async (which: 'details' | 'address', input: ReceptionClientUpdateInput) => {
    setFailure(null);
    if (isOffline()) {
      setFailure({ part: which, message: offlineSaveMessage });
      return;
    }
    setPart(which);
    try {
      await update.mutateAsync(input);
      setErrors({ details: {}, address: {} });
      showInfoToast(SAVED);
    } catch (error) {
      const info = readApiError(error);
      const fieldErrors = clientFormErrors(info, i18n._(errorMessages.EMAIL_TAKEN));
      if (Object.keys(fieldErrors[which]).length > 0) setErrors(fieldErrors);
      else setFailure({ part: which, message: info.network ? offlineSaveMessage : failureMessage(info) });
    } finally {
      setPart(null);
    }
  };

  const saveDetails = (values: ClientDetailsValues) => {
    const parsed = makeClientDetailsSchema().parse(clientDetailsCandidate(values));
    const { height, weight, email, ...rest } = parsed;
    void save('details', {
      ...rest,
      ...(emailLocked ? {} : { email }),
      height: height.unit === 'CM' ? { unit: 'CM', cm: height.cm } : { unit: 'FT_IN', feet: height.feet, inches: height.inches },
      weight: { value: String(weight.value), unit: weight.unit },
    });
  };

  const saveAddress = (values: ClientAddressValues) => {
    const address = clientAddressSchema.parse(values);
    void save('address', { address: { ...address, addressLine2: address.addressLine2 ?? null } });
  };

  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="edit-details">
        <Stack gap="md">
          <Title order={2} size="h4" id="edit-details">
            <Trans>Name details</Trans>
          </Title>
          <ClientDetailsForm
            key={JSON.stringify(errors.details)}
            initial={clientDetailsValues({ ...client, weight: client.weight != null && client.weightUnit ? { value: client.weight, unit: client.weightUnit } : null }, timeZone)}
            serverErrors={errors.details}
            emailLocked={emailLocked}
            submitLabel={<Trans>Save name details</Trans>}
            submitting={part === 'details'}
            onSubmit={saveDetails}
          />
          {failure?.part === 'details' ? <FormAlert title={i18n._(failure.message)} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="edit-address">
        <Stack gap="md">
          <Title order={2} size="h4" id="edit-address">
            <Trans>Address</Trans>
          </Title>
          <ClientAddressForm
            key={JSON.stringify(errors.address)}
            initial={addressValues(client)}
            serverErrors={errors.address}
            submitLabel={<Trans>Save address</Trans>}
            submitting={part === 'address'}
            onSubmit={saveAddress}
            alert={failure?.part === 'address' ? <FormAlert title={i18n._(failure.message)} /> : null}
          />
        </Stack>
      </Paper>
    </>
  );
}

// Client creation at the front desk (spec §2/§3): step 1 name details (20%), step 2 the address (100%), then
// step 3 the new client with what to do next. One receptionCreateClient call at the end with an idempotency key
// kept across retries, so a double tap or a lost answer makes one client. A person already on the platform is
// found, not duplicated (the server says so, and so does step 3).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessages } from '../../../app/error-messages.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { CLIENT_CREATION_STEPS, makeReceptionClientSchema } from '../../../domain/reception/client-form.ts';
import { useCreateReceptionClient, type CreatedClient } from '../api/create-client.ts';
import { clientDetailsCandidate, EMPTY_CLIENT_ADDRESS, emptyClientDetails, type ClientAddressValues, type ClientDetailsValues } from '../lib/client-form-values.ts';
import { clientFormErrors, type ClientFormErrors } from '../lib/client-server-errors.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { ClientAddressForm } from './ClientAddressForm.tsx';
import { ClientCreated } from './ClientCreated.tsx';
import { ClientDetailsForm } from './ClientDetailsForm.tsx';
import { StepProgress } from './StepProgress.tsx';

const STEP_COUNT = 3;
const progressOf = (step: (typeof CLIENT_CREATION_STEPS)[number]['step']) => CLIENT_CREATION_STEPS.find((s) => s.step === step)?.progress ?? 0;

export function CreateClientScreen() {
  const { i18n } = useLingui();
  const timeZone = useStaffTimeZone();
  const create = useCreateReceptionClient();
  const [step, setStep] = useState<'details' | 'address'>('details');
  const [details, setDetails] = useState<ClientDetailsValues>(() => emptyClientDetails(timeZone));
  const [address, setAddress] = useState<ClientAddressValues>(EMPTY_CLIENT_ADDRESS);
  const [serverErrors, setServerErrors] = useState<ClientFormErrors>({ details: {}, address: {} });
  // A new key per content: the same client sent again (a retry) answers the first result.
  const [attempt, setAttempt] = useState<{ key: string; content: string } | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [created, setCreated] = useState<CreatedClient | null>(null);

  if (created) {
    const startAgain = () => {
      setDetails(emptyClientDetails(timeZone));
      setAddress(EMPTY_CLIENT_ADDRESS);
      setServerErrors({ details: {}, address: {} });
      setAttempt(null);
      setStep('details');
      setCreated(null);
    };
    return <ClientCreated client={created} onAddAnother={startAgain} />;
  }

  const submit = async (addressValues: ClientAddressValues) => {
    setAddress(addressValues);
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    const parsed = makeReceptionClientSchema().safeParse({ ...clientDetailsCandidate(details), address: addressValues });
    if (!parsed.success) {
      setStep('details');
      return;
    }
    const content = JSON.stringify(parsed.data);
    const key = attempt && attempt.content === content ? attempt.key : crypto.randomUUID();
    setAttempt({ key, content });
    try {
      setCreated(await create.mutateAsync({ input: parsed.data, idempotencyKey: key }));
    } catch (error) {
      const info = readApiError(error);
      const errors = clientFormErrors(info, i18n._(errorMessages.EMAIL_TAKEN));
      if (Object.keys(errors.details).length > 0 || Object.keys(errors.address).length > 0) {
        setServerErrors(errors);
        if (Object.keys(errors.details).length > 0) setStep('details');
        return;
      }
      if (info.code === 'IDEMPOTENCY_CONFLICT') setAttempt(null);
      setFailure(info.network ? offlineSaveMessage : failureMessage(info));
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        <Trans>Add a client</Trans>
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          {step === 'details' ? (
            <>
              <StepProgress step={1} of={STEP_COUNT} percent={progressOf('details')} title={<Trans>Name details</Trans>} />
              <ClientDetailsForm
                key={JSON.stringify(serverErrors.details)}
                initial={details}
                serverErrors={serverErrors.details}
                submitLabel={<Trans>Next</Trans>}
                onEdit={setDetails}
                onSubmit={(values) => {
                  setDetails(values);
                  setStep('address');
                }}
              />
            </>
          ) : (
            <>
              <StepProgress step={2} of={STEP_COUNT} percent={progressOf('address')} title={<Trans>Address</Trans>} />
              <ClientAddressForm
                key={JSON.stringify(serverErrors.address)}
                initial={address}
                serverErrors={serverErrors.address}
                submitLabel={<Trans>Create client</Trans>}
                submitting={create.isPending}
                onEdit={setAddress}
                onSubmit={(values) => void submit(values)}
                alert={failure ? <FormAlert title={i18n._(failure)} /> : null}
                secondaryAction={
                  <Button variant="default" onClick={() => setStep('details')} disabled={create.isPending}>
                    <Trans>Back</Trans>
                  </Button>
                }
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

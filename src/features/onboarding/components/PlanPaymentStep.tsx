// The plan's payment (issue 17): the card goes from this form to the gateway's tokenize endpoint only; the token
// pays the plan through the server's payments adapter, keyed by one idempotency key per attempt.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { tokenizeCard, TokenizeError } from '../../../app/payments/tokenize-card.ts';
import { checkCardEntry, EMPTY_CARD_ENTRY, formatCardNumberInput, formatCvvInput, formatExpiryInput, type CardEntryValues } from '../../../components/payment-card/card-entry.ts';
import { tokenizeFailure } from '../../../components/payment-card/card-failures.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useApplicationSteps, type ProviderApplicationView } from '../api/onboarding.ts';
import { planPrice } from '../../../components/provider-plan/plan-format.ts';

export function PlanPaymentStep({ application }: { application: ProviderApplicationView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { pay } = useApplicationSteps();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // No billing address is asked for a plan: the entry's billing check gets a placeholder id.
  const form = useForm<CardEntryValues>({ mode: 'controlled', initialValues: { ...EMPTY_CARD_ENTRY, billingAddressId: '00000000-0000-4000-8000-000000000000' } });
  const field = (name: keyof CardEntryValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });
  const gateway = application.gateway;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkCardEntry(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    form.clearErrors();
    if (!gateway) return;
    setBusy(true);
    try {
      const token = await tokenizeCard(gateway.tokenizeUrl, {
        clientKey: gateway.clientKey,
        cardNumber: checked.card.cardNumber,
        expiryMonth: checked.card.expiryMonth,
        expiryYear: checked.card.expiryYear,
        cvv: checked.card.cvv,
        cardholderName: checked.card.cardholderName,
      });
      form.setValues({ cardNumber: '', cvv: '' });
      await pay.mutateAsync({ applicationId: application.id, token: token.token, idempotencyKey: key });
    } catch (error) {
      form.setFieldValue('cvv', '');
      if (error instanceof TokenizeError) {
        const { fields, message } = tokenizeFailure(error);
        form.setErrors(fields);
        setFailure(message);
      } else {
        setFailure(failureMessage(readApiError(error)));
        // A refused card recorded nothing: the next attempt is a new payment.
        setKey(crypto.randomUUID());
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Text fw={700}>{application.plan.name}</Text>
          <Text size="sm">
            <Trans>The plan costs {planPrice(i18n, application.plan)}. You pay the first period now.</Trans>
          </Text>
        </Paper>
        <TextInput label={t`Name on card`} autoComplete="cc-name" required {...field('cardholderName')} />
        <TextInput
          label={t`Card number`}
          autoComplete="cc-number"
          inputMode="numeric"
          required
          {...field('cardNumber')}
          onChange={(e) => form.setFieldValue('cardNumber', formatCardNumberInput(e.currentTarget.value))}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t`Expiry (MM/YY)`}
            autoComplete="cc-exp"
            inputMode="numeric"
            required
            {...field('expiry')}
            onChange={(e) => form.setFieldValue('expiry', formatExpiryInput(e.currentTarget.value, form.values.expiry))}
          />
          <TextInput label={t`CVV`} autoComplete="cc-csc" inputMode="numeric" required {...field('cvv')} onChange={(e) => form.setFieldValue('cvv', formatCvvInput(e.currentTarget.value))} />
        </SimpleGrid>
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            <Trans>Pay {planPrice(i18n, application.plan)}</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

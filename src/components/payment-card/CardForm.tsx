// The card form shared by the account's payment options and checkout (spec §3 "Payment card", §5, §8). It
// checks the card with src/domain/payments, sends the number, expiry and CVV straight to the gateway's tokenize
// endpoint, clears the number and CVV, and saves only the token, last four, brand, expiry, holder and billing
// address with addPaymentCard. The number and CVV live in this form's state and nowhere else.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { errorMessages } from '../../app/error-messages.ts';
import { useAddPaymentCardMutation } from '../../app/payments/add-payment-card.ts';
import { fetchGatewayDetail } from '../../app/payments/gateway-detail.ts';
import type { SavedPaymentCard } from '../../app/payments/payment-cards.ts';
import { tokenizeCard, TokenizeError, type CardToken } from '../../app/payments/tokenize-card.ts';
import { detectCardBrand } from '../../domain/payments/card-brand.ts';
import { readApiError } from '../form/api-error.ts';
import { failureMessage } from '../form/failure-message.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../form/offline.ts';
import { useErrorText } from '../form/use-error-text.ts';
import { BillingAddressPicker } from './BillingAddressPicker.tsx';
import { CARD_BRAND_NAMES } from './card-display.ts';
import {
  checkCardEntry,
  EMPTY_CARD_ENTRY,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryInput,
  type CardEntryValues,
  type CheckedCard,
} from './card-entry.ts';
import { tokenizeFailure } from './card-failures.ts';
import { readableErrorColor } from '../form/readable-colors.ts';

type FormValues = CardEntryValues & { makeDefault: boolean };

export type CardFormProps = {
  /** The client the card is saved for (the CLIENT grant's target id). */
  clientId: string;
  /** The business whose gateway keys tokenize the card (the business being visited). */
  businessId: string;
  /** The billing address chosen at first; the client's default address when left out. */
  billingAddressId?: string;
  /** Offer "Use this card by default". */
  withDefaultOption?: boolean;
  /** The submit button's text; "Save card" by default. */
  submitLabel?: ReactNode;
  /** Called with the saved card (number and CVV already cleared). */
  onSaved: (card: SavedPaymentCard) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** Told true while the card is being tokenized and saved, false once that is over (or the form is gone). */
  onPendingChange?: (pending: boolean) => void;
};

/** The gateway's answer for a checked card, or a TokenizeError. The card is passed through, never kept. */
async function tokenize(businessId: string, card: CheckedCard): Promise<CardToken> {
  const gateway = await fetchGatewayDetail(businessId);
  return tokenizeCard(gateway.tokenizeUrl, {
    clientKey: gateway.clientKey,
    cardNumber: card.cardNumber,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: card.cvv,
    cardholderName: card.cardholderName,
  });
}

export function CardForm({ clientId, businessId, billingAddressId, withDefaultOption = true, submitLabel, onSaved, onCancel, onPendingChange }: CardFormProps) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const add = useAddPaymentCardMutation();
  const [tokenizing, setTokenizing] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_CARD_ENTRY, billingAddressId: billingAddressId ?? '', makeDefault: false },
  });
  const field = (name: keyof CardEntryValues) => ({ ...form.getInputProps(name), error: errorText(form.errors[name]) });
  const brand = detectCardBrand(form.values.cardNumber.replace(/\D/g, ''));

  const clearSecrets = () => form.setValues({ cardNumber: '', cvv: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles a submit through portals: the billing address dialog's own form is not this card.
    if (event.target !== event.currentTarget) return;
    setFailure(null);
    const checked = checkCardEntry(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    form.clearErrors();
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    let token: CardToken;
    setTokenizing(true);
    try {
      token = await tokenize(businessId, checked.card);
    } catch (error) {
      form.setFieldValue('cvv', '');
      if (error instanceof TokenizeError) {
        const { fields, message } = tokenizeFailure(error);
        form.setErrors(fields);
        setFailure(message);
      } else {
        const info = readApiError(error);
        setFailure(info.network ? offlineSaveMessage : errorMessages.CARD_ADD_FAILED);
      }
      return;
    } finally {
      setTokenizing(false);
    }
    // The gateway has the card: the number and CVV leave this form's state before anything else happens.
    clearSecrets();
    try {
      const card = await add.mutateAsync({
        clientId,
        token: token.token,
        cardLastFour: token.lastFour,
        cardType: token.brand,
        expiryMonth: token.expiryMonth,
        expiryYear: token.expiryYear,
        cardholderName: checked.card.cardholderName,
        billingAddressId: checked.card.billingAddressId,
        makeDefault: form.values.makeDefault,
      });
      form.setValues({ ...EMPTY_CARD_ENTRY, billingAddressId: form.values.billingAddressId, makeDefault: false });
      onSaved(card);
    } catch (error) {
      const info = readApiError(error);
      setFailure(info.network ? offlineSaveMessage : info.code === 'NOT_FOUND' || !info.code ? errorMessages.CARD_ADD_FAILED : failureMessage(info));
    }
  };

  const pending = tokenizing || add.isPending;
  // The cleanup says false when saving ends, and also when the form closes mid-save (onSaved unmounts it).
  useEffect(() => {
    if (!pending || !onPendingChange) return;
    onPendingChange(true);
    return () => onPendingChange(false);
  }, [pending, onPendingChange]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={readableErrorColor}>
      <Stack gap="md">
        <TextInput label={<Trans>Name on card</Trans>} autoComplete="cc-name" required {...field('cardholderName')} />
        <TextInput
          label={<Trans>Card number</Trans>}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          rightSectionWidth={brand ? 140 : undefined}
          rightSection={
            brand ? (
              <Text size="xs" c="dimmed" pr="xs" ta="right">
                {CARD_BRAND_NAMES[brand]}
              </Text>
            ) : null
          }
          {...field('cardNumber')}
          onChange={(event) => form.setFieldValue('cardNumber', formatCardNumberInput(event.currentTarget.value))}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={<Trans>Expiry</Trans>}
            description={<Trans>MM/YY</Trans>}
            inputMode="numeric"
            autoComplete="cc-exp"
            required
            {...field('expiry')}
            onChange={(event) => form.setFieldValue('expiry', formatExpiryInput(event.currentTarget.value, form.values.expiry))}
          />
          <TextInput
            label={<Trans>Security code (CVV)</Trans>}
            description={brand === 'amex' ? <Trans>4 digits on the front</Trans> : <Trans>3 digits on the back</Trans>}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            {...field('cvv')}
            onChange={(event) => form.setFieldValue('cvv', formatCvvInput(event.currentTarget.value))}
          />
        </SimpleGrid>
        <BillingAddressPicker
          clientId={clientId}
          value={form.values.billingAddressId}
          error={errorText(form.errors.billingAddressId)}
          onChange={(id) => {
            form.setFieldValue('billingAddressId', id);
            form.clearFieldError('billingAddressId');
          }}
        />
        {withDefaultOption ? (
          <Checkbox label={<Trans>Use this card by default</Trans>} {...form.getInputProps('makeDefault', { type: 'checkbox' })} />
        ) : null}
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel ?? <Trans>Save card</Trans>}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

// The card entry form (spec §3 "Payment card", §5): formatting while typing and the check before the number goes
// to the gateway. Pure, so both are unit-tested; the rules themselves are src/domain/payments.
import { detectCardBrand } from '../../domain/payments/card-brand.ts';
import { billingAddressIdSchema, makeCardFormSchema, type CardForm } from '../../domain/payments/card-form.ts';
import { parseExpiryText } from '../../domain/payments/card-expiry.ts';
import { isValidationMessageKey, type ValidationMessageKey } from '../../domain/validation/messages.ts';

export type CardEntryValues = {
  cardholderName: string;
  /** As typed, grouped with spaces. */
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  cvv: string;
  billingAddressId: string;
};

export type CardEntryField = keyof CardEntryValues;

export const EMPTY_CARD_ENTRY: CardEntryValues = { cardholderName: '', cardNumber: '', expiry: '', cvv: '', billingAddressId: '' };

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' as '4242 4242 4242 4242'; American Express as 4-6-5 like the card itself. */
export function formatCardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** 'MM/YY' while typing: '4' becomes '04/', '1225' becomes '12/25'. Deleting the slash deletes back to the month. */
export function formatExpiryInput(value: string, previous = ''): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvvInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The checked card: the number and CVV are for the gateway only; billing address for addPaymentCard. */
export type CheckedCard = CardForm & { billingAddressId: string };

export type CardEntryCheck =
  | { readonly ok: true; readonly card: CheckedCard }
  | { readonly ok: false; readonly errors: Partial<Record<CardEntryField, ValidationMessageKey>> };

const FIELD_OF_PATH: Record<string, CardEntryField> = {
  cardholderName: 'cardholderName',
  cardNumber: 'cardNumber',
  expiryMonth: 'expiry',
  expiryYear: 'expiry',
  cvv: 'cvv',
  billingAddressId: 'billingAddressId',
};

/** Checks the whole form with the domain rules; every failing field gets its message key. */
export function checkCardEntry(values: CardEntryValues, now: () => Date = () => new Date()): CardEntryCheck {
  const errors: Partial<Record<CardEntryField, ValidationMessageKey>> = {};
  const expiry = parseExpiryText(values.expiry);
  if (!expiry) errors.expiry = values.expiry.trim() === '' ? 'validation.required' : 'validation.cardExpiryInvalid';
  const parsed = makeCardFormSchema({ now }).safeParse({
    cardholderName: values.cardholderName,
    cardNumber: values.cardNumber,
    expiryMonth: expiry ? expiry.month : '',
    expiryYear: expiry ? expiry.year : '',
    cvv: values.cvv,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (field && errors[field] === undefined) errors[field] = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
    }
  }
  const billing = billingAddressIdSchema.safeParse(values.billingAddressId);
  if (!billing.success) errors.billingAddressId = 'validation.billingAddressRequired';
  if (!parsed.success || !billing.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { ...parsed.data, billingAddressId: billing.data } };
}

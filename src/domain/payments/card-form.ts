// The card form (spec §3 "Payment card", §5 card expiry) and what the API receives after tokenization.
// The number and CVV are checked here and go only to the gateway's tokenize call; the API input
// (tokenizedCardSchema) has no field for either, so neither can reach the database, logs or errors.
import { z } from 'zod';
import { customIssue, message } from '../validation/messages.ts';
import { requiredString } from '../validation/required-string.ts';
import { CARD_BRANDS, cvvLengthForBrand, detectCardBrand } from './card-brand.ts';
import { fullExpiryYear, isCardExpired, isExpiryTooFarAhead } from './card-expiry.ts';
import { checkCardNumber, normalizeCardNumber } from './card-number.ts';

export const CARDHOLDER_NAME_MAX_LENGTH = 100;

export const cardholderNameSchema = requiredString(CARDHOLDER_NAME_MAX_LENGTH);

export const cardNumberSchema = z
  .string(message('validation.required'))
  .transform(normalizeCardNumber)
  .pipe(
    z
      .string()
      .min(1, message('validation.required'))
      .refine((digits) => checkCardNumber(digits).ok, message('validation.cardNumberInvalid')),
  );

/** 3 or 4 digits; the brand's exact length is checked with the number (cardFormSchema). */
export const cvvSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .regex(/^\d{3,4}$/, message('validation.cvvInvalid'));

// A form sends '07' or '2031', the API an Int: both become a number.
const expiryPart = (pattern: RegExp) =>
  z
    .union([z.string(), z.number()], message('validation.required'))
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(z.string().min(1, message('validation.required')).regex(pattern, message('validation.cardExpiryInvalid')))
    .transform(Number);

/** 1 to 12, with or without a leading zero. */
export const expiryMonthSchema = expiryPart(/^(0?[1-9]|1[0-2])$/);

/** YY (20YY) or YYYY from 2000 on. */
export const expiryYearSchema = expiryPart(/^(\d{2}|2\d{3})$/).transform(fullExpiryYear);

type ExpiryOptions = { now?: () => Date };

type ExpiryFields = { expiryMonth: number; expiryYear: number };
const expiryFields = z.object({ expiryMonth: expiryMonthSchema, expiryYear: expiryYearSchema });

/** Expired and implausible expiries, checked once month and year both parse; the issue goes on expiryMonth. */
function withExpiryChecks<T extends z.ZodType<ExpiryFields>>(schema: T, now: () => Date) {
  const expiry = (value: ExpiryFields) => ({ month: value.expiryMonth, year: value.expiryYear });
  const when = (payload: { value: unknown }) => expiryFields.safeParse(payload.value).success;
  return schema
    .refine((value) => !isExpiryTooFarAhead(expiry(value), now()), { ...message('validation.cardExpiryInvalid'), path: ['expiryMonth'], when })
    .refine((value) => !isCardExpired(expiry(value), now()), { ...message('validation.cardExpired'), path: ['expiryMonth'], when });
}

const cvvAndNumber = z.object({ cardNumber: cardNumberSchema, cvv: cvvSchema });

/**
 * The card entry form. Output adds the brand and last four; the number and CVV in it are for the tokenize call
 * only. `now` is injectable so the server uses its clock and tests a fixed day.
 */
export function makeCardFormSchema({ now = () => new Date() }: ExpiryOptions = {}) {
  const shape = z.object(
    {
      cardholderName: cardholderNameSchema,
      cardNumber: cardNumberSchema,
      expiryMonth: expiryMonthSchema,
      expiryYear: expiryYearSchema,
      cvv: cvvSchema,
    },
    message('validation.invalid'),
  );
  return withExpiryChecks(shape, now)
    .refine((value) => {
      const brand = detectCardBrand(value.cardNumber);
      return brand !== null && value.cvv.length === cvvLengthForBrand(brand);
    }, { ...message('validation.cvvInvalid'), path: ['cvv'], when: (payload) => cvvAndNumber.safeParse(payload.value).success })
    .transform((value, ctx) => {
      // Already checked by cardNumberSchema; read again here for the brand and last four it found.
      const checked = checkCardNumber(value.cardNumber);
      if (!checked.ok) {
        ctx.issues.push({ ...customIssue('validation.cardNumberInvalid', value.cardNumber), path: ['cardNumber'] });
        return z.NEVER;
      }
      return { ...value, brand: checked.brand, last4: checked.last4 };
    });
}

export const cardFormSchema = makeCardFormSchema();
export type CardForm = z.output<typeof cardFormSchema>;

/** A billing address must be chosen before paying by card (spec §5). */
export const billingAddressIdSchema = z
  .string(message('validation.billingAddressRequired'))
  .trim()
  .min(1, message('validation.billingAddressRequired'));

/** What addPaymentCard receives after the gateway tokenized the card: never the number or CVV. */
export function makeTokenizedCardSchema({ now = () => new Date() }: ExpiryOptions = {}) {
  const shape = z.object(
    {
      token: requiredString(200),
      cardLastFour: z.string(message('validation.required')).regex(/^\d{4}$/, message('validation.cardNumberInvalid')),
      cardType: z.enum(CARD_BRANDS, message('validation.cardNumberInvalid')),
      cardholderName: cardholderNameSchema,
      expiryMonth: expiryMonthSchema,
      expiryYear: expiryYearSchema,
      billingAddressId: billingAddressIdSchema,
    },
    message('validation.invalid'),
  );
  return withExpiryChecks(shape, now);
}

export const tokenizedCardSchema = makeTokenizedCardSchema();
export type TokenizedCardInput = z.output<typeof tokenizedCardSchema>;

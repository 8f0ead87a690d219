// The checkout's inputs as the API receives them (createOrder, and orderPricingSummary's quote), validated at
// the edge; failures are BAD_USER_INPUT with a message key per field.
import { z } from 'zod';
import { giftCardNumberSchema, promoCodeSchema } from '../../../src/domain/payments/gift-and-promo.ts';
import { PAYMENT_METHODS } from '../../../src/domain/payments/payment-methods.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { idSchema } from '../catalogue/inputs.ts';

/** More items than any cart holds; bounds the work one request can ask for. */
export const MAX_CHECKOUT_ITEMS = 50;
export const MAX_FORM_RESPONSES_PER_ITEM = 20;

/** An emptied text field means "none": '' or blanks read as absent rather than as an invalid code. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const checkoutItemSchema = z.object({
  productId: idSchema,
  categoryId: idSchema,
  formResponseIds: z
    .array(idSchema)
    .max(MAX_FORM_RESPONSES_PER_ITEM, message('validation.invalid'))
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  /** The PENDING session holdSlot returned for this item; createOrder books it in the order's transaction. */
  heldSessionId: idSchema.nullish().transform((id) => id ?? null),
});

export type CheckoutItemInput = z.output<typeof checkoutItemSchema>;

const paymentMethodSchema = z.enum(PAYMENT_METHODS, message('validation.invalid'));

export const checkoutQuoteSchema = z.object({
  locationId: idSchema,
  clientId: idSchema.nullish(),
  items: z.array(checkoutItemSchema).min(1, message('validation.required')).max(MAX_CHECKOUT_ITEMS, message('validation.invalid')),
  promoCode: z.preprocess(blankAsAbsent, promoCodeSchema.optional()),
  giftCardNumber: z.preprocess(blankAsAbsent, giftCardNumberSchema.optional()),
  paymentMethod: paymentMethodSchema.nullish(),
});

export type CheckoutQuoteInput = z.output<typeof checkoutQuoteSchema>;

export const createOrderSchema = checkoutQuoteSchema.extend({
  checkoutId: idSchema,
  paymentMethod: paymentMethodSchema,
  shippingAddressId: idSchema.nullish(),
  billingAddressId: idSchema.nullish(),
  paymentCardId: idSchema.nullish(),
});

export type CreateOrderInput = z.output<typeof createOrderSchema>;

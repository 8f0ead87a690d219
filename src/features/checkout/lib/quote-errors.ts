// Which failures of a quote belong to the promo code or the gift card field (spec §8, issue 4: shown inline),
// and the message each field shows; anything else is the screen's general error.
import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '../../../app/error-messages.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { validationMessages } from '../../../components/form/validation-messages.ts';

export type FieldFailure = { readonly message: MessageDescriptor };

/** The promo code field's message for a failed quote or order. */
export function promoFailure(error: unknown): FieldFailure | null {
  const info = readApiError(error);
  if (info.code === 'PROMO_CODE_INVALID' || info.code === 'PROMO_CODE_EXPIRED') return { message: errorMessages[info.code] };
  const key = info.code === 'BAD_USER_INPUT' ? info.fields.promoCode : undefined;
  return key ? { message: validationMessages[key] } : null;
}

/** The gift card field's message for a failed quote or order. */
export function giftCardFailure(error: unknown): FieldFailure | null {
  const info = readApiError(error);
  if (info.code === 'GIFT_CARD_INVALID' || info.code === 'GIFT_CARD_EMPTY') return { message: errorMessages[info.code] };
  const key = info.code === 'BAD_USER_INPUT' ? info.fields.giftCardNumber : undefined;
  return key ? { message: validationMessages[key] } : null;
}

/** Any other failure, in the reader's language. */
export function generalFailure(error: unknown): MessageDescriptor {
  return failureMessage(readApiError(error));
}

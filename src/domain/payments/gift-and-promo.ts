// Gift cards, promo cards and promo codes (spec §5, §9): card numbers are exactly 16 digits once spaces are
// removed; a promo code is not empty, digits only, and not applicable with instalment financing.
import { z } from 'zod';
import { isValidationMessageKey, message, type ValidationMessageKey } from '../validation/messages.ts';

export const GIFT_CARD_NUMBER_LENGTH = 16;
/** The spec sets no upper bound on promo codes; this one keeps oversized input to a message key. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** Removes the spaces people type between the groups of four. */
export function normalizeGiftCardNumber(input: string): string {
  return input.replace(/\s/g, '');
}

/** A gift card or promo card number: 16 digits after removing spaces. */
export const giftCardNumberSchema = z
  .string(message('validation.required'))
  .transform(normalizeGiftCardNumber)
  .pipe(
    z
      .string()
      .min(1, message('validation.required'))
      .regex(new RegExp(`^\\d{${GIFT_CARD_NUMBER_LENGTH}}$`), message('validation.giftCardNumberInvalid')),
  );

/** Promo cards follow the gift card rule (spec §9 "Gift card and promo numbers 16 digits"). */
export const promoCardNumberSchema = giftCardNumberSchema;

/** A promo code: surrounding blanks dropped, then not empty and ASCII digits only. */
export const promoCodeSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(PROMO_CODE_MAX_LENGTH, message('validation.tooLong'))
  .regex(/^\d+$/, message('validation.promoCodeInvalid'));

export type PromoCodeDecision = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly reason: ValidationMessageKey };

/** Whether the promo code may be applied to this checkout; the code's own rule is checked first. */
export function canApplyPromoCode({ code, instalmentFinancing }: { code: string; instalmentFinancing: boolean }): PromoCodeDecision {
  const parsed = promoCodeSchema.safeParse(code);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    return { ok: false, reason: isValidationMessageKey(key) ? key : 'validation.promoCodeInvalid' };
  }
  if (instalmentFinancing) return { ok: false, reason: 'validation.promoCodeNotWithInstalments' };
  return { ok: true, code: parsed.data };
}

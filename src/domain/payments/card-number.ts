// Pure checks on a card number typed into the card form. The number only passes through on its way to the
// gateway's tokenize call: these functions return the brand and last four, which is all the API may keep.
import { detectCardBrand, isValidLengthForBrand, type CardBrand } from './card-brand.ts';
import { passesLuhn } from './luhn.ts';

/** Drops the spaces and dashes people type between groups; any other character is left to fail the check. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export type CardNumberCheck = { readonly ok: true; readonly brand: CardBrand; readonly last4: string } | { readonly ok: false };

/** Digits only, a known brand, a length that brand issues, and a valid Luhn checksum. */
export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normalizeCardNumber(input);
  const brand = detectCardBrand(digits);
  if (!brand || !isValidLengthForBrand(brand, digits) || !passesLuhn(digits)) return { ok: false };
  return { ok: true, brand, last4: cardLast4(digits) };
}

/** The last four digits, the only part of a number that is stored or shown. */
export function cardLast4(input: string): string {
  return normalizeCardNumber(input).slice(-4);
}

// How a saved card reads (spec §3 "Payment card"): brand name, '•••• 4242' and the expiry as MM/YY.
import type { CardBrand } from '../../domain/payments/card-brand.ts';
import { CARD_BRANDS } from '../../domain/payments/card-brand.ts';

/** Brand names are trademarks: shown as the brands write them, in every language. */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
} as const satisfies Record<CardBrand, string>;

function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

/** The brand's name; an unknown brand from the gateway is shown as it came. */
export function cardBrandName(cardType: string): string {
  const key = cardType.trim().toLowerCase();
  return isCardBrand(key) ? CARD_BRAND_NAMES[key] : cardType;
}

export function maskedLastFour(lastFour: string): string {
  return `•••• ${lastFour}`;
}

/** '07/31' for July 2031. */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

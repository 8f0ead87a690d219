// Card brands told apart by the number's leading digits (IIN ranges), with each brand's number and CVV lengths.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

type BrandRule = {
  /** Inclusive ranges of the leading digits; both ends have the same number of digits. */
  readonly prefixes: readonly (readonly [string, string])[];
  readonly lengths: readonly number[];
  readonly cvvLength: number;
};

export const CARD_BRAND_RULES: Readonly<Record<CardBrand, BrandRule>> = {
  visa: { prefixes: [['4', '4']], lengths: [13, 16, 19], cvvLength: 3 },
  mastercard: { prefixes: [['51', '55'], ['2221', '2720']], lengths: [16], cvvLength: 3 },
  amex: { prefixes: [['34', '34'], ['37', '37']], lengths: [15], cvvLength: 4 },
  discover: { prefixes: [['6011', '6011'], ['644', '649'], ['65', '65'], ['622126', '622925']], lengths: [16, 17, 18, 19], cvvLength: 3 },
  diners: { prefixes: [['300', '305'], ['36', '36'], ['38', '39']], lengths: [14, 15, 16, 17, 18, 19], cvvLength: 3 },
  jcb: { prefixes: [['3528', '3589']], lengths: [16, 17, 18, 19], cvvLength: 3 },
};

function inRange(digits: string, [low, high]: readonly [string, string]): boolean {
  const head = digits.slice(0, low.length);
  return head.length === low.length && head >= low && head <= high;
}

/** The brand whose prefix the digits start with, or null; works on a partial number as the user types. */
export function detectCardBrand(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  return CARD_BRANDS.find((brand) => CARD_BRAND_RULES[brand].prefixes.some((range) => inRange(digits, range))) ?? null;
}

export function isValidLengthForBrand(brand: CardBrand, digits: string): boolean {
  return CARD_BRAND_RULES[brand].lengths.includes(digits.length);
}

/** American Express 4 digits, every other brand 3. */
export function cvvLengthForBrand(brand: CardBrand): number {
  return CARD_BRAND_RULES[brand].cvvLength;
}

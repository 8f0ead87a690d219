// Money is held as integer minor units (cents) with an ISO 4217 currency code (server/schema.graphql). This turns
// it into display text for a locale; pure, so the caller passes the active language.

export type FormatMoneyOptions = {
  /** Drop the minor digits when the amount is whole ('$49' rather than '$49.00'), as price tags do. */
  trimWholeAmounts?: boolean;
};

const FALLBACK_LOCALE = 'en';

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch (error) {
    // An unusable locale tag falls back to English; an unknown currency is the caller's to handle.
    if (!(error instanceof RangeError)) throw error;
    return new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
}

/** How many minor digits the currency has (USD 2, JPY 0, BHD 3), or undefined for a malformed code. */
export function minorDigits(currencyCode: string): number | undefined {
  try {
    return new Intl.NumberFormat(FALLBACK_LOCALE, { style: 'currency', currency: currencyCode }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    return undefined;
  }
}

/**
 * '$49.00' for (4900, 'USD', 'en'), '49,00 US$' for 'es'. A malformed currency code is shown after the plain
 * amount ('49.00 X1') rather than failing the page; a well-formed unknown one gets Intl's generic 2 digits.
 */
export function formatMoney(
  minorUnits: number,
  currencyCode: string,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const code = currencyCode.trim().toUpperCase();
  const digits = minorDigits(code);
  if (digits === undefined) {
    const amount = minorUnits / 100;
    return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`;
  }
  const amount = minorUnits / 10 ** digits;
  const whole = Number.isInteger(amount);
  const fractionDigits = options.trimWholeAmounts && whole ? 0 : digits;
  return numberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: digits,
  }).format(amount);
}

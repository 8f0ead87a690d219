// Money is held as integer minor units (cents) with an ISO 4217 currency code (server/schema.graphql). This turns
// it into display text for a locale; pure, so the caller passes the active language.

export type FormatMoneyOptions = {
  /** Drop the minor digits when the amount is whole ('$49' rather than '$49.00'), as price tags do. */
  trimWholeAmounts?: boolean;
};

const FALLBACK_LOCALE = 'en';

// Formatters are kept once made: building an Intl.NumberFormat costs far more than formatting with one, and a
// list of prices asks for the same few again and again (issue 18: the services list's first render).
const formats = new Map<string, Intl.NumberFormat>();
const digitsOf = new Map<string, number | undefined>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const kept = formats.get(key);
  if (kept) return kept;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch (error) {
    // An unusable locale tag falls back to English; an unknown currency is the caller's to handle.
    if (!(error instanceof RangeError)) throw error;
    format = new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
  formats.set(key, format);
  return format;
}

/** How many minor digits the currency has (USD 2, JPY 0, BHD 3), or undefined for a malformed code. */
export function minorDigits(currencyCode: string): number | undefined {
  if (digitsOf.has(currencyCode)) return digitsOf.get(currencyCode);
  let digits: number | undefined;
  try {
    digits = new Intl.NumberFormat(FALLBACK_LOCALE, { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits;
  } catch {
    digits = undefined;
  }
  digitsOf.set(currencyCode, digits);
  return digits;
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

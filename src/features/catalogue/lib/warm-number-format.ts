import { formatMoney } from '../../../domain/money.ts';

/**
 * Makes the page's first number formats ahead of its first render (issue 18, Lighthouse): the first
 * Intl.NumberFormat a page builds loads ICU's number data (measured 11 to 115 ms in a fresh Chromium page here),
 * and the header's cart label (a Lingui plural, which formats its count) and the services list's prices each want
 * one. Called from a task of its own (src/main.tsx), so that cost is not part of the render's long task; later
 * formats are ~0.3 ms. With the list's currency, the very formatter its prices use is made and kept
 * (src/domain/money.ts).
 */
export function warmNumberFormats(language: string, currencyCode: string | undefined): void {
  try {
    new Intl.PluralRules(language).select(0);
    if (currencyCode) formatMoney(0, currencyCode, language, { trimWholeAmounts: true });
    else new Intl.NumberFormat(language).format(0);
  } catch {
    // Only a head start: the render makes what it needs either way.
  }
}

import { useLingui } from '@lingui/react';
import { formatMoney } from '../../../domain/money.ts';

/** Formats integer minor units in the active language, without '.00' on whole prices ('From $49'). */
export function useFormatPrice(): (minorUnits: number, currencyCode: string) => string {
  const { i18n } = useLingui();
  return (minorUnits, currencyCode) => formatMoney(minorUnits, currencyCode, i18n.locale, { trimWholeAmounts: true });
}

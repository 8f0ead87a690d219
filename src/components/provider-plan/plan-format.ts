// Shared wording of the onboarding screens: a plan's price per period, the weekdays.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatMoney, minorDigits } from '../../domain/money.ts';

export function planPrice(i18n: I18n, plan: { priceMinor: number; currencyCode: string; period: string }): string {
  const amount = formatMoney(plan.priceMinor, plan.currencyCode, i18n.locale);
  return plan.period === 'YEAR' ? i18n._(msg`${amount} a year`) : i18n._(msg`${amount} a month`);
}

export function weekdayNames(i18n: I18n): string[] {
  return [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`].map((m) => i18n._(m));
}

/** Minor units of an amount typed in major units (2 decimals unless the currency has none). */
export function toMinor(major: number, currencyCode: string): number {
  return Math.round(major * 10 ** (minorDigits(currencyCode) ?? 2));
}

export function toMajor(minor: number, currencyCode: string): number {
  return minor / 10 ** (minorDigits(currencyCode) ?? 2);
}

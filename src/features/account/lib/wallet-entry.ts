// How a wallet history row reads (spec §2 wallet): its reason in words, the signed amount in the business's
// currency and the date in the client's time zone. Pure; the caller passes the language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../../domain/money.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';

/** ledger_entries.reason on the server. */
export const WALLET_REASONS = ['GIFT_CARD_REDEEMED', 'CHECKOUT', 'REFUND', 'ISSUED', 'ADJUSTMENT'] as const;
export type WalletReason = (typeof WALLET_REASONS)[number];

export const WALLET_REASON_LABELS = {
  GIFT_CARD_REDEEMED: msg`Gift card redeemed`,
  CHECKOUT: msg`Paid for a booking`,
  REFUND: msg`Refund`,
  ISSUED: msg`Credit added`,
  ADJUSTMENT: msg`Balance adjustment`,
} as const satisfies Record<WalletReason, MessageDescriptor>;

/** The label of a known reason; null for one this app does not know yet (shown as the server sent it). */
export function walletReasonLabel(reason: string): MessageDescriptor | null {
  return (WALLET_REASONS as readonly string[]).includes(reason) ? WALLET_REASON_LABELS[reason as WalletReason] : null;
}

/** '+$50.00' for a credit, '−$12.00' (minus sign) for a debit, '$0.00' for nothing. */
export function signedMoney(minorUnits: number, currencyCode: string, locale: string): string {
  const amount = formatMoney(Math.abs(minorUnits), currencyCode, locale);
  if (minorUnits > 0) return `+${amount}`;
  if (minorUnits < 0) return `−${amount}`;
  return amount;
}

/** The entry's moment as a date and time in the client's zone; the device's zone when the client has none. */
export function entryDateTime(iso: string, timeZone: string | null | undefined, locale: string): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) };
  try {
    return new Intl.DateTimeFormat(locale, options).format(instant);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(instant);
  }
}

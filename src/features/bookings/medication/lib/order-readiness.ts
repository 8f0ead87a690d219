// What stops the medication order from being placed, and the payment the order sends, from the page's choices.
// The server checks everything again; this only says it before a round trip, in the client's words.
import type { PaymentMethod } from '../../../../domain/payments/payment-methods.ts';

export const MEDICATION_PAYMENT_METHODS = ['CARD', 'WALLET', 'WALLET_CARD'] as const satisfies readonly PaymentMethod[];
export type MedicationPaymentMethod = (typeof MEDICATION_PAYMENT_METHODS)[number];

export type OrderBlocker = 'shippingAddressRequired' | 'paymentCardRequired' | 'walletInsufficient';

export type OrderChoices = {
  readonly shippingAddressId: string | null;
  readonly method: MedicationPaymentMethod;
  readonly paymentCardId: string | null;
  /** What is charged now, in minor units. */
  readonly amountNow: number;
  /** The wallet's balance, or null while it loads. */
  readonly walletBalance: number | null;
};

/** Nothing to pay now (the checkout already covered the first month): no card or wallet is needed. */
export function nothingToPay(amountNow: number): boolean {
  return amountNow <= 0;
}

/** Whether the method charges a card for (part of) the amount. */
export function usesCard(method: MedicationPaymentMethod): boolean {
  return method === 'CARD' || method === 'WALLET_CARD';
}

export function orderBlockers({ shippingAddressId, method, paymentCardId, amountNow, walletBalance }: OrderChoices): OrderBlocker[] {
  const blockers: OrderBlocker[] = [];
  if (!shippingAddressId) blockers.push('shippingAddressRequired');
  if (nothingToPay(amountNow)) return blockers;
  if (usesCard(method) && !paymentCardId) blockers.push('paymentCardRequired');
  if (method === 'WALLET' && walletBalance !== null && walletBalance < amountNow) blockers.push('walletInsufficient');
  return blockers;
}

/**
 * The payment the order sends. With nothing to pay the wallet is named (it is debited nothing); a card is sent
 * only with a method that uses one.
 */
export function paymentInput(method: MedicationPaymentMethod, paymentCardId: string | null, amountNow: number): { method: MedicationPaymentMethod; paymentCardId?: string } {
  if (nothingToPay(amountNow)) return { method: 'WALLET' };
  return usesCard(method) && paymentCardId ? { method, paymentCardId } : { method };
}

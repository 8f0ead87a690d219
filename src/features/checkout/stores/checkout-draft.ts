// What the client has entered on the checkout (spec §2): addresses, payment method, card, promo code, gift card
// and the attempt's checkoutId. It outlives a failure, a trip to the cart and a reload (session storage, per
// client), so nothing entered is lost; the gift card number, a bearer secret, stays in memory only.
import { proxy, snapshot, subscribe, useSnapshot } from 'valtio';
import { onBusinessChange } from '../../../app/business-context.ts';
import { onSignOut } from '../../../app/session.ts';
import type { PaymentMethod } from '../../../domain/payments/payment-methods.ts';
import { isPaymentMethod } from '../../../domain/payments/payment-methods.ts';
import { newCheckoutId } from '../lib/checkout-id.ts';

export type AppliedGiftCard = { readonly number: string; readonly lastFour: string; readonly keyPart: string };

export type CheckoutDraft = {
  clientId: string | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  paymentMethod: PaymentMethod;
  paymentCardId: string | null;
  promoCode: string | null;
  giftCard: AppliedGiftCard | null;
  /** Made at the first Place order and kept until the order exists, so every retry is the same checkout. */
  checkoutId: string | null;
};

type StoredDraft = Omit<CheckoutDraft, 'giftCard' | 'clientId'>;

const STORAGE_PREFIX = 'carebook.checkout.';

const empty = (clientId: string | null): CheckoutDraft => ({
  clientId,
  shippingAddressId: null,
  billingAddressId: null,
  paymentMethod: 'CARD',
  paymentCardId: null,
  promoCode: null,
  giftCard: null,
  checkoutId: null,
});

const draft = proxy<CheckoutDraft>(empty(null));

function readStored(clientId: string): Partial<StoredDraft> {
  try {
    const raw = globalThis.sessionStorage?.getItem(`${STORAGE_PREFIX}${clientId}`);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<StoredDraft>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

subscribe(draft, () => {
  const { clientId, giftCard: _secret, ...stored } = snapshot(draft);
  if (!clientId) return;
  try {
    globalThis.sessionStorage?.setItem(`${STORAGE_PREFIX}${clientId}`, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the draft lasts for this page.
  }
});

/** Makes the draft the given client's, read back from this tab's storage the first time. */
export function openCheckoutDraft(clientId: string): void {
  if (draft.clientId === clientId) return;
  const stored = readStored(clientId);
  Object.assign(draft, {
    ...empty(clientId),
    shippingAddressId: text(stored.shippingAddressId),
    billingAddressId: text(stored.billingAddressId),
    paymentMethod: isPaymentMethod(stored.paymentMethod) ? stored.paymentMethod : 'CARD',
    paymentCardId: text(stored.paymentCardId),
    promoCode: text(stored.promoCode),
    checkoutId: text(stored.checkoutId),
  });
}

export function updateCheckoutDraft(changes: Partial<Omit<CheckoutDraft, 'clientId' | 'checkoutId'>>): void {
  Object.assign(draft, changes);
}

/** The attempt's checkoutId, made on first use. */
export function checkoutAttemptId(): string {
  draft.checkoutId ??= newCheckoutId();
  return draft.checkoutId;
}

/**
 * After IDEMPOTENCY_CONFLICT: this id already placed an order with other details (its answer was lost), so
 * the next attempt is a new checkout; the server's duplicate-booking rule still stops a second booking.
 */
export function startNewCheckoutAttempt(): void {
  draft.checkoutId = null;
}

/** The order exists: the next checkout starts fresh (addresses and method are chosen again from defaults). */
export function finishCheckout(): void {
  const { clientId } = draft;
  Object.assign(draft, empty(clientId));
}

export function useCheckoutDraft() {
  return useSnapshot(draft);
}

// A draft belongs to one visit: another business or a sign-out starts over.
onBusinessChange(finishCheckout);
onSignOut(() => {
  const { clientId } = draft;
  if (clientId) {
    try {
      globalThis.sessionStorage?.removeItem(`${STORAGE_PREFIX}${clientId}`);
    } catch {
      // Nothing stored.
    }
  }
  Object.assign(draft, empty(null));
});

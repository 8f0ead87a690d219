import { createHash } from 'node:crypto';

/**
 * A fingerprint of what a checkout asks for, stored with its order: a replay with the same checkoutId and the
 * same fingerprint gets the first order back, a different one is IDEMPOTENCY_CONFLICT. The gift card enters
 * as its HMAC only, so the stored hash reveals nothing of the number.
 */
export function checkoutRequestHash(request: {
  clientId: string;
  locationId: string;
  items: readonly { productId: string; categoryId: string; formResponseIds: readonly string[]; heldSessionId: string | null }[];
  paymentMethod: string;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  paymentCardId: string | null;
  promoCode: string | null;
  giftCardHash: string | null;
}): string {
  const canonical = {
    ...request,
    // The order of a checkout's items matters (line order, numbering); the order of an item's answers does not.
    // A held slot is part of what was asked (a retry with another slot is a different checkout); absent, it adds
    // nothing, so the fingerprints of orders placed without one are unchanged.
    items: request.items.map((item) => ({ productId: item.productId, categoryId: item.categoryId, formResponseIds: [...item.formResponseIds].sort(), ...(item.heldSessionId ? { heldSessionId: item.heldSessionId } : {}) })),
  };
  const keys = ['clientId', 'locationId', 'items', 'paymentMethod', 'shippingAddressId', 'billingAddressId', 'paymentCardId', 'promoCode', 'giftCardHash'] as const;
  return createHash('sha256').update(JSON.stringify(keys.map((key) => canonical[key]))).digest('hex');
}

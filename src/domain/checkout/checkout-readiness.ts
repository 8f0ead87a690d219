// What stands between a client and "Place order" (spec §2 checkout, §5): each blocker is a key the screen
// translates, listed in the order the screen shows them. The server checks all of it again.
import { requiresBillingAddress, type PaymentMethod } from '../payments/payment-methods.ts';

export const CHECKOUT_BLOCKERS = [
  'emptyCart',
  'preAssessmentPending',
  'shippingAddressRequired',
  'shippingAddressNotServiced',
  'billingAddressRequired',
  'paymentCardRequired',
  'walletInsufficient',
] as const;
export type CheckoutBlocker = (typeof CHECKOUT_BLOCKERS)[number];

export type CheckoutReadinessInput = {
  readonly itemCount: number;
  /** Some item still waits for its pre-assessment answers. */
  readonly preAssessmentPending: boolean;
  readonly shippingAddressId: string | null;
  /** The shipping address's state is one the location serves (spec §6 service area). */
  readonly shippingAddressServed: boolean;
  readonly billingAddressId: string | null;
  readonly paymentMethod: PaymentMethod;
  readonly paymentCardId: string | null;
  /** What is left to pay after the gift card (minor units), and the wallet's balance; null while unknown. */
  readonly dueAfterGiftCard: number | null;
  readonly walletBalance: number | null;
};

export function checkoutBlockers(input: CheckoutReadinessInput): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  if (input.itemCount === 0) blockers.push('emptyCart');
  if (input.preAssessmentPending) blockers.push('preAssessmentPending');
  if (!input.shippingAddressId) blockers.push('shippingAddressRequired');
  else if (!input.shippingAddressServed) blockers.push('shippingAddressNotServiced');
  if (requiresBillingAddress(input.paymentMethod)) {
    // Spec §5: 'Please select a billing address to proceed' before paying by card.
    if (!input.billingAddressId) blockers.push('billingAddressRequired');
    if (!input.paymentCardId) blockers.push('paymentCardRequired');
  }
  // WALLET alone must cover everything after the gift card (the server says INSUFFICIENT_WALLET_BALANCE otherwise).
  if (input.paymentMethod === 'WALLET' && input.dueAfterGiftCard !== null && input.walletBalance !== null && input.walletBalance < input.dueAfterGiftCard) {
    blockers.push('walletInsufficient');
  }
  return blockers;
}

/** One cart line as the API's CheckoutItemInput: the product, its first category and its answers. */
export type CheckoutItemInput = { readonly productId: string; readonly categoryId: string; readonly formResponseIds: readonly string[] };

export function checkoutItemInputs(
  items: readonly { readonly product: { readonly id: string; readonly categories: readonly { readonly id: string }[] }; readonly formResponseIds: readonly string[] }[],
): CheckoutItemInput[] {
  return items.flatMap((item) => {
    const categoryId = item.product.categories[0]?.id;
    // A product without a category cannot be in the cart (the add rules need one); nothing to send for it.
    return categoryId ? [{ productId: item.product.id, categoryId, formResponseIds: [...item.formResponseIds] }] : [];
  });
}

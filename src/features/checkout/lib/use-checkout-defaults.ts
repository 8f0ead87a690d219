// The checkout's starting choices, filled in once the client's addresses and cards are known (and again if a
// chosen one disappears): shipping to the address selected in the header (else the default), the default card,
// and billing to that card's billing address (else the shipping address).
import { useEffect } from 'react';
import type { SavedPaymentCard } from '../../../app/payments/payment-cards.ts';
import { chosenAddressId } from '../../../app/selected-address.ts';
import type { SavedAddress } from '../../../components/address/api/client-addresses.ts';
import { resolveSelectedAddress } from '../../../domain/location/selected-address.ts';
import { updateCheckoutDraft, type CheckoutDraft } from '../stores/checkout-draft.ts';

type Choices = Pick<CheckoutDraft, 'shippingAddressId' | 'billingAddressId' | 'paymentCardId'>;

export function useCheckoutDefaults(clientId: string, addresses: readonly SavedAddress[] | undefined, cards: readonly SavedPaymentCard[] | undefined, draft: Choices): void {
  const { shippingAddressId, billingAddressId, paymentCardId } = draft;
  useEffect(() => {
    if (!addresses || !cards) return;
    const hasAddress = (id: string | null) => id !== null && addresses.some((address) => address.id === id);
    const changes: Partial<Choices> = {};
    const shipping = hasAddress(shippingAddressId) ? shippingAddressId : (resolveSelectedAddress(addresses, chosenAddressId(clientId))?.id ?? null);
    if (shipping !== shippingAddressId) changes.shippingAddressId = shipping;
    const card = cards.some((entry) => entry.id === paymentCardId)
      ? cards.find((entry) => entry.id === paymentCardId)
      : (cards.find((entry) => entry.isDefault) ?? cards[0]);
    if ((card?.id ?? null) !== paymentCardId) changes.paymentCardId = card?.id ?? null;
    if (!hasAddress(billingAddressId)) {
      const billing = card?.billingAddressId && hasAddress(card.billingAddressId) ? card.billingAddressId : shipping;
      if (billing !== billingAddressId) changes.billingAddressId = billing;
    }
    if (Object.keys(changes).length > 0) updateCheckoutDraft(changes);
  }, [clientId, addresses, cards, shippingAddressId, billingAddressId, paymentCardId]);
}

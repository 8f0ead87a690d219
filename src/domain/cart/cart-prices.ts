// What the cart shows of prices (issue 13: the cart showed none): each item at the location's starting price
// (the price checkout charges, docs/decisions.md "Prices on an order"), the shipping of the items that ship, and
// their total. The platform fee and any promo code or gift card are added at checkout, which says so.
import { addMoney, money, sumMoney, type Money } from '../pricing/money-value.ts';

/** A product's offer at the location as the catalogue gives it; null price when it is not offered there. */
export type CartProductOffer = { readonly productId: string; readonly price: number | null; readonly shippingCost: number; readonly currencyCode: string };

export type CartPriceLine = { readonly productId: string; readonly price: Money | null };

export type CartPriceSummary = {
  /** In the cart's order; a null price when the product is not offered at this location (or not known yet). */
  readonly lines: readonly CartPriceLine[];
  readonly shipping: Money;
  /** Items plus shipping; null while any item has no price (the total would be wrong). */
  readonly total: Money | null;
};

export function cartPriceSummary(productIds: readonly string[], offers: readonly CartProductOffer[]): CartPriceSummary | null {
  const byId = new Map(offers.map((offer) => [offer.productId, offer]));
  const currency = offers[0]?.currencyCode;
  if (!currency) return null;
  const inCart = productIds.map((productId) => ({ productId, offer: byId.get(productId) }));
  const lines = inCart.map(({ productId, offer }) => ({ productId, price: offer && offer.price !== null ? money(offer.price, offer.currencyCode) : null }));
  const shipping = sumMoney(
    inCart.flatMap(({ offer }) => (offer ? [money(offer.shippingCost, offer.currencyCode)] : [])),
    currency,
  );
  const prices = lines.map((line) => line.price);
  const total = prices.every((price): price is Money => price !== null) ? addMoney(sumMoney(prices, currency), shipping) : null;
  return { lines, shipping, total };
}

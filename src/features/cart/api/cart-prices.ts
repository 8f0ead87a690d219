// productsByLocation for the cart: each product's starting price at the location and its shipping cost
// (cart-prices.ts in src/domain adds them up). Public GET, like the services list, with its 60-second stale time.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CartProductOffer } from '../../../domain/cart/cart-prices.ts';

export const CartPricesDocument = graphql(`
  query CartPrices($locationId: ID!) {
    productsByLocation(locationId: $locationId) {
      id
      shippingCost
      productLocations {
        id
        startingPrice
        currencyCode
      }
    }
  }
`);

const SERVICES_STALE_TIME_MS = 60_000;

export function cartPricesQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: ['cartPrices', locationId],
    queryFn: (): Promise<CartProductOffer[]> =>
      request(CartPricesDocument, { locationId }, { auth: false, method: 'GET' }).then((data) =>
        data.productsByLocation.flatMap((product) => {
          const offer = product.productLocations[0];
          return offer ? [{ productId: product.id, price: offer.startingPrice, shippingCost: product.shippingCost, currencyCode: offer.currencyCode }] : [];
        }),
      ),
    staleTime: SERVICES_STALE_TIME_MS,
  });
}

// The currency a prescription's price is typed in: the business's, read from the booked product's listing at
// the session's location (public catalogue data). The provider console cannot read the order itself (its
// currencyCode belongs to the bookings API, which serves clients and staff only).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { hcpKeys } from './hcp-keys.ts';

export const SessionCurrencyDocument = graphql(`
  query SessionCurrency($productId: ID!, $locationId: ID!) {
    product(id: $productId, locationId: $locationId) {
      id
      productLocations {
        locationId
        currencyCode
      }
    }
  }
`);

export function sessionCurrencyQueryOptions(productId: string, locationId: string) {
  return queryOptions({
    queryKey: [...hcpKeys.all, 'currency', productId, locationId] as const,
    queryFn: async (): Promise<string | null> => {
      const { product } = await request(SessionCurrencyDocument, { productId, locationId }, { auth: false, method: 'GET', toastErrors: false });
      const listing = product.productLocations.find((entry) => entry.locationId === locationId) ?? product.productLocations[0];
      return listing?.currencyCode ?? null;
    },
    staleTime: Infinity,
  });
}

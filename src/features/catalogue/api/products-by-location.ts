// productsByLocation: every product offered at the location with that location's starting price, in one
// request; the services list groups them by category (lib/catalogue-listing.ts). Public GET, 60-second stale time.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ProductsByLocationQuery } from '../../../gql/graphql.ts';
import { SERVICES_STALE_TIME_MS } from './stale-time.ts';

export const ProductsByLocationDocument = graphql(`
  query ProductsByLocation($locationId: ID!) {
    productsByLocation(locationId: $locationId) {
      id
      name
      tagline
      productType
      images {
        url
        type
      }
      categories {
        id
      }
      productLocations {
        id
        startingPrice
        currencyCode
        sortOrder
        images {
          url
          type
        }
      }
    }
  }
`);

export type CatalogueProductSummary = ProductsByLocationQuery['productsByLocation'][number];

export function productsByLocationQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: ['productsByLocation', locationId, activeLanguage()],
    queryFn: (): Promise<CatalogueProductSummary[]> =>
      request(ProductsByLocationDocument, { locationId }, { auth: false, method: 'GET' }).then((data) => data.productsByLocation),
    staleTime: SERVICES_STALE_TIME_MS,
  });
}

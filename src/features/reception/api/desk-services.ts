// productsByLocation for the front desk: the location's services with their category (an order item names it),
// their forms (a PRE_ASSESSMENT form is answered before booking) and the location's starting price.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { DeskServicesQuery } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const DeskServicesDocument = graphql(`
  query DeskServices($locationId: ID!) {
    productsByLocation(locationId: $locationId) {
      id
      name
      tagline
      productType
      categories {
        id
        name
      }
      forms {
        id
        type
      }
      productLocations {
        id
        startingPrice
        currencyCode
        sortOrder
      }
    }
  }
`);

export type DeskService = DeskServicesQuery['productsByLocation'][number];

export function deskServicesQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: receptionKeys.services(locationId),
    queryFn: () => request(DeskServicesDocument, { locationId }, { method: 'GET', auth: false }).then((data) => data.productsByLocation),
    staleTime: 60_000,
  });
}

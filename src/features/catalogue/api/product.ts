// product(id, locationId): one service as sold at the location, with its content blocks. A product that is not
// offered there (NOT_FOUND) or an id that is not an id at all (BAD_USER_INPUT) is an answer, not a failure: the
// screen says the service isn't offered here, so that answer is cached like any other and shows no error toast.
import { queryOptions } from '@tanstack/react-query';
import { GraphQLRequestError, request } from '../../../app/graphql-client.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ProductQuery } from '../../../gql/graphql.ts';
import { SERVICES_STALE_TIME_MS } from './stale-time.ts';

export const ProductDocument = graphql(`
  query Product($id: ID!, $locationId: ID!) {
    product(id: $id, locationId: $locationId) {
      id
      name
      tagline
      description
      details
      productType
      shippingCost
      images {
        url
        type
      }
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
        locationId
        startingPrice
        currencyCode
        sortOrder
        images {
          url
          type
        }
      }
      medicationProduct {
        id
        shippingCost
        controlledSubstance
      }
      labTestProduct {
        id
        sku
        sellingPrice
      }
    }
  }
`);

/** The product as the service detail shows it (and hands to the cart). */
export type CatalogueProduct = ProductQuery['product'];

export type ProductAtLocation = { offered: true; product: CatalogueProduct } | { offered: false };

export function productQueryOptions(productId: string, locationId: string) {
  return queryOptions({
    queryKey: ['product', productId, locationId, activeLanguage()],
    queryFn: async (): Promise<ProductAtLocation> => {
      try {
        const data = await request(ProductDocument, { id: productId, locationId }, { auth: false, method: 'GET', toastErrors: false });
        return { offered: true, product: data.product };
      } catch (error) {
        if (error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) {
          return { offered: false };
        }
        throw error;
      }
    },
    staleTime: SERVICES_STALE_TIME_MS,
  });
}

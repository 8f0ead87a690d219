// The product whose pre-assessment is answered: its categories (the first one is stored with the answers) and
// its forms. Public and GET, like the catalogue, so the questionnaire opens offline once seen.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AssessmentProductQuery } from '../../../gql/graphql.ts';

export const AssessmentProductDocument = graphql(`
  query AssessmentProduct($id: ID!, $locationId: ID!) {
    product(id: $id, locationId: $locationId) {
      id
      name
      categories {
        id
        name
      }
      forms {
        id
        type
      }
      images {
        url
        type
      }
    }
  }
`);

export type AssessmentProduct = AssessmentProductQuery['product'];

export function assessmentProductQueryOptions(productId: string, locationId: string) {
  return queryOptions({
    queryKey: ['product', productId, locationId, 'assessment'],
    queryFn: (): Promise<AssessmentProduct> =>
      request(AssessmentProductDocument, { id: productId, locationId }, { auth: false, method: 'GET' }).then((data) => data.product),
    staleTime: 60_000,
  });
}

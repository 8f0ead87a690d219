// adminBusiness(businessId): the business at a glance (the console's home) and the profile editor's values.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminBusinessQuery } from '../../../../gql/graphql.ts';
import { adminKeys } from './admin-keys.ts';

export const AdminBusinessDocument = graphql(`
  query AdminBusiness($businessId: ID!) {
    adminBusiness(businessId: $businessId) {
      id
      organizationId
      shortId
      name
      pictureUrl
      tagline
      customUrl
      description
      currencyCode
      status
      address {
        addressLine1
        addressLine2
        city
        state
        country
        zipcode
      }
      locationCount
      categoryCount
      productCount
      staffCount
    }
  }
`);

export type AdminBusinessView = AdminBusinessQuery['adminBusiness'];

export function adminBusinessQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: adminKeys.business(businessId),
    queryFn: () => request(AdminBusinessDocument, { businessId }, { toastErrors: false }).then((data) => data.adminBusiness),
  });
}

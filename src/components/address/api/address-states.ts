// states(countryCode): the state picker of the address form (public, cacheable, so sent as GET). Shares its
// cache key with the sign-up's state list: the same data.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const AddressStatesDocument = graphql(`
  query AddressStates($countryCode: String!) {
    states(countryCode: $countryCode) {
      isoCode
      name
    }
  }
`);

export function addressStatesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: ['states', countryCode],
    queryFn: () =>
      request(AddressStatesDocument, { countryCode }, { auth: false, method: 'GET', skipLoading: true }).then((data) => data.states),
    staleTime: Infinity,
  });
}

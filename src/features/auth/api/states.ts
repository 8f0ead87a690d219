// states(countryCode): the state list of the address step (public, cacheable, so sent as GET).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const StatesDocument = graphql(`
  query States($countryCode: String!) {
    states(countryCode: $countryCode) {
      isoCode
      name
    }
  }
`);

export function statesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: ['states', countryCode],
    queryFn: () =>
      request(StatesDocument, { countryCode }, { auth: false, method: 'GET', skipLoading: true }).then(
        (data) => data.states,
      ),
    staleTime: Infinity,
  });
}

// states(countryCode: "US"): state names for the state picker and the service-area dialog (public, GET).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const LocationStatesDocument = graphql(`
  query LocationStates($countryCode: String!) {
    states(countryCode: $countryCode) {
      isoCode
      name
    }
  }
`);

export type StateOption = { readonly isoCode: string; readonly name: string };

/** The seeded businesses serve US states; the same key as the sign-up's list, so one cached copy serves both. */
export function usStatesQueryOptions() {
  return queryOptions({
    queryKey: ['states', 'US'],
    queryFn: (): Promise<readonly StateOption[]> =>
      request(LocationStatesDocument, { countryCode: 'US' }, { auth: false, method: 'GET', skipLoading: true }).then((data) => data.states),
    staleTime: Infinity,
  });
}

// labVisits: the collector's own visits in a range of days, with the client, the test and where to go.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { LabVisitsQuery } from '../../../gql/graphql.ts';
import { LAB_STALE_TIME_MS, labKeys } from './lab-keys.ts';

export const LabVisitsDocument = graphql(`
  query LabVisits($from: String!, $to: String!) {
    labVisits(from: $from, to: $to) {
      orderItemId
      orderItemDisplayId
      status
      clientName
      clientPhone
      productName
      sku
      sessionDisplayId
      startsAt
      endsAt
      timezone
      hasReport
      place {
        kind
        name
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
        instructions
      }
    }
  }
`);

export type LabVisit = LabVisitsQuery['labVisits'][number];

export function labVisitsQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: labKeys.list(range),
    queryFn: async (): Promise<LabVisit[]> => (await request(LabVisitsDocument, range)).labVisits,
    staleTime: LAB_STALE_TIME_MS,
    refetchInterval: 60_000,
  });
}

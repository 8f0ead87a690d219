// renewalsAwaitingApproval: the next months of medication that wait for this provider's re-approval before the
// client is charged (a workflow may ask for it), oldest first as the server lists them.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { RenewalsAwaitingApprovalQuery } from '../../../gql/graphql.ts';
import { HCP_STALE_TIME_MS, hcpKeys } from './hcp-keys.ts';

export const RenewalsAwaitingApprovalDocument = graphql(`
  query RenewalsAwaitingApproval {
    renewalsAwaitingApproval {
      orderItemId
      orderItemDisplayId
      clientName
      medicationName
      cycle
      amount
      currencyCode
      dueAt
      requestedAt
      direction {
        id
        dosageName
        dose
        doseUnit
        route
        frequencyEvery
        frequencyTimeUnit
        durationEvery
        durationTimeUnit
        sellingPrice
        costToBusiness
      }
    }
  }
`);

export type RenewalApproval = RenewalsAwaitingApprovalQuery['renewalsAwaitingApproval'][number];

export function renewalsAwaitingApprovalQueryOptions() {
  return queryOptions({
    queryKey: hcpKeys.renewals(),
    queryFn: async (): Promise<RenewalApproval[]> => (await request(RenewalsAwaitingApprovalDocument, {})).renewalsAwaitingApproval,
    staleTime: HCP_STALE_TIME_MS,
    refetchInterval: 60_000,
  });
}

// receptionConsult(hcpSessionId): a consult's state as the front desk sees it (who is in the call, when, with
// whom; whether the provider allows the desk to observe the call, issue 15); no answers, no notes.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { DeskConsultQuery } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const DeskConsultDocument = graphql(`
  query DeskConsult($id: ID!) {
    receptionConsult(hcpSessionId: $id) {
      clientName
      clientInCall
      providerInCall
      session {
        id
        displayId
        status
        mode
        startTime
        endTime
        clientId
        provider {
          id
          name
        }
        orderItemId
        canJoin
        observersAllowed
      }
    }
  }
`);

export type DeskConsult = DeskConsultQuery['receptionConsult'];

/**
 * Live state: read again every 20 seconds while open, and at once whenever the screen opens (a reload included), since
 * who is in the call and whether observing is allowed change; the app's default keeps stored data fresh forever.
 */
export function deskConsultQueryOptions(hcpSessionId: string) {
  return queryOptions({
    queryKey: receptionKeys.consult(hcpSessionId),
    queryFn: () => request(DeskConsultDocument, { id: hcpSessionId }, { toastErrors: false }).then((data) => data.receptionConsult),
    staleTime: 0,
    refetchInterval: 20_000,
  });
}

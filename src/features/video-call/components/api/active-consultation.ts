// activeConsultation (spec §7): the consultation the signed-in client can be in now, to offer joining at start.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { ActiveConsultationNowQuery } from '../../../../gql/graphql.ts';

export const ActiveConsultationNowDocument = graphql(`
  query ActiveConsultationNow {
    activeConsultation {
      id
      orderId
      orderItemId
      consult {
        hcpSessionId
        status
        scheduleDateTimeUTC
        consultationDetail {
          HCPName
        }
      }
    }
  }
`);

export type ActiveConsultationNow = ActiveConsultationNowQuery['activeConsultation'];

export function activeConsultationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['activeConsultation', userId] as const,
    queryFn: (): Promise<ActiveConsultationNow> => request(ActiveConsultationNowDocument, {}, { skipLoading: true, toastErrors: false }).then((data) => data.activeConsultation),
    // Checked at start and again each minute: a consultation opens 15 minutes before its time.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

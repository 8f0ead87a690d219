// receptionDesk: the receptionist's business and its locations (where the desk books, whose currency it charges).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ReceptionDeskQuery } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionDeskDocument = graphql(`
  query ReceptionDesk {
    receptionDesk {
      businessId
      businessShortId
      businessName
      currencyCode
      locations {
        id
        shortId
        name
        timezone
        states
      }
    }
  }
`);

export type ReceptionDesk = ReceptionDeskQuery['receptionDesk'];
export type DeskLocation = ReceptionDesk['locations'][number];

export function receptionDeskQueryOptions() {
  return queryOptions({
    queryKey: receptionKeys.desk(),
    queryFn: () => request(ReceptionDeskDocument, {}).then((data) => data.receptionDesk),
    staleTime: 5 * 60_000,
  });
}

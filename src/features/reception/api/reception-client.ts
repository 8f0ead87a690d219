// receptionClient(id): one client of the business (client by id, profile details, edit). The runtime graphql tag
// is plain text (src/app/graphql-tag.ts), so the client's field set is written out in each operation that
// returns a client rather than shared as a fragment.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ReceptionClientQuery } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionClientDocument = graphql(`
  query ReceptionClient($id: ID!) {
    receptionClient(id: $id) {
      id
      firstName
      lastName
      email
      dob
      gender
      phoneCode
      phone
      timezone
      heightCm
      heightUnit
      weight
      weightUnit
      status
      createdAt
      invitationExpiresAt
      defaultAddress {
        id
        addressLine1
        addressLine2
        city
        state
        country
        zipcode
      }
    }
  }
`);

export type ReceptionClientDetails = ReceptionClientQuery['receptionClient'];

export function receptionClientQueryOptions(id: string) {
  return queryOptions({
    queryKey: receptionKeys.client(id),
    queryFn: () => request(ReceptionClientDocument, { id }, { toastErrors: false }).then((data) => data.receptionClient),
  });
}

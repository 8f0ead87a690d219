// receptionClients: one page (10) of the business's clients, searched by name, email or phone.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ReceptionClientsQuery } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionClientsDocument = graphql(`
  query ReceptionClients($search: String, $page: Int) {
    receptionClients(search: $search, page: $page) {
      totalCount
      nodes {
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
  }
`);

export type ReceptionClientRow = ReceptionClientsQuery['receptionClients']['nodes'][number];

/** `page` counts from 1 on screen; the API's pages count from 0. */
export function receptionClientsQueryOptions(view: { search: string; page: number }) {
  return queryOptions({
    queryKey: [...receptionKeys.clients(), view.search, view.page],
    queryFn: () => request(ReceptionClientsDocument, { search: view.search || null, page: view.page - 1 }).then((data) => data.receptionClients),
    staleTime: 30_000,
  });
}

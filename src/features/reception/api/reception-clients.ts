// receptionClients: one page (10) of the business's clients, searched by name, email or phone.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import type { ReceptionClientsQuery } from '../../../gql/graphql.ts';
import { ReceptionClientFields } from './reception-client-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionClientsDocument = withFragments(
  graphql(`
  query ReceptionClients($search: String, $page: Int) {
    receptionClients(search: $search, page: $page) {
      totalCount
      nodes {
        ...ReceptionClientFields
      }
    }
  }
`),
  ReceptionClientFields,
);

export type ReceptionClientRow = ReceptionClientsQuery['receptionClients']['nodes'][number];

/** `page` counts from 1 on screen; the API's pages count from 0. */
export function receptionClientsQueryOptions(view: { search: string; page: number }) {
  return queryOptions({
    queryKey: [...receptionKeys.clients(), view.search, view.page],
    queryFn: () => request(ReceptionClientsDocument, { search: view.search || null, page: view.page - 1 }).then((data) => data.receptionClients),
    staleTime: 30_000,
  });
}

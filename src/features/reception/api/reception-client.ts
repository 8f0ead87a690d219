// receptionClient(id): one client of the business (client by id, profile details, edit).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ReceptionClientFieldsFragment } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionClientDocument = graphql(`
  query ReceptionClient($id: ID!) {
    receptionClient(id: $id) {
      ...ReceptionClientFields
    }
  }
`);

export type ReceptionClientDetails = ReceptionClientFieldsFragment;

export function receptionClientQueryOptions(id: string) {
  return queryOptions({
    queryKey: receptionKeys.client(id),
    queryFn: () => request(ReceptionClientDocument, { id }, { toastErrors: false }).then((data) => data.receptionClient),
  });
}

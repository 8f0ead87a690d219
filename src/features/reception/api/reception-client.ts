// receptionClient(id): one client of the business (client by id, profile details, edit).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import type { ReceptionClientQuery } from '../../../gql/graphql.ts';
import { ReceptionClientFields } from './reception-client-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionClientDocument = withFragments(
  graphql(`
  query ReceptionClient($id: ID!) {
    receptionClient(id: $id) {
      ...ReceptionClientFields
    }
  }
`),
  ReceptionClientFields,
);

export type ReceptionClientDetails = ReceptionClientQuery['receptionClient'];

export function receptionClientQueryOptions(id: string) {
  return queryOptions({
    queryKey: receptionKeys.client(id),
    queryFn: () => request(ReceptionClientDocument, { id }, { toastErrors: false }).then((data) => data.receptionClient),
  });
}

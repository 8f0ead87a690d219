// receptionUpdateClient: a client's name details or address, changed from the edit screen (each part alone).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import type { ReceptionClientUpdateInput } from '../../../gql/graphql.ts';
import { ReceptionClientFields } from './reception-client-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionUpdateClientDocument = withFragments(
  graphql(`
  mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {
    receptionUpdateClient(id: $id, input: $input) {
      ...ReceptionClientFields
    }
  }
`),
  ReceptionClientFields,
);

export function useUpdateReceptionClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceptionClientUpdateInput) => request(ReceptionUpdateClientDocument, { id, input }, { toastErrors: false }).then((data) => data.receptionUpdateClient),
    onSuccess: (client) => {
      queryClient.setQueryData(receptionKeys.client(id), client);
      return queryClient.invalidateQueries({ queryKey: receptionKeys.clients() });
    },
  });
}

export const ReceptionResendInvitationDocument = withFragments(
  graphql(`
  mutation ReceptionResendInvitation($id: ID!) {
    receptionResendInvitation(id: $id) {
      ...ReceptionClientFields
    }
  }
`),
  ReceptionClientFields,
);

export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(ReceptionResendInvitationDocument, { id }).then((data) => data.receptionResendInvitation),
    onSuccess: (client) => queryClient.setQueryData(receptionKeys.client(id), client),
  });
}

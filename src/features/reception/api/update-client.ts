// receptionUpdateClient: a client's name details or address, changed from the edit screen (each part alone).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ReceptionClientUpdateInput } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionUpdateClientDocument = graphql(`
  mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {
    receptionUpdateClient(id: $id, input: $input) {
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

export const ReceptionResendInvitationDocument = graphql(`
  mutation ReceptionResendInvitation($id: ID!) {
    receptionResendInvitation(id: $id) {
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

export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(ReceptionResendInvitationDocument, { id }).then((data) => data.receptionResendInvitation),
    onSuccess: (client) => queryClient.setQueryData(receptionKeys.client(id), client),
  });
}

// updateClient with clientInput only: the sign-up identity check (SSN or driver's licence number).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { UpdateClientIdentityMutationVariables } from '../../../gql/graphql.ts';

export const UpdateClientIdentityDocument = graphql(`
  mutation UpdateClientIdentity($clientId: ID!, $clientInput: ClientInput!) {
    updateClient(clientId: $clientId, clientInput: $clientInput) {
      id
    }
  }
`);

export function useUpdateClientIdentityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateClientIdentityMutationVariables) =>
      request(UpdateClientIdentityDocument, variables, { toastErrors: false }),
    // The client record (identity numbers) is cached under ['client', id] by whoever reads it.
    onSuccess: (_data, variables) => queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] }),
  });
}

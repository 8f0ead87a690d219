// removeClientAddress: removes a saved address; a removed default passes to the newest remaining address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { RemoveClientAddressMutationVariables } from '../../../gql/graphql.ts';

export const RemoveClientAddressDocument = graphql(`
  mutation RemoveClientAddress($clientAddressId: ID!, $clientId: ID!) {
    removeClientAddress(clientAddressId: $clientAddressId, clientId: $clientId)
  }
`);

export function useRemoveClientAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RemoveClientAddressMutationVariables) => request(RemoveClientAddressDocument, variables, { toastErrors: false }),
    // A card whose billing address was removed shows no billing address any more: cards are refreshed too.
    onSuccess: (_done, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] }),
        queryClient.invalidateQueries({ queryKey: ['paymentCards', variables.clientId] }),
      ]),
  });
}

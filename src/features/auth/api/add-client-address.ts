// addClientAddress: the sign-up address step saves the client's first (default) address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AddSignupAddressMutationVariables } from '../../../gql/graphql.ts';

export const AddSignupAddressDocument = graphql(`
  mutation AddSignupAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {
      id
    }
  }
`);

export function useAddSignupAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddSignupAddressMutationVariables) =>
      request(AddSignupAddressDocument, variables, { toastErrors: false }),
    onSuccess: (_data, variables) => queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] }),
  });
}

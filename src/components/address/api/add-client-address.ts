// addClientAddress: a new saved address (the first one, or one asked to be, becomes the default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AddClientAddressMutationVariables } from '../../../gql/graphql.ts';

export const AddClientAddressDocument = graphql(`
  mutation AddClientAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {
      id
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
      contact
      instructions
      isDefault
    }
  }
`);

export function useAddClientAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddClientAddressMutationVariables) =>
      request(AddClientAddressDocument, variables, { toastErrors: false }).then((data) => data.addClientAddress),
    // ['client', id] covers the address list and the cart's selected-address state.
    onSuccess: (_address, variables) => queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] }),
  });
}

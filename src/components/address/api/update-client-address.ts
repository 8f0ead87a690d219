// updateClientAddress: edits a saved address in place; `defaultAddress: true` also makes it the default.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { UpdateClientAddressMutationVariables } from '../../../gql/graphql.ts';

export const UpdateClientAddressDocument = graphql(`
  mutation UpdateClientAddress($clientAddressId: ID!, $clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
    updateClientAddress(clientAddressId: $clientAddressId, clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {
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

export function useUpdateClientAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateClientAddressMutationVariables) =>
      request(UpdateClientAddressDocument, variables, { toastErrors: false }).then((data) => data.updateClientAddress),
    onSuccess: (_address, variables) => queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] }),
  });
}

// client(clientId).clientAddresses: the client's saved addresses, default first (account list, checkout's
// shipping and billing choice, the header's location selector, the card form's billing address).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ClientAddressesQuery } from '../../../gql/graphql.ts';

export const ClientAddressesDocument = graphql(`
  query ClientAddresses($clientId: ID!) {
    client(clientId: $clientId) {
      id
      clientAddresses {
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
  }
`);

export type SavedAddress = ClientAddressesQuery['client']['clientAddresses'][number];

/** Every address mutation invalidates ['client', clientId], which covers this key. */
export function clientAddressesQueryKey(clientId: string) {
  return ['client', clientId, 'addresses'] as const;
}

export function clientAddressesQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientAddressesQueryKey(clientId),
    queryFn: (): Promise<SavedAddress[]> =>
      request(ClientAddressesDocument, { clientId }).then(({ client }) =>
        // Default first, then as the server lists them (oldest first), so the list does not reshuffle.
        [...client.clientAddresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
      ),
  });
}

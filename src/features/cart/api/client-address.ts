// client(clientId): the state of the client's selected address (the header's location selector), which the
// cart's service-area rule checks.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { chosenAddressId } from '../../../app/selected-address.ts';
import { resolveSelectedAddress } from '../../../domain/location/selected-address.ts';

export const CartClientAddressDocument = graphql(`
  query CartClientAddress($clientId: ID!) {
    client(clientId: $clientId) {
      id
      clientAddresses {
        id
        state
        isDefault
      }
    }
  }
`);

/** The selected address's state: the one chosen in the header, else the default, else the first saved one; null without any. */
export function clientAddressQueryOptions(clientId: string) {
  const chosenId = chosenAddressId(clientId);
  return queryOptions({
    // Same key prefix the address mutations invalidate (['client', id]); the choice is part of the key.
    queryKey: ['client', clientId, 'selectedAddressState', chosenId],
    queryFn: (): Promise<string | null> =>
      request(CartClientAddressDocument, { clientId }).then(({ client }) => resolveSelectedAddress(client.clientAddresses, chosenId)?.state ?? null),
    staleTime: 0,
  });
}

// createOrder for a client at the front desk: the item with its held time, the payment (CARD pre-authorizes
// $490; CASH and WALLET_CASH place no hold) and the visit (facility, or a callout to one of the client's
// addresses). The checkoutId is kept across retries, so a double tap or a lost answer makes one order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CreateOrderInput, DeskCreateOrderMutation } from '../../../gql/graphql.ts';
import { receptionKeys } from './reception-keys.ts';

export const DeskCreateOrderDocument = graphql(`
  mutation DeskCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      success
      replayed
      order {
        id
        displayId
        orderItems {
          id
          displayId
        }
      }
    }
  }
`);

export type DeskPlacedOrder = DeskCreateOrderMutation['createOrder'];

export function useDeskCreateOrder(clientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => request(DeskCreateOrderDocument, { input }, { toastErrors: false }).then((data) => data.createOrder),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receptionKeys.bookings() }),
        ...(clientId ? [queryClient.invalidateQueries({ queryKey: ['wallet', clientId] })] : []),
      ]),
  });
}

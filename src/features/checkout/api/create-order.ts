// createOrder: places the checkout (spec §7). The checkoutId makes a retry or a double tap return the same order.
import { currentAttribution } from '../../../app/attribution.ts';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CreateOrderInput, PlaceOrderMutation } from '../../../gql/graphql.ts';

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      success
      message
      replayed
      order {
        id
        displayId
      }
    }
  }
`);

export type PlacedOrder = PlaceOrderMutation['createOrder'];

/**
 * The screen shows the error in place (and keeps everything entered), so the transport's toast is off. The
 * order carries where it came from and the affiliate of the last 7 days (issue 17).
 */
export function placeOrder(input: CreateOrderInput): Promise<PlacedOrder> {
  return request(PlaceOrderDocument, { input: { attribution: currentAttribution(), ...input } }, { toastErrors: false }).then((data) => data.createOrder);
}

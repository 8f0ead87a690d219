// cancelOrderItem: cancels one booking with the business's cancellation charge.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { invalidateBooking } from './booking-keys.ts';

export const CancelBookingDocument = graphql(`
  mutation CancelBooking($input: CancelOrderItemInput!) {
    cancelOrderItem(input: $input) {
      success
      orderItem {
        id
        status
      }
    }
  }
`);

export type CancelBookingVariables = { orderItemId: string; orderId: string; reason: string };

export function useCancelBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, reason }: CancelBookingVariables) => request(CancelBookingDocument, { input: { orderItemId, reason } }, { toastErrors: false }),
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
}

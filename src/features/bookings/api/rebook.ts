// rebook: moves a booked consult to the chosen slot (only while the server says canReschedule).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { invalidateBooking } from './booking-keys.ts';

export const RebookDocument = graphql(`
  mutation Rebook($input: RebookInput!) {
    rebook(input: $input) {
      success
      orderItem {
        id
        orderId
        status
      }
    }
  }
`);

export type RebookVariables = { orderItemId: string; orderId: string; providerId: string; startTime: string };

export function useRebookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, providerId, startTime }: RebookVariables) =>
      request(RebookDocument, { input: { orderItemId, providerId, startTime } }, { toastErrors: false }),
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
}

// Booking a time for an item without a live consult: holdSlot (the scheduling API holds the slot for this
// client), then bookConsultation (books the hold for the item). Two calls, so a hold that cannot be booked
// simply expires on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { invalidateBooking } from './booking-keys.ts';

export const HoldBookingSlotDocument = graphql(`
  mutation HoldBookingSlot($input: HoldSlotInput!) {
    holdSlot(input: $input) {
      id
    }
  }
`);

export const BookConsultationDocument = graphql(`
  mutation BookConsultation($input: BookConsultationInput!) {
    bookConsultation(input: $input) {
      success
      orderItem {
        id
        status
      }
    }
  }
`);

export type BookConsultationVariables = { orderItemId: string; orderId: string; productId: string; locationId: string; providerId: string; startTime: string };

export function useBookConsultationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderItemId, productId, locationId, providerId, startTime }: BookConsultationVariables) => {
      const held = await request(HoldBookingSlotDocument, { input: { providerId, productId, locationId, startTime } }, { toastErrors: false });
      return request(BookConsultationDocument, { input: { orderItemId, sessionId: held.holdSlot.id } }, { toastErrors: false });
    },
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
}

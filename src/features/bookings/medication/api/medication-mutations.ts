// The client's steps after the order: confirming the parcel arrived (or reporting it missing, both through the
// offline outbox), starting the program, and turning the program's auto-renewal off or on. Each refreshes the
// booking it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToOutbox } from '../../../../app/outbox/outbox.ts';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import { bookingKeys, invalidateBooking } from '../../api/booking-keys.ts';

export const StartTreatmentPlanDocument = graphql(`
  mutation StartTreatmentPlan($input: StartTreatmentPlanInput!) {
    startTreatmentPlan(input: $input) {
      id
      status
      treatmentPlanStartDate
    }
  }
`);

export const SetAutoRenewDocument = graphql(`
  mutation SetAutoRenew($input: SetAutoRenewInput!) {
    setAutoRenew(input: $input) {
      id
      autoRenewal {
        enabled
        canChange
      }
    }
  }
`);

type ItemRef = { orderItemId: string; orderId: string };

export type DeliveryAnswer = ItemRef & { received: boolean; note: string | null };

/**
 * 'I got my medication' (or 'it has not arrived') through the outbox: stored on this device with its key first and
 * sent now or once back online; the booking refreshes once the server has it.
 */
export function queueDeliveryAnswer(answer: DeliveryAnswer) {
  const { orderItemId, orderId } = answer;
  return addToOutbox({ kind: 'deliveryConfirmation', payload: answer, invalidates: [bookingKeys.lists(), bookingKeys.item(orderItemId), bookingKeys.order(orderId)] });
}

export function useStartTreatmentPlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId }: ItemRef) => request(StartTreatmentPlanDocument, { input: { orderItemId } }, { toastErrors: false }).then((data) => data.startTreatmentPlan),
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
}

export function useSetAutoRenewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, enabled }: ItemRef & { enabled: boolean }) =>
      request(SetAutoRenewDocument, { input: { orderItemId, enabled } }, { toastErrors: false }).then((data) => data.setAutoRenew),
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
}

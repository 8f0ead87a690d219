// The client's steps after the order: confirming the parcel arrived (or reporting it missing), starting the
// program, and turning the program's auto-renewal off or on. Each refreshes the booking it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import { invalidateBooking } from '../../api/booking-keys.ts';

export const MarkMedicationDeliveredDocument = graphql(`
  mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {
    markMedicationOrderAsDelivered(input: $input) {
      success
      message
      orderItem {
        id
        status
      }
    }
  }
`);

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

export type DeliveryAnswer = ItemRef & { idempotencyKey: string; received: boolean; note: string | null };

export function useMarkDeliveredMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, idempotencyKey, received, note }: DeliveryAnswer) =>
      request(MarkMedicationDeliveredDocument, { input: { orderItemId, idempotencyKey, received, ...(note ? { note } : {}) } }, { toastErrors: false }).then(
        (data) => data.markMedicationOrderAsDelivered,
      ),
    onSuccess: (_data, { orderItemId, orderId }) => invalidateBooking(queryClient, orderItemId, orderId),
  });
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

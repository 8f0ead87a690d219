// The queue's three steps: markMedicationOrderPreparing, shipMedicationOrder (carrier and tracking link) and
// markMedicationOrderDelivered. Each answers the order's new status; the queue's pages are read again after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ShipmentFormValues } from '../lib/shipment-form.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';

export const MarkMedicationOrderPreparingDocument = graphql(`
  mutation MarkMedicationOrderPreparing($input: MedicationOrderRefInput!) {
    markMedicationOrderPreparing(input: $input) {
      id
      status
    }
  }
`);

export const ShipMedicationOrderDocument = graphql(`
  mutation ShipMedicationOrder($input: ShipMedicationOrderInput!) {
    shipMedicationOrder(input: $input) {
      id
      status
    }
  }
`);

export const MarkMedicationOrderDeliveredDocument = graphql(`
  mutation MarkMedicationOrderDelivered($input: MedicationOrderRefInput!) {
    markMedicationOrderDelivered(input: $input) {
      id
      status
    }
  }
`);

export type FulfilmentStep =
  | { kind: 'prepare'; medicationOrderId: string }
  | { kind: 'ship'; medicationOrderId: string; shipment: ShipmentFormValues }
  | { kind: 'deliver'; medicationOrderId: string };

function runStep(step: FulfilmentStep): Promise<unknown> {
  const { medicationOrderId } = step;
  switch (step.kind) {
    case 'prepare':
      return request(MarkMedicationOrderPreparingDocument, { input: { medicationOrderId } });
    case 'ship':
      return request(ShipMedicationOrderDocument, { input: { medicationOrderId, ...step.shipment } });
    case 'deliver':
      return request(MarkMedicationOrderDeliveredDocument, { input: { medicationOrderId } });
  }
}

export function useFulfilmentStepMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStep,
    // Whether it went through or not (another colleague may have moved it first), the pages are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fulfilmentKeys.lists() }),
  });
}

// createMedicationOrder (spec §7): orders the approved medication's first month, charging the lowest dose now.
// The idempotencyKey makes a retry or a double tap answer the first result instead of charging twice.
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { CreateMedicationOrderInput, CreateMedicationOrderMutation } from '../../../../gql/graphql.ts';

export const CreateMedicationOrderDocument = graphql(`
  mutation CreateMedicationOrder($input: CreateMedicationOrderInput!) {
    createMedicationOrder(input: $input) {
      success
      message
      orderItem {
        id
        orderId
        status
      }
    }
  }
`);

export type MedicationOrderResult = CreateMedicationOrderMutation['createMedicationOrder'];

/** The order page shows the failure in place (and keeps every choice), so the transport's toast is off. */
export function createMedicationOrder(input: CreateMedicationOrderInput): Promise<MedicationOrderResult> {
  return request(CreateMedicationOrderDocument, { input }, { toastErrors: false }).then((data) => data.createMedicationOrder);
}

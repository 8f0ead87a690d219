// declineTreatment: the provider declines the booked item's treatment, with a reason the client reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { hcpKeys } from './hcp-keys.ts';

export const DeclineTreatmentDocument = graphql(`
  mutation DeclineTreatment($input: DeclineTreatmentInput!) {
    declineTreatment(input: $input) {
      id
      hasHCPApproval
    }
  }
`);

export function useDeclineTreatmentMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, reason }: { orderItemId: string; reason: string }) => request(DeclineTreatmentDocument, { input: { orderItemId, reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) }),
  });
}

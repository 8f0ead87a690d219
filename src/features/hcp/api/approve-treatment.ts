// approveTreatment: the provider approves the booked item's treatment with a prescription (medication and dose options).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ApprovedPrescription } from '../lib/prescription-form.ts';
import { hcpKeys } from './hcp-keys.ts';

export const ApproveTreatmentDocument = graphql(`
  mutation ApproveTreatment($input: ApproveTreatmentInput!) {
    approveTreatment(input: $input) {
      id
      hasHCPApproval
    }
  }
`);

export function useApproveTreatmentMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, prescription }: { orderItemId: string; prescription: ApprovedPrescription }) =>
      request(ApproveTreatmentDocument, { input: { orderItemId, prescription } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) }),
  });
}

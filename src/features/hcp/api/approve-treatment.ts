// approveTreatment: the provider approves the booked item's treatment with a prescription.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { PrescriptionInputValues } from '../lib/prescription-form.ts';
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
    mutationFn: ({ orderItemId, prescription }: { orderItemId: string; prescription: PrescriptionInputValues }) =>
      request(ApproveTreatmentDocument, { input: { orderItemId, prescription } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) }),
  });
}

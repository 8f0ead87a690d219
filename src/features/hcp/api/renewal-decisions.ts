// approveRenewal / declineRenewal: the provider lets a waiting month of medication be charged, or declines it
// with a reason the client reads. Either way it leaves the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { hcpKeys } from './hcp-keys.ts';

export const ApproveRenewalDocument = graphql(`
  mutation ApproveRenewal($input: ApproveRenewalInput!) {
    approveRenewal(input: $input) {
      id
      status
    }
  }
`);

export const DeclineRenewalDocument = graphql(`
  mutation DeclineRenewal($input: DeclineRenewalInput!) {
    declineRenewal(input: $input) {
      id
      status
    }
  }
`);

export type RenewalDecision = { kind: 'approve'; orderItemId: string } | { kind: 'decline'; orderItemId: string; reason: string };

function decide(decision: RenewalDecision): Promise<unknown> {
  return decision.kind === 'approve'
    ? request(ApproveRenewalDocument, { input: { orderItemId: decision.orderItemId } })
    : request(DeclineRenewalDocument, { input: { orderItemId: decision.orderItemId, reason: decision.reason } });
}

export function useRenewalDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Decided here or by a colleague meanwhile: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hcpKeys.renewals() }),
  });
}

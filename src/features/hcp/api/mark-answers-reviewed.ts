// markAnswersReviewed: the provider marks the booked item's answers as reviewed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { hcpKeys } from './hcp-keys.ts';

export const MarkAnswersReviewedDocument = graphql(`
  mutation MarkAnswersReviewed($input: OrderItemRefInput!) {
    markAnswersReviewed(input: $input) {
      id
    }
  }
`);

export function useMarkAnswersReviewedMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId }: { orderItemId: string }) => request(MarkAnswersReviewedDocument, { input: { orderItemId } }),
    // Only the session's answers change; the lists do not show them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) }),
  });
}

// markSessionNoShow: the provider records who did not come (client, provider or both).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { NoShowWho } from '../lib/call-step.ts';
import { invalidateHcpSession } from './hcp-keys.ts';

export const MarkSessionNoShowDocument = graphql(`
  mutation MarkSessionNoShow($input: MarkSessionNoShowInput!) {
    markSessionNoShow(input: $input) {
      id
      status
    }
  }
`);

export function useMarkSessionNoShowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, who }: { sessionId: string; who: NoShowWho }) => request(MarkSessionNoShowDocument, { input: { HCPSessionId: sessionId, who } }),
    onSuccess: (_data, { sessionId }) => invalidateHcpSession(queryClient, sessionId),
  });
}

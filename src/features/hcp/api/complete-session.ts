// completeSession: the provider completes a consultation in progress (INPROGRESS -> COMPLETED).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { invalidateHcpSession } from './hcp-keys.ts';

export const CompleteSessionDocument = graphql(`
  mutation CompleteSession($input: VideoCallInput!) {
    completeSession(input: $input) {
      id
      status
    }
  }
`);

export function useCompleteSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId }: { sessionId: string }) => request(CompleteSessionDocument, { input: { HCPSessionId: sessionId } }),
    onSuccess: (_data, { sessionId }) => invalidateHcpSession(queryClient, sessionId),
  });
}

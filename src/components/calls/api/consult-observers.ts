// Issue 15: whether the front desk may observe one consultation's call (HcpSession.observersAllowed), and the
// provider's switch (setConsultObserversAllowed). Used by the provider console's session page.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const ConsultObserversDocument = graphql(`
  query ConsultObservers($id: ID!) {
    hcpSession(HCPSessionId: $id) {
      id
      status
      mode
      observersAllowed
    }
  }
`);

export const SetConsultObserversDocument = graphql(`
  mutation SetConsultObservers($input: ConsultObserversInput!) {
    setConsultObserversAllowed(input: $input) {
      id
      status
      mode
      observersAllowed
    }
  }
`);

const consultObserversKey = (sessionId: string) => ['consult-observers', sessionId] as const;

export function consultObserversQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: consultObserversKey(sessionId),
    queryFn: () => request(ConsultObserversDocument, { id: sessionId }, { toastErrors: false }).then((data) => data.hcpSession),
  });
}

/** Switches the permission; the answer is the session's new state, written straight into its query. */
export function useSetConsultObserversMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => request(SetConsultObserversDocument, { input: { HCPSessionId: sessionId, allowed } }).then((data) => data.setConsultObserversAllowed),
    onSuccess: (session) => queryClient.setQueryData(consultObserversKey(sessionId), session),
  });
}

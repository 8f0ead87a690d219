// The set-password invitation of a client created at the front desk (public: the link's token is the key).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const ClientInvitationDocument = graphql(`
  query ClientInvitation($token: String!) {
    clientInvitation(token: $token) {
      email
      firstName
      businessName
      expiresAt
    }
  }
`);

export const SetPasswordFromInvitationDocument = graphql(`
  mutation SetPasswordFromInvitation($token: String!, $password: String!) {
    setPasswordFromInvitation(token: $token, password: $password) {
      success
      email
    }
  }
`);

/** Never cached between visits: a used link must say so the next time. */
export function clientInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['clientInvitation', token],
    queryFn: () => request(ClientInvitationDocument, { token }, { auth: false, toastErrors: false }).then((data) => data.clientInvitation),
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
}

/** The screen shows a failure in place, so the transport's toast is off. */
export function setPasswordFromInvitation(token: string, password: string) {
  return request(SetPasswordFromInvitationDocument, { token, password }, { auth: false, toastErrors: false }).then((data) => data.setPasswordFromInvitation);
}

// Login (spec §7): email and password for access, refresh and id tokens. No authorization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { LoginMutationVariables } from '../../../gql/graphql.ts';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      refreshToken
      idToken
    }
  }
`);

/** Sends the login; the screen shows the failure itself, so no toast. */
export function loginRequest(variables: LoginMutationVariables) {
  return request(LoginDocument, variables, { auth: false, toastErrors: false }).then((data) => data.login);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}

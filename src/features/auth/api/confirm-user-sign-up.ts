// confirmUserSignUp (spec §7): the 4-digit email code confirms the new account. No authorization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ConfirmUserSignUpMutationVariables } from '../../../gql/graphql.ts';

export const ConfirmUserSignUpDocument = graphql(`
  mutation ConfirmUserSignUp($email: String!, $code: String!) {
    confirmUserSignUp(email: $email, code: $code) {
      success
    }
  }
`);

export function useConfirmUserSignUpMutation() {
  return useMutation({
    mutationFn: (variables: ConfirmUserSignUpMutationVariables) =>
      request(ConfirmUserSignUpDocument, variables, { auth: false, toastErrors: false }),
  });
}

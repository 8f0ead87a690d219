// confirmForgotPassword (spec §7): code, email and the new password. No authorization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ConfirmForgotPasswordMutationVariables } from '../../../gql/graphql.ts';

export const ConfirmForgotPasswordDocument = graphql(`
  mutation ConfirmForgotPassword($email: String!, $code: String!, $password: String!) {
    confirmForgotPassword(email: $email, code: $code, password: $password) {
      success
    }
  }
`);

export function useConfirmForgotPasswordMutation() {
  return useMutation({
    mutationFn: (variables: ConfirmForgotPasswordMutationVariables) =>
      request(ConfirmForgotPasswordDocument, variables, { auth: false, toastErrors: false }),
  });
}

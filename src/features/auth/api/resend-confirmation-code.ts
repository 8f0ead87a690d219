// resendConfirmationCode (spec §7): mails a new sign-up code. No authorization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ResendConfirmationCodeMutationVariables } from '../../../gql/graphql.ts';

export const ResendConfirmationCodeDocument = graphql(`
  mutation ResendConfirmationCode($email: String!) {
    resendConfirmationCode(email: $email) {
      success
    }
  }
`);

export function resendConfirmationCodeRequest(variables: ResendConfirmationCodeMutationVariables) {
  return request(ResendConfirmationCodeDocument, variables, { auth: false, toastErrors: false });
}

export function useResendConfirmationCodeMutation() {
  return useMutation({ mutationFn: resendConfirmationCodeRequest });
}

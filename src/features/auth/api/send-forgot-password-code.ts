// sendForgotPasswordCode (spec §7): mails a reset code to the address. No authorization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { SendForgotPasswordCodeMutationVariables } from '../../../gql/graphql.ts';

export const SendForgotPasswordCodeDocument = graphql(`
  mutation SendForgotPasswordCode($email: String!) {
    sendForgotPasswordCode(email: $email) {
      success
    }
  }
`);

export function useSendForgotPasswordCodeMutation() {
  return useMutation({
    mutationFn: (variables: SendForgotPasswordCodeMutationVariables) =>
      request(SendForgotPasswordCodeDocument, variables, { auth: false, toastErrors: false }),
  });
}

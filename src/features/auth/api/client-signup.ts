// clientSignup (spec §7): creates the account and its client record; sends only the organization header.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ClientSignupMutationVariables } from '../../../gql/graphql.ts';

export const ClientSignupDocument = graphql(`
  mutation ClientSignup($password: String!, $userInput: UserInput!) {
    clientSignup(password: $password, userInput: $userInput) {
      id
      userId
    }
  }
`);

export function useClientSignupMutation() {
  return useMutation({
    mutationFn: (variables: ClientSignupMutationVariables) =>
      request(ClientSignupDocument, variables, { organizationOnly: true, toastErrors: false }).then(
        (data) => data.clientSignup,
      ),
  });
}

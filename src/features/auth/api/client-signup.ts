// clientSignup (spec §7): creates the account and its client record; sends only the organization header.
import { useMutation } from '@tanstack/react-query';
import { currentAttribution } from '../../../app/attribution.ts';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ClientSignupMutationVariables } from '../../../gql/graphql.ts';

export const ClientSignupDocument = graphql(`
  mutation ClientSignup($password: String!, $userInput: UserInput!, $attribution: AttributionInput) {
    clientSignup(password: $password, userInput: $userInput, attribution: $attribution) {
      id
      userId
    }
  }
`);

export function useClientSignupMutation() {
  return useMutation({
    mutationFn: (variables: ClientSignupMutationVariables) =>
      // The affiliate whose link brought the person (issue 17) goes with the sign-up.
      request(ClientSignupDocument, { attribution: currentAttribution(), ...variables }, { organizationOnly: true, toastErrors: false }).then(
        (data) => data.clientSignup,
      ),
  });
}

// clientSignupProgress: whether the signed-in client has given an identity document and an address (sign-up steps
// 4 and 5). Read on login and when the sign-up page opens, so a sign-up left mid-way resumes where it stopped.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { ClientSignupProgressQuery } from '../../../gql/graphql.ts';

export const ClientSignupProgressDocument = graphql(`
  query ClientSignupProgress($clientId: ID!) {
    clientSignupProgress(clientId: $clientId) {
      finished
      identityGiven
      addressGiven
    }
  }
`);

export type ClientSignupProgress = ClientSignupProgressQuery['clientSignupProgress'];

export function fetchClientSignupProgress(clientId: string): Promise<ClientSignupProgress> {
  return request(ClientSignupProgressDocument, { clientId }, { toastErrors: false }).then((data) => data.clientSignupProgress);
}

// storeUserResponses: the server checks the answers against the form's current version, scores them (its result
// is the one that counts) and stores them once per clientDraftId, so sending the same draft again is harmless.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { StoreUserResponsesInput, StoreAssessmentAnswersMutation } from '../../../gql/graphql.ts';

export const StoreAssessmentAnswersDocument = graphql(`
  mutation StoreAssessmentAnswers($input: StoreUserResponsesInput!) {
    storeUserResponses(input: $input) {
      id
      clientDraftId
      formVersionId
      score {
        passed
        percentage
        checks
        correct
      }
    }
  }
`);

export type StoredAnswers = StoreAssessmentAnswersMutation['storeUserResponses'];

export function storeAssessmentAnswers(input: StoreUserResponsesInput): Promise<StoredAnswers> {
  // Network failures are handled by the caller (the answers wait for the connection), so no network toast.
  return request(StoreAssessmentAnswersDocument, { input }, { toastErrors: false }).then((data) => data.storeUserResponses);
}

// storeUserResponses: the server checks the answers against the form's current version, scores them (its result
// is the one that counts) and stores them once per clientDraftId, so sending the same draft again is harmless.
// Answers that cannot be sent now go to the app's outbox under that same key: they reach the server even if the
// questionnaire is closed, and the screen, sending the draft again later, gets the stored result back.
import { NetworkError, request } from '../../../app/graphql-client.ts';
import { addToOutbox } from '../../../app/outbox/outbox.ts';
import { StoreAssessmentAnswersDocument } from '../../../app/outbox/outbox-operations.ts';
import type { StoreUserResponsesInput, StoreAssessmentAnswersMutation } from '../../../gql/graphql.ts';

export type StoredAnswers = StoreAssessmentAnswersMutation['storeUserResponses'];

/** Puts submitted answers in the outbox (signed-in clients only; the draft on this device stays either way). */
export async function queueAssessmentAnswers(input: StoreUserResponsesInput): Promise<void> {
  const { clientDraftId, ...payload } = input;
  try {
    await addToOutbox({ kind: 'preAssessmentAnswers', id: String(clientDraftId), payload });
  } catch {
    // Signed out, or no storage: the screen's own draft still holds the answers and sends them later.
  }
}

export async function storeAssessmentAnswers(input: StoreUserResponsesInput): Promise<StoredAnswers> {
  try {
    // Network failures are handled by the caller (the answers wait for the connection), so no network toast.
    const data = await request(StoreAssessmentAnswersDocument, { input }, { toastErrors: false });
    return data.storeUserResponses;
  } catch (error) {
    if (error instanceof NetworkError) await queueAssessmentAnswers(input);
    throw error;
  }
}

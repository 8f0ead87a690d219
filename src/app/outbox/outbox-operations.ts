// The four writes the outbox sends, each carrying the entry's id as its idempotency key. They live here (not in
// the features that show them) because the runner sends app-wide, whichever screen is open; the features import them.
import { graphql } from '../graphql-tag.ts';

export const AddWeightReadingDocument = graphql(`
  mutation AddWeightReading($input: AddMetricReadingsInput!) {
    addMetricReadings(input: $input) {
      id
    }
  }
`);

export const AddWeeklyProgressDocument = graphql(`
  mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {
    addWeeklyProgress(input: $input) {
      id
    }
  }
`);

export const MarkMedicationDeliveredDocument = graphql(`
  mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {
    markMedicationOrderAsDelivered(input: $input) {
      success
      message
      orderItem {
        id
        status
      }
    }
  }
`);

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

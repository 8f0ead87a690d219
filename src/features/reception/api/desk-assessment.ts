// The pre-assessment a desk booking needs: the service's form (in the reader's language) and the answers stored
// for the client under the receptionist's grant (the stored response records who entered them).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { StoreAssessmentAnswersDocument } from '../../../app/outbox/outbox-operations.ts';
import type { DeskAssessmentFormQuery, DeskAssessmentServiceQuery, StoreUserResponsesInput } from '../../../gql/graphql.ts';

export const DeskAssessmentServiceDocument = graphql(`
  query DeskAssessmentService($id: ID!, $locationId: ID!) {
    product(id: $id, locationId: $locationId) {
      id
      name
      categories {
        id
      }
      forms {
        id
        type
      }
    }
  }
`);

export const DeskAssessmentFormDocument = graphql(`
  query DeskAssessmentForm($id: ID!, $locale: String) {
    form(id: $id, locale: $locale) {
      id
      name
      description
      currentVersion {
        id
        schema
        uiSchema
      }
    }
  }
`);

export type DeskAssessmentService = DeskAssessmentServiceQuery['product'];
export type DeskAssessmentForm = DeskAssessmentFormQuery['form'];

export function deskAssessmentServiceQueryOptions(productId: string, locationId: string) {
  return queryOptions({
    queryKey: ['reception', 'assessmentService', productId, locationId],
    queryFn: () => request(DeskAssessmentServiceDocument, { id: productId, locationId }, { method: 'GET', auth: false }).then((data) => data.product),
    staleTime: 60_000,
  });
}

export function deskAssessmentFormQueryOptions(formId: string, language: string) {
  return queryOptions({
    queryKey: ['reception', 'assessmentForm', formId, language],
    queryFn: () => request(DeskAssessmentFormDocument, { id: formId, locale: language }, { method: 'GET', auth: false }).then((data) => data.form),
    staleTime: 60_000,
  });
}

/** Stored once per clientDraftId: a retry answers the first result. The screen shows failures itself. */
export function storeDeskAnswers(input: StoreUserResponsesInput) {
  return request(StoreAssessmentAnswersDocument, { input }, { toastErrors: false }).then((data) => data.storeUserResponses);
}

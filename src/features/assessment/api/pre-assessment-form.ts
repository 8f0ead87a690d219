// form(id): the form with its current version's schema and uiSchema (public, GET, cached offline once seen), in the
// person's language (its texts per language; English where a text has no translation).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { PreAssessmentFormQuery } from '../../../gql/graphql.ts';

export const PreAssessmentFormDocument = graphql(`
  query PreAssessmentForm($id: ID!, $locale: String) {
    form(id: $id, locale: $locale) {
      id
      name
      description
      type
      currentVersion {
        id
        version
        schema
        uiSchema
      }
    }
  }
`);

export type PreAssessmentForm = PreAssessmentFormQuery['form'];

export function preAssessmentFormQueryOptions(formId: string, language: string) {
  return queryOptions({
    queryKey: ['form', formId, language],
    queryFn: (): Promise<PreAssessmentForm> =>
      request(PreAssessmentFormDocument, { id: formId, locale: language }, { auth: false, method: 'GET' }).then((data) => data.form),
    staleTime: 60_000,
  });
}

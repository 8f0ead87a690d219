// adminForms(businessId) and adminForm(id): the business's forms for the list, and one form with every version.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminFormQuery, AdminFormsQuery } from '../../../../gql/graphql.ts';
import { adminFormsKeys } from './admin-forms-keys.ts';

export const AdminFormsDocument = graphql(`
  query AdminForms($businessId: ID!) {
    adminForms(businessId: $businessId) {
      id
      name
      type
      status
      updatedAt
      versions {
        id
        version
        currentFlag
      }
    }
  }
`);

export const AdminFormDocument = graphql(`
  query AdminForm($id: ID!) {
    adminForm(id: $id) {
      id
      name
      description
      type
      status
      versions {
        id
        version
        currentFlag
        createdAt
        answerCount
        schema
        uiSchema
        texts {
          locale
          name
          description
          texts
        }
      }
    }
  }
`);

export type AdminFormListItem = AdminFormsQuery['adminForms'][number];
export type AdminFormView = AdminFormQuery['adminForm'];

export function adminFormsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: adminFormsKeys.forms(businessId),
    queryFn: () => request(AdminFormsDocument, { businessId }, { toastErrors: false }).then((data) => data.adminForms),
  });
}

export function adminFormQueryOptions(businessId: string, formId: string) {
  return queryOptions({
    queryKey: adminFormsKeys.form(businessId, formId),
    queryFn: () => request(AdminFormDocument, { id: formId }, { toastErrors: false }).then((data) => data.adminForm),
  });
}

// adminWorkflowCategories(businessId) and publishWorkflowVersion: the categories with every workflow version,
// and a new current version of one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminWorkflowCategoriesQuery, PublishWorkflowInput } from '../../../../gql/graphql.ts';
import { adminFormsKeys } from '../../forms/api/admin-forms-keys.ts';

export const AdminWorkflowCategoriesDocument = graphql(`
  query AdminWorkflowCategories($businessId: ID!) {
    adminWorkflowCategories(businessId: $businessId) {
      id
      code
      name
      workflowVersions {
        id
        version
        workflowId
        currentFlag
        createdAt
        feConfiguration
      }
    }
  }
`);

export const PublishWorkflowVersionDocument = graphql(`
  mutation PublishWorkflowVersion($input: PublishWorkflowInput!) {
    publishWorkflowVersion(input: $input) {
      id
      version
    }
  }
`);

export type AdminWorkflowCategory = AdminWorkflowCategoriesQuery['adminWorkflowCategories'][number];

export function adminWorkflowsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: adminFormsKeys.workflows(businessId),
    queryFn: () => request(AdminWorkflowCategoriesDocument, { businessId }, { toastErrors: false }).then((data) => data.adminWorkflowCategories),
  });
}

export function usePublishWorkflow(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishWorkflowInput) => request(PublishWorkflowVersionDocument, { input }, { toastErrors: false }).then((data) => data.publishWorkflowVersion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFormsKeys.workflows(businessId) }),
  });
}

// workflow(id): the current workflow of a category (id is the category id); public, GET so it is cached offline.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { WorkflowVersion } from '../../../domain/workflow/workflow-version.ts';

export const CategoryWorkflowDocument = graphql(`
  query CategoryWorkflow($categoryId: ID!) {
    workflow(id: $categoryId) {
      id
      currentFlag
      feConfiguration
    }
  }
`);

/**
 * The category's workflow as the version list the cart rules read: the server answers only the current version
 * (null when missing or invalid), so the list holds it alone or is empty.
 */
export function categoryWorkflowQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: ['workflow', categoryId],
    queryFn: (): Promise<WorkflowVersion[]> =>
      request(CategoryWorkflowDocument, { categoryId }, { auth: false, method: 'GET' }).then((data) =>
        data.workflow ? [{ id: data.workflow.id, currentFlag: data.workflow.currentFlag, feConfiguration: data.workflow.feConfiguration }] : [],
      ),
    // Workflows change when staff edit them; a minute matches the catalogue's freshness (spec §9 services).
    staleTime: 60_000,
  });
}

// adminCategories(businessId) with createCategory and updateCategory: the categories and their texts in four languages.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../../app/graphql-tag.ts';
import type { AdminCategoriesQuery, AdminCategoryInput } from '../../../../gql/graphql.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on AdminCategory {
    id
    code
    name {
      en
      es
      fr
      pt
    }
    description {
      en
      es
      fr
      pt
    }
    status
    sortOrder
    medicationSelectionOptional
    mutuallyExclusiveMedication
    images {
      url
      type
    }
    productCount
  }
`);

export const AdminCategoriesDocument = withFragments(
  graphql(`
  query AdminCategories($businessId: ID!) {
    adminCategories(businessId: $businessId) {
      ...AdminCategoryFields
    }
  }
`),
  AdminCategoryFieldsFragment,
);

const CreateCategoryDocument = withFragments(
  graphql(`
  mutation CreateCategory($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) {
    createCategory(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {
      ...AdminCategoryFields
    }
  }
`),
  AdminCategoryFieldsFragment,
);

const UpdateCategoryDocument = withFragments(
  graphql(`
  mutation UpdateCategory($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) {
    updateCategory(businessId: $businessId, id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
`),
  AdminCategoryFieldsFragment,
);

export type AdminCategoryView = AdminCategoriesQuery['adminCategories'][number];

export function adminCategoriesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: catalogueKeys.categories(businessId),
    queryFn: () => request(AdminCategoriesDocument, { businessId }, { toastErrors: false }).then((data) => data.adminCategories),
  });
}

export type SaveCategoryVariables = { id: string | null; idempotencyKey: string; input: AdminCategoryInput };

/** Creates (id null, keyed) or updates a category; the list is read again. */
export function useSaveCategory(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey, input }: SaveCategoryVariables) =>
      id
        ? request(UpdateCategoryDocument, { businessId, id, input }, { toastErrors: false }).then((data) => data.updateCategory)
        : request(CreateCategoryDocument, { businessId, idempotencyKey, input }, { toastErrors: false }).then((data) => data.createCategory),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.categories(businessId) }),
  });
}

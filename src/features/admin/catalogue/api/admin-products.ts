// adminProducts(businessId), adminProduct(businessId, id) with createProduct and updateProduct: the products with
// their texts in four languages, content blocks and translations, offers per location, medication and lab data.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../../app/graphql-tag.ts';
import type { AdminProductInput, AdminProductQuery, AdminProductsQuery } from '../../../../gql/graphql.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const AdminProductsDocument = graphql(`
  query AdminProducts($businessId: ID!) {
    adminProducts(businessId: $businessId) {
      id
      name {
        en
        es
        fr
        pt
      }
      productType
      status
      categoryIds
      locationCount
      missingTranslations
    }
  }
`);

export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    name {
      en
      es
      fr
      pt
    }
    tagline {
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
    productType
    status
    shippingCost
    images {
      url
      type
    }
    categoryIds
    formIds
    details
    detailTranslations
    locations {
      locationId
      locationName
      offered
      startingPrice
      sortOrder
    }
    medication {
      shippingCost
      controlledSubstance
      doseOptions {
        id
        dosageName
        dose
        doseUnit
        sellingPrice
      }
    }
    labTest {
      sku
      sellingPrice
    }
  }
`);

export const AdminProductDocument = withFragments(
  graphql(`
  query AdminProduct($businessId: ID!, $id: ID!) {
    adminProduct(businessId: $businessId, id: $id) {
      ...AdminProductFields
    }
  }
`),
  AdminProductFieldsFragment,
);

const CreateProductDocument = withFragments(
  graphql(`
  mutation CreateProduct($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) {
    createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {
      ...AdminProductFields
    }
  }
`),
  AdminProductFieldsFragment,
);

const UpdateProductDocument = withFragments(
  graphql(`
  mutation UpdateProduct($businessId: ID!, $id: ID!, $input: AdminProductInput!) {
    updateProduct(businessId: $businessId, id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`),
  AdminProductFieldsFragment,
);

export type AdminProductSummary = AdminProductsQuery['adminProducts'][number];
export type AdminProductView = AdminProductQuery['adminProduct'];

export function adminProductsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: catalogueKeys.products(businessId),
    queryFn: () => request(AdminProductsDocument, { businessId }, { toastErrors: false }).then((data) => data.adminProducts),
  });
}

export function adminProductQueryOptions(businessId: string, id: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(businessId, id),
    queryFn: () => request(AdminProductDocument, { businessId, id }, { toastErrors: false }).then((data) => data.adminProduct),
  });
}

export type SaveProductVariables = { id: string | null; idempotencyKey: string; input: AdminProductInput };

/** Creates (id null, keyed) or updates a product; the list and the product are read again. */
export function useSaveProduct(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey, input }: SaveProductVariables) =>
      id
        ? request(UpdateProductDocument, { businessId, id, input }, { toastErrors: false }).then((data) => data.updateProduct)
        : request(CreateProductDocument, { businessId, idempotencyKey, input }, { toastErrors: false }).then((data) => data.createProduct),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(businessId, product.id), product);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.products(businessId) });
    },
  });
}

const AdminCatalogueLocationsDocument = graphql(`
  query AdminCatalogueLocations($businessId: ID!) {
    adminCatalogueLocations(businessId: $businessId) {
      id
      name
    }
  }
`);

export function adminCatalogueLocationsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: [...catalogueKeys.products(businessId), 'locations'] as const,
    queryFn: () => request(AdminCatalogueLocationsDocument, { businessId }, { toastErrors: false }).then((data) => data.adminCatalogueLocations),
  });
}

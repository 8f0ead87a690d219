// The clinic pages' operations (issue 16): the business profile, locations and FAQ items of the admin's business.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminBusinessProfileInput, AdminBusinessProfileQuery, AdminFaqItemInput, AdminFaqItemsQuery, AdminLocationInput, AdminLocationsQuery } from '../../../../gql/graphql.ts';
import { adminKeys } from './admin-keys.ts';

export const AdminBusinessProfileDocument = graphql(`
  query AdminBusinessProfile($businessId: ID!) {
    adminBusinessProfile(businessId: $businessId) {
      id
      shortId
      name
      pictureUrl
      tagline { en es fr pt }
      description { en es fr pt }
      customUrl
      currencyCode
      address { addressLine1 addressLine2 city state country zipcode }
    }
  }
`);
export type AdminProfileView = AdminBusinessProfileQuery['adminBusinessProfile'];

export const profileQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: [...adminKeys.business(businessId), 'profile'], queryFn: () => request(AdminBusinessProfileDocument, { businessId }, { toastErrors: false }).then((d) => d.adminBusinessProfile) });

export const AdminUpdateBusinessProfileDocument = graphql(`
  mutation AdminUpdateBusinessProfile($businessId: ID!, $input: AdminBusinessProfileInput!) {
    adminUpdateBusinessProfile(businessId: $businessId, input: $input) { id name }
  }
`);

export function useUpdateProfile(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminBusinessProfileInput) => request(AdminUpdateBusinessProfileDocument, { businessId, input }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.business(businessId) }),
  });
}

export const AdminLocationsDocument = graphql(`
  query AdminLocations($businessId: ID!) {
    adminLocations(businessId: $businessId) {
      id
      shortId
      name { en es fr pt }
      address { addressLine1 addressLine2 city state country zipcode }
      timezone
      states
      mode
      isActive
    }
  }
`);
export type AdminLocationView = AdminLocationsQuery['adminLocations'][number];

export const locationsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: adminKeys.locations(businessId), queryFn: () => request(AdminLocationsDocument, { businessId }, { toastErrors: false }).then((d) => d.adminLocations) });

export const AdminCreateLocationDocument = graphql(`
  mutation AdminCreateLocation($businessId: ID!, $input: AdminLocationInput!, $idempotencyKey: ID!) {
    adminCreateLocation(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }
  }
`);
export const AdminUpdateLocationDocument = graphql(`
  mutation AdminUpdateLocation($businessId: ID!, $id: ID!, $input: AdminLocationInput!) {
    adminUpdateLocation(businessId: $businessId, id: $id, input: $input) { id }
  }
`);

export function useSaveLocation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { id: string | null; input: AdminLocationInput; idempotencyKey: string }): Promise<string> =>
      vars.id
        ? (await request(AdminUpdateLocationDocument, { businessId, id: vars.id, input: vars.input }, { toastErrors: false })).adminUpdateLocation.id
        : (await request(AdminCreateLocationDocument, { businessId, input: vars.input, idempotencyKey: vars.idempotencyKey }, { toastErrors: false })).adminCreateLocation.id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', businessId] }),
  });
}

export const AdminFaqItemsDocument = graphql(`
  query AdminFaqItems($businessId: ID!, $locale: String!) {
    adminFaqItems(businessId: $businessId, locale: $locale) { id locale question answer sortOrder }
  }
`);
export type AdminFaqView = AdminFaqItemsQuery['adminFaqItems'][number];

export const faqQueryOptions = (businessId: string, locale: string) =>
  queryOptions({ queryKey: adminKeys.faq(businessId, locale), queryFn: () => request(AdminFaqItemsDocument, { businessId, locale }, { toastErrors: false }).then((d) => d.adminFaqItems) });

export const AdminCreateFaqItemDocument = graphql(`
  mutation AdminCreateFaqItem($businessId: ID!, $input: AdminFaqItemInput!, $idempotencyKey: ID!) {
    adminCreateFaqItem(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }
  }
`);
export const AdminDeleteFaqItemDocument = graphql(`
  mutation AdminDeleteFaqItem($businessId: ID!, $id: ID!) {
    adminDeleteFaqItem(businessId: $businessId, id: $id)
  }
`);

export function useCreateFaq(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { input: AdminFaqItemInput; idempotencyKey: string }) => request(AdminCreateFaqItemDocument, { businessId, ...vars }, { toastErrors: false }),
    onSuccess: (_data, vars) => queryClient.invalidateQueries({ queryKey: adminKeys.faq(businessId, vars.input.locale) }),
  });
}

export function useDeleteFaq(businessId: string, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(AdminDeleteFaqItemDocument, { businessId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.faq(businessId, locale) }),
  });
}

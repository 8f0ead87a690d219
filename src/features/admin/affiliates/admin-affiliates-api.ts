// The business admin's affiliates (issue 17).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AdminAffiliatesQuery, AffiliateInput } from '../../../gql/graphql.ts';

const adminAffiliateKeys = { list: (businessId: string) => ['admin', businessId, 'affiliates'] as const };

export const AdminAffiliatesDocument = graphql(`
  query AdminAffiliates($businessId: ID!) {
    adminAffiliates(businessId: $businessId) { id email firstName lastName code commissionBasisPoints signupCount orderCount createdAt }
  }
`);
export type AdminAffiliateView = AdminAffiliatesQuery['adminAffiliates'][number];

export const adminAffiliatesQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: adminAffiliateKeys.list(businessId), queryFn: () => request(AdminAffiliatesDocument, { businessId }, { toastErrors: false }).then((d) => d.adminAffiliates) });

export const AdminCreateAffiliateDocument = graphql(`
  mutation AdminCreateAffiliate($businessId: ID!, $input: AffiliateInput!, $idempotencyKey: ID!) {
    adminCreateAffiliate(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent affiliate { id code } }
  }
`);

export function useCreateAffiliate(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { input: AffiliateInput; idempotencyKey: string }) => request(AdminCreateAffiliateDocument, { businessId, ...vars }, { toastErrors: false }).then((d) => d.adminCreateAffiliate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.list(businessId) }),
  });
}

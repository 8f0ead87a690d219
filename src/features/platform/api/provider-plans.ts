// The platform operator's provider plans and agreement (issue 17, /platform).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { PlatformProviderPlansQuery, ProviderAgreementInput, ProviderPlanInput } from '../../../gql/graphql.ts';

const keys = { plans: ['platform', 'provider-plans'] as const };

export const PlatformProviderPlansDocument = graphql(`
  query PlatformProviderPlans {
    platformProviderPlans {
      id
      code
      name
      description
      priceMinor
      currencyCode
      period
      status
      sortOrder
    }
    platformProviderAgreements {
      id
      version
      title
      body
      publishedAt
    }
  }
`);

export type PlatformPlansView = PlatformProviderPlansQuery;
export type PlatformPlanView = PlatformProviderPlansQuery['platformProviderPlans'][number];

export function platformPlansQueryOptions() {
  return queryOptions({ queryKey: keys.plans, queryFn: () => request(PlatformProviderPlansDocument, {}, { toastErrors: false }) });
}

export const PlatformCreateProviderPlanDocument = graphql(`
  mutation PlatformCreateProviderPlan($input: ProviderPlanInput!, $idempotencyKey: ID!) {
    platformCreateProviderPlan(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const PlatformUpdateProviderPlanDocument = graphql(`
  mutation PlatformUpdateProviderPlan($id: ID!, $input: ProviderPlanInput!) {
    platformUpdateProviderPlan(id: $id, input: $input) {
      id
    }
  }
`);

export const PlatformPublishProviderAgreementDocument = graphql(`
  mutation PlatformPublishProviderAgreement($input: ProviderAgreementInput!, $idempotencyKey: ID!) {
    platformPublishProviderAgreement(input: $input, idempotencyKey: $idempotencyKey) {
      version
    }
  }
`);

export function usePlatformPlanMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.plans });
  return {
    create: useMutation({ mutationFn: (vars: { input: ProviderPlanInput; idempotencyKey: string }) => request(PlatformCreateProviderPlanDocument, vars, { toastErrors: false }), onSuccess }),
    update: useMutation({ mutationFn: (vars: { id: string; input: ProviderPlanInput }) => request(PlatformUpdateProviderPlanDocument, vars, { toastErrors: false }), onSuccess }),
    publish: useMutation({ mutationFn: (vars: { input: ProviderAgreementInput; idempotencyKey: string }) => request(PlatformPublishProviderAgreementDocument, vars, { toastErrors: false }), onSuccess }),
  };
}

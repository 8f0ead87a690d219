// The business admin's review of provider applications (issue 17, /admin/providers).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { ProviderSetupFields } from '../../../components/provider-plan/provider-setup-fields.ts';
import type { AdminProviderApplicationsQuery } from '../../../gql/graphql.ts';

export const AdminProviderApplicationsDocument = withFragments(
  graphql(`
  query AdminProviderApplications($businessId: ID!, $decided: Boolean) {
    adminProviderApplications(businessId: $businessId, decided: $decided) {
      email
      firstName
      lastName
      planName
      application {
        id
        status
        kind
        agreementVersion
        agreementAcceptedAt
        amountPaidMinor
        currencyCode
        paidAt
        decidedAt
        business {
          currencyCode
        }
        setup {
          ...ProviderSetupFields
        }
      }
    }
  }
`),
  ProviderSetupFields,
);

export type ReviewedApplicationView = AdminProviderApplicationsQuery['adminProviderApplications'][number];

export function adminApplicationsQueryOptions(businessId: string, decided: boolean) {
  return queryOptions({
    queryKey: ['admin', businessId, 'provider-applications', decided],
    queryFn: () => request(AdminProviderApplicationsDocument, { businessId, decided }, { toastErrors: false }).then((d) => d.adminProviderApplications),
  });
}

export const ApproveProviderApplicationDocument = graphql(`
  mutation ApproveProviderApplication($businessId: ID!, $applicationId: ID!) {
    approveProviderApplication(businessId: $businessId, applicationId: $applicationId) {
      id
      status
    }
  }
`);

export const DeclineProviderApplicationDocument = graphql(`
  mutation DeclineProviderApplication($businessId: ID!, $applicationId: ID!) {
    declineProviderApplication(businessId: $businessId, applicationId: $applicationId) {
      id
      status
    }
  }
`);

export function useDecideApplication(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, approve }: { applicationId: string; approve: boolean }) =>
      approve
        ? request(ApproveProviderApplicationDocument, { businessId, applicationId }, { toastErrors: false }).then((d) => d.approveProviderApplication)
        : request(DeclineProviderApplicationDocument, { businessId, applicationId }, { toastErrors: false }).then((d) => d.declineProviderApplication),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', businessId, 'provider-applications'] }),
  });
}

// The platform operator's operations (/platform): every organization with its businesses and their admins,
// creating an organization, and creating a business with its first admin invited.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { PlatformBusinessInput, PlatformOrganizationInput, PlatformOrganizationsQuery } from '../../../gql/graphql.ts';

const platformKeys = { organizations: ['platform', 'organizations'] as const };

export const PlatformOrganizationsDocument = graphql(`
  query PlatformOrganizations {
    platformOrganizations {
      id
      name
      billerName
      businesses {
        id
        shortId
        name
        currencyCode
        admins {
          userId
          email
          firstName
          lastName
          status
        }
      }
    }
  }
`);

export type PlatformOrganizationView = PlatformOrganizationsQuery['platformOrganizations'][number];

export function platformOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: platformKeys.organizations,
    queryFn: () => request(PlatformOrganizationsDocument, {}, { toastErrors: false }).then((data) => data.platformOrganizations),
  });
}

export const PlatformCreateOrganizationDocument = graphql(`
  mutation PlatformCreateOrganization($input: PlatformOrganizationInput!, $idempotencyKey: ID!) {
    platformCreateOrganization(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { input: PlatformOrganizationInput; idempotencyKey: string }) => request(PlatformCreateOrganizationDocument, vars, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.organizations }),
  });
}

export const PlatformCreateBusinessDocument = graphql(`
  mutation PlatformCreateBusiness($input: PlatformBusinessInput!, $idempotencyKey: ID!) {
    platformCreateBusiness(input: $input, idempotencyKey: $idempotencyKey) {
      invitationSent
      business {
        id
      }
    }
  }
`);

export function useCreatePlatformBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { input: PlatformBusinessInput; idempotencyKey: string }) => request(PlatformCreateBusinessDocument, vars, { toastErrors: false }).then((d) => d.platformCreateBusiness),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.organizations }),
  });
}

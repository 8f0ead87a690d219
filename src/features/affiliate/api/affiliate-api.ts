// The affiliate's dashboard (issue 17).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AffiliateDashboardQuery } from '../../../gql/graphql.ts';

export const affiliateKeys = {
  dashboard: () => ['affiliate', 'dashboard'] as const,
};

export const AffiliateDashboardDocument = graphql(`
  query AffiliateDashboard {
    affiliateDashboard {
      id
      code
      businessName
      landingPath
      commissionBasisPoints
      signupCount
      orderCount
      months { month currencyCode signupCount orderCount orderValue commission }
      signups { id name createdAt confirmed }
      orders { id displayId createdAt source currencyCode orderValue commission }
    }
  }
`);
export type AffiliateDashboardView = AffiliateDashboardQuery['affiliateDashboard'];

export const affiliateDashboardQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.dashboard(),
    queryFn: () => request(AffiliateDashboardDocument, {}, { toastErrors: false }).then((d) => d.affiliateDashboard),
    refetchInterval: 60_000,
  });

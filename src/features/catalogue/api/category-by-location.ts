// categoryByLocation: the categories with at least one product offered at the location (public, GET so the
// service worker keeps it for offline use). Spec §9: services data goes stale after 60 seconds.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CategoryByLocationQuery } from '../../../gql/graphql.ts';
import { SERVICES_STALE_TIME_MS } from './stale-time.ts';

export const CategoryByLocationDocument = graphql(`
  query CategoryByLocation($locationId: ID!) {
    categoryByLocation(locationId: $locationId) {
      id
      name
      description
      sortOrder
      images {
        url
        type
      }
    }
  }
`);

export type CatalogueCategory = CategoryByLocationQuery['categoryByLocation'][number];

export function categoriesByLocationQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: ['categoryByLocation', locationId, activeLanguage()],
    queryFn: (): Promise<CatalogueCategory[]> =>
      request(CategoryByLocationDocument, { locationId }, { auth: false, method: 'GET' }).then((data) => data.categoryByLocation),
    staleTime: SERVICES_STALE_TIME_MS,
  });
}

// decodeBusinessAndLocation: the business and location behind `/business/{code}/{location}` (public, GET so
// the service worker and CDNs can cache it). Shared by the business layout, the auth layout and the screens
// below them, so they read one cached copy.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../graphql-client.ts';
import { activeLanguage } from '../i18n.ts';
import { graphql } from '../graphql-tag.ts';
import type { DecodeBusinessAndLocationQuery } from '../../gql/graphql.ts';

export const DecodeBusinessAndLocationDocument = graphql(`
  query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {
    decodeBusinessAndLocation(businessShortId: $businessShortId, locationShortId: $locationShortId) {
      business {
        id
        shortId
        name
        pictureUrl
        tagline
        description
        organizationId
        supportEmail
        supportPhone
        termsUrl
        privacyUrl
      }
      location {
        id
        shortId
        name
        states
        timezone
      }
    }
  }
`);

export type BusinessAndLocation = DecodeBusinessAndLocationQuery['decodeBusinessAndLocation'];

export function businessAndLocationQueryOptions(
  businessShortId: string,
  locationShortId: string,
  options: { toastErrors?: boolean } = {},
) {
  return queryOptions({
    queryKey: ['decodeBusinessAndLocation', businessShortId, locationShortId, activeLanguage()],
    queryFn: (): Promise<BusinessAndLocation> =>
      request(
        DecodeBusinessAndLocationDocument,
        { businessShortId, locationShortId },
        { auth: false, method: 'GET', toastErrors: options.toastErrors ?? true },
      ).then((data) => data.decodeBusinessAndLocation),
  });
}

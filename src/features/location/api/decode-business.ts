// decodeBusiness(shortId): the business behind /near/business/{code} (public, GET so it is cached offline).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { NearBusinessQuery } from '../../../gql/graphql.ts';

export const NearBusinessDocument = graphql(`
  query NearBusiness($shortId: String!) {
    decodeBusiness(shortId: $shortId) {
      id
      shortId
      name
      pictureUrl
      tagline
      description
      organizationId
      supportEmail
      supportPhone
    }
  }
`);

export type NearBusiness = NearBusinessQuery['decodeBusiness'];

export function nearBusinessQueryOptions(shortId: string) {
  return queryOptions({
    queryKey: ['decodeBusiness', shortId, activeLanguage()],
    queryFn: (): Promise<NearBusiness> => request(NearBusinessDocument, { shortId }, { auth: false, method: 'GET' }).then((data) => data.decodeBusiness),
  });
}

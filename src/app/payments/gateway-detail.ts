// gatewayDetail: the gateway's client key and tokenize address for the business, fetched when a card form opens.
// Not cached across visits: keys can rotate, and the form asks again each time it tokenizes.
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';
import type { GatewayDetailQuery } from '../../gql/graphql.ts';

export const GatewayDetailDocument = graphql(`
  query GatewayDetail($input: GatewayDetailInput!) {
    gatewayDetail(input: $input) {
      provider
      clientKey
      tokenizeUrl
    }
  }
`);

export type GatewayDetail = GatewayDetailQuery['gatewayDetail'];

export function fetchGatewayDetail(businessId: string): Promise<GatewayDetail> {
  return request(GatewayDetailDocument, { input: { businessId } }, { toastErrors: false }).then((data) => data.gatewayDetail);
}

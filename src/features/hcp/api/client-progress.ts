// The progress of a session's client for its provider (issue 11): the latest weight readings and weekly records.
// The server lets a provider read them only for a client it has had a session with, and audits every read.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { HcpClientProgressQuery } from '../../../gql/graphql.ts';
import { hcpKeys } from './hcp-keys.ts';

export const CLIENT_PROGRESS_READINGS = 10;
export const CLIENT_PROGRESS_RECORDS = 5;

export const HcpSessionClientDocument = graphql(`
  query HcpSessionClient($id: ID!) {
    hcpSession(HCPSessionId: $id) {
      id
      clientId
    }
  }
`);

export const HcpClientProgressDocument = graphql(`
  query HcpClientProgress($clientId: ID!, $readings: Int, $records: Int) {
    metricReadings(filter: { clientId: $clientId, metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $readings) {
      totalCount
      nodes {
        id
        unit
        value
        valueKg
        recordedAt
      }
    }
    weeklyProgress(filter: { clientId: $clientId }, limit: $records) {
      totalCount
      nodes {
        id
        weight
        weightUnit
        weightKg
        feeling
        dosage
        administeredBy
        recordedOn
      }
    }
  }
`);

export type ClientProgress = HcpClientProgressQuery;

/** The session's client, then its progress; null when the session is not the provider's. */
export function clientProgressQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [...hcpKeys.session(sessionId), 'client-progress'],
    queryFn: async (): Promise<ClientProgress | null> => {
      const session = await request(HcpSessionClientDocument, { id: sessionId });
      const clientId = session.hcpSession?.clientId;
      if (!clientId) return null;
      return request(HcpClientProgressDocument, { clientId, readings: CLIENT_PROGRESS_READINGS, records: CLIENT_PROGRESS_RECORDS });
    },
  });
}

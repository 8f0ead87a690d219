// hcpSessions: the calling provider's booked sessions in a range, as the console's day list shows them.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { HcpSessionsQuery } from '../../../gql/graphql.ts';
import type { SessionRow } from '../lib/console-types.ts';
import { HCP_STALE_TIME_MS, hcpKeys } from './hcp-keys.ts';

export const HcpSessionsDocument = graphql(`
  query HcpSessions($filter: HcpSessionsFilter!) {
    hcpSessions(filter: $filter) {
      id
      displayId
      startTime
      endTime
      status
      mode
      canJoin
      client {
        firstName
        lastName
      }
      orderItem {
        id
        productName
      }
    }
  }
`);

type ListedSession = HcpSessionsQuery['hcpSessions'][number];

export function sessionRow(session: ListedSession): SessionRow {
  return {
    id: session.id,
    displayId: session.displayId,
    startTime: session.startTime,
    endTime: session.endTime,
    status: session.status,
    mode: session.mode,
    canJoin: session.canJoin,
    clientName: session.client ? `${session.client.firstName} ${session.client.lastName}` : '—',
    serviceName: session.orderItem?.productName ?? '—',
  };
}

export function hcpSessionsQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: hcpKeys.list(range),
    queryFn: async (): Promise<SessionRow[]> => (await request(HcpSessionsDocument, { filter: range })).hcpSessions.map(sessionRow),
    staleTime: HCP_STALE_TIME_MS,
    // The day's list moves on its own (clients join, Join opens 15 minutes ahead): refreshed while on screen.
    refetchInterval: 60_000,
  });
}

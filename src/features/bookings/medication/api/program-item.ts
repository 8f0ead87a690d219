// The program booking a renewal belongs to (a renewal item's programItemId): enough to name it and link to it.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { ProgramItemQuery } from '../../../../gql/graphql.ts';
import { BOOKINGS_STALE_TIME_MS } from '../../api/booking-keys.ts';

export const ProgramItemDocument = graphql(`
  query ProgramItem($id: ID!) {
    orderItem(id: $id) {
      id
      orderId
      displayId
      productName
    }
  }
`);

export type ProgramItem = ProgramItemQuery['orderItem'];

export function programItemQueryOptions(orderItemId: string) {
  return queryOptions({
    queryKey: ['bookings', 'program', orderItemId] as const,
    queryFn: (): Promise<ProgramItem> => request(ProgramItemDocument, { id: orderItemId }).then((data) => data.orderItem),
    staleTime: BOOKINGS_STALE_TIME_MS,
  });
}

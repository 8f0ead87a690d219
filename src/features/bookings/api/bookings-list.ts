// orders: one page of the client's bookings under a tab, optionally searched (spec §2 /bookings).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { BookingTab } from '../../../domain/orders/bookings-list.ts';
import { BOOKINGS_PAGE_SIZE } from '../../../domain/orders/bookings-list.ts';
import type { BookingsListQuery } from '../../../gql/graphql.ts';
import { bookingKeys, BOOKINGS_STALE_TIME_MS } from './booking-keys.ts';

export const BookingsListDocument = graphql(`
  query BookingsList($limit: Int, $offset: Int, $filter: OrderFilter) {
    orders(limit: $limit, offset: $offset, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          id
          displayId
          orderId
          status
          productName
          productType
          createdAt
          programItemId
          treatmentDecision {
            status
          }
          consultationDetail {
            HCPSessionId
            HCPName
            scheduleDateTimeUTC
            sessionStatus
            canJoin
            canReschedule
            canCancel
          }
        }
      }
    }
  }
`);

export type BookingsPage = BookingsListQuery['orders'];
export type BookingRow = BookingsPage['edges'][number]['node'];

export type BookingsListParams = { tab: BookingTab; search: string; page: number };

export function bookingsListQueryOptions({ tab, search, page }: BookingsListParams) {
  return queryOptions({
    queryKey: [...bookingKeys.lists(), { tab, search, page }],
    queryFn: (): Promise<BookingsPage> =>
      request(BookingsListDocument, {
        limit: BOOKINGS_PAGE_SIZE,
        offset: (page - 1) * BOOKINGS_PAGE_SIZE,
        filter: { tab, search: search || null },
      }).then((data) => data.orders),
    staleTime: BOOKINGS_STALE_TIME_MS,
    // Typing in the search keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

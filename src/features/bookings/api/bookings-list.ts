// orders: one page of the client's bookings under a tab, optionally searched (spec §2 /bookings).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { BookingTab } from '../../../domain/orders/bookings-list.ts';
import { BOOKINGS_PAGE_SIZE } from '../../../domain/orders/bookings-list.ts';
import type { BookingsListQuery } from '../../../gql/graphql.ts';
import type { BookingsPageAt } from '../lib/bookings-search.ts';
import { bookingKeys, BOOKINGS_STALE_TIME_MS } from './booking-keys.ts';

export const BookingsListDocument = graphql(`
  query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {
    orders(limit: $limit, after: $after, before: $before, last: $last, filter: $filter) {
      totalCount
      pageInfo {
        startCursor
        endCursor
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

export type BookingsListParams = { tab: BookingTab; search: string; at: BookingsPageAt };

/** A keyset page: after or before a row's cursor, the last page, or the first; the server reads only that page. */
export function bookingsListQueryOptions({ tab, search, at }: BookingsListParams) {
  return queryOptions({
    queryKey: [...bookingKeys.lists(), { tab, search, at }],
    queryFn: (): Promise<BookingsPage> =>
      request(BookingsListDocument, {
        limit: BOOKINGS_PAGE_SIZE,
        after: at.after ?? null,
        before: at.before ?? null,
        last: at.last ? BOOKINGS_PAGE_SIZE : null,
        filter: { tab, search: search || null },
      }).then((data) => data.orders),
    staleTime: BOOKINGS_STALE_TIME_MS,
    // Typing in the search keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

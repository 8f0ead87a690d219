// receptionBookings: the business's bookings (order items) with the client list's features: search by booking
// ID or service name, stage (in progress, upcoming, completed), one client's, ten to a page.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import type { BookingTab } from '../../../domain/orders/bookings-list.ts';
import type { DeskBookingsQuery } from '../../../gql/graphql.ts';
import { DeskBookingRowFields } from './desk-booking-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const DeskBookingsDocument = withFragments(
  graphql(`
  query DeskBookings($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {
    receptionBookings(search: $search, stage: $stage, clientId: $clientId, page: $page) {
      totalCount
      nodes {
        ...DeskBookingRowFields
      }
    }
  }
`),
  DeskBookingRowFields,
);

export type DeskBookingRow = DeskBookingsQuery['receptionBookings']['nodes'][number];

export type DeskBookingsView = { search: string; stage: BookingTab | null; page: number; clientId?: string };

/** `page` counts from 1 on screen; the API's pages count from 0. */
export function deskBookingsQueryOptions(view: DeskBookingsView) {
  return queryOptions({
    queryKey: [...receptionKeys.bookings(), view],
    queryFn: () =>
      request(DeskBookingsDocument, { search: view.search || null, stage: view.stage, clientId: view.clientId ?? null, page: view.page - 1 }).then((data) => data.receptionBookings),
    staleTime: 15_000,
  });
}

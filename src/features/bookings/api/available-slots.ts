// availableSlots: free times of a provider for the item's service, grouped morning, afternoon and evening on
// the client's clock (the time-slot picker of the reschedule and booking dialogs).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { BookingSlotsQuery } from '../../../gql/graphql.ts';

export const BookingSlotsDocument = graphql(`
  query BookingSlots($input: AvailableSlotsInput!) {
    availableSlots(input: $input) {
      date
      morning {
        startTime
        time
        provider {
          id
          name
        }
      }
      afternoon {
        startTime
        time
        provider {
          id
          name
        }
      }
      evening {
        startTime
        time
        provider {
          id
          name
        }
      }
    }
  }
`);

export type SlotDay = BookingSlotsQuery['availableSlots'][number];
export type Slot = SlotDay['morning'][number];

export type SlotsParams = { productId: string; locationId: string; providerId: string | null; from: string; to: string; timezone: string };

export function bookingSlotsQueryOptions(params: SlotsParams) {
  return queryOptions({
    queryKey: ['bookings', 'slots', params],
    queryFn: (): Promise<SlotDay[]> => request(BookingSlotsDocument, { input: { ...params, providerId: params.providerId } }, { toastErrors: false }).then((data) => data.availableSlots),
    // Free times change as others book: always asked afresh when the picker opens.
    staleTime: 0,
    gcTime: 60_000,
  });
}

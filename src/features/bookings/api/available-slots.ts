// Free times for the reschedule and booking dialogs: the time-slot picker's own query (a week at a time)
// (src/components/scheduling), kept under the bookings' cache keys.
import { queryOptions } from '@tanstack/react-query';
import { fetchSlotDays, type CheckoutSlot, type CheckoutSlotDay, type SlotsRequest } from '../../../components/scheduling/api/consult-slots.ts';

export type SlotDay = CheckoutSlotDay;
export type Slot = CheckoutSlot;
export type SlotsParams = SlotsRequest;

export function bookingSlotsQueryOptions(params: SlotsParams) {
  return queryOptions({
    queryKey: ['bookings', 'slots', params],
    queryFn: (): Promise<SlotDay[]> => fetchSlotDays(params),
    // Free times change as others book: always asked afresh when the picker opens.
    staleTime: 0,
    gcTime: 60_000,
  });
}

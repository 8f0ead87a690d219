// Cache keys of the bookings screens, and what a change to one booking makes stale. Kept in one place so each
// mutation invalidates exactly the lists and details it changes, never the whole cache.
import type { QueryClient } from '@tanstack/react-query';

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => ['bookings', 'list'] as const,
  item: (orderItemId: string) => ['bookings', 'item', orderItemId] as const,
  order: (orderId: string) => ['bookings', 'order', orderId] as const,
};

/**
 * Bookings change on the server (a provider starts a session, a job lapses one), so cached copies are used at
 * once (also offline) but refetched when older than this.
 */
export const BOOKINGS_STALE_TIME_MS = 30_000;

/** After a change to one item: the lists (its tab may change), the item and its order. */
export async function invalidateBooking(queryClient: QueryClient, orderItemId: string, orderId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.item(orderItemId) }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.order(orderId) }),
  ]);
}

// The cache keys of the signed-in person's notifications: the drawer's list and the bell's unread count.
import type { QueryClient } from '@tanstack/react-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** Per language: the server writes the words in the language the request names. */
  list: (userId: string, language: string) => ['notifications', userId, 'list', language] as const,
  unreadCount: (userId: string) => ['notifications', userId, 'unreadCount'] as const,
};

/** Refetches the list and the count (a new notification, a reconnect, a mark as read elsewhere). */
export function invalidateNotifications(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['notifications', userId] });
}

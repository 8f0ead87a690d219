// The bell's badge: the unread count, live while the bell is shown (see use-live-notifications.ts).
import { useQuery } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '../api/unread-count.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

export function useUnreadNotificationCount(userId: string): number {
  useLiveNotifications(userId);
  const { data } = useQuery(unreadCountQueryOptions(userId));
  return data ?? 0;
}

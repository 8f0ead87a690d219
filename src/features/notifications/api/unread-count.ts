// unreadNotificationCount (issue 12): the bell's badge. A tiny query, so the badge never loads the list.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { notificationKeys } from './notification-keys.ts';
import { NOTIFICATIONS_REFETCH_MS } from './notifications.ts';

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export function unreadCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: (): Promise<number> =>
      request(UnreadNotificationCountDocument, {}, { skipLoading: true, toastErrors: false }).then((data) => data.unreadNotificationCount),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });
}

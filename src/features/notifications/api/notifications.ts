// notifications (issue 12): the signed-in person's latest notifications for the drawer, with the unread count.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { NotificationsQuery } from '../../../gql/graphql.ts';
import { notificationKeys } from './notification-keys.ts';

/** How many the drawer shows: the latest, newest first. */
export const DRAWER_PAGE_SIZE = 20;

export const NotificationsDocument = graphql(`
  query Notifications($limit: Int, $offset: Int) {
    notifications(limit: $limit, offset: $offset) {
      totalCount
      unreadCount
      nodes {
        id
        kind
        title
        body
        link
        callSessionId
        createdAt
        readAt
      }
    }
  }
`);

export type NotificationPage = NotificationsQuery['notifications'];
export type NotificationEntry = NotificationPage['nodes'][number];

/** The live subscription is the main path; the 60-second refetch catches anything a dropped stream missed. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

export function notificationsQueryOptions(userId: string, language: string) {
  return queryOptions({
    queryKey: notificationKeys.list(userId, language),
    queryFn: (): Promise<NotificationPage> =>
      request(NotificationsDocument, { limit: DRAWER_PAGE_SIZE, offset: 0 }, { skipLoading: true, toastErrors: false }).then((data) => data.notifications),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });
}

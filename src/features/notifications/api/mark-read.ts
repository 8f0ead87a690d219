// markNotificationsRead (issue 12): one notification (opened from the drawer) or all of them. The drawer and the
// badge change at once; the server's answer then refreshes both.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { invalidateNotifications, notificationKeys } from './notification-keys.ts';
import type { NotificationPage } from './notifications.ts';

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export type MarkRead = { ids: string[] } | { all: true };

function markedPage(page: NotificationPage, target: MarkRead, at: string): NotificationPage {
  const hits = (id: string) => 'all' in target || target.ids.includes(id);
  const nodes = page.nodes.map((node) => (node.readAt === null && hits(node.id) ? { ...node, readAt: at } : node));
  const newlyRead = page.nodes.filter((node, index) => node.readAt === null && nodes[index]?.readAt !== null).length;
  return { ...page, nodes, unreadCount: 'all' in target ? 0 : Math.max(0, page.unreadCount - newlyRead) };
}

export function useMarkNotificationsRead(userId: string, language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkRead) =>
      request(MarkNotificationsReadDocument, 'all' in target ? { all: true } : { ids: target.ids }, { skipLoading: true }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: ['notifications', userId] });
      const page = queryClient.getQueryData<NotificationPage>(notificationKeys.list(userId, language));
      if (!page) return;
      const next = markedPage(page, target, new Date().toISOString());
      queryClient.setQueryData(notificationKeys.list(userId, language), next);
      queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
        'all' in target ? 0 : Math.max(0, (count ?? 0) - (page.unreadCount - next.unreadCount)),
      );
    },
    onSettled: () => invalidateNotifications(queryClient, userId),
  });
}

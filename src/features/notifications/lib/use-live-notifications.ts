// Keeps the bell live while mounted (signed in): a new notification refreshes the badge and the list, and a
// provider waiting in a call is passed on to the call prompt.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { noteProviderWaiting } from '../../../app/push/provider-waiting.ts';
import { invalidateNotifications } from '../api/notification-keys.ts';
import { startLiveNotifications } from './live-notifications.ts';

export function useLiveNotifications(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startLiveNotifications({
        added: (notification) => {
          if (notification.kind === 'PROVIDER_WAITING' && notification.callSessionId) noteProviderWaiting(notification.callSessionId);
          void invalidateNotifications(queryClient, userId);
        },
        opened: () => void invalidateNotifications(queryClient, userId),
      }),
    [queryClient, userId],
  );
}

// The drawer's content (spec §2, issue 12): the latest notifications, newest first, 'Mark all as read', the
// 'caught up' state when there are none, and where this device stands with push notifications.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PushOptIn } from '../../../components/push/PushOptIn.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useMarkNotificationsRead } from '../api/mark-read.ts';
import { notificationsQueryOptions, type NotificationEntry } from '../api/notifications.ts';
import { NotificationItem } from './NotificationItem.tsx';
import classes from './NotificationCenter.module.css';

/** The clock the relative times are read against, moved on each minute while the drawer is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function CaughtUp() {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconBellCheck size={30} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>
        <Trans>You're all caught up</Trans>
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        <Trans>New messages about your bookings will appear here.</Trans>
      </Text>
    </Stack>
  );
}

const skeleton = (
  <Stack gap="md">
    {[0, 1, 2].map((row) => (
      <Stack key={row} gap={6}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={10} width="30%" />
      </Stack>
    ))}
  </Stack>
);

type NotificationCenterProps = { userId: string; onNavigate(): void };

export default function NotificationCenter({ userId, onNavigate }: NotificationCenterProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const now = useMinuteClock();
  const query = useQuery(notificationsQueryOptions(userId, i18n.locale));
  const markRead = useMarkNotificationsRead(userId, i18n.locale);
  const open = (notification: NotificationEntry) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onNavigate();
    void router.navigate({ href: notification.link });
  };
  const unread = query.data?.unreadCount ?? 0;
  return (
    <Stack gap="md">
      <QueryState query={query} skeleton={skeleton} offlineText={<Trans>Your notifications show here once you are back online.</Trans>} errorTitle={<Trans>Notifications could not be loaded</Trans>}>
        {(page) =>
          page.nodes.length === 0 ? (
            <CaughtUp />
          ) : (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {unread === 0 ? <Trans>No unread notifications</Trans> : <Plural value={unread} one="# unread notification" other="# unread notifications" />}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  leftSection={<IconChecks size={16} aria-hidden />}
                  disabled={unread === 0}
                  onClick={() => markRead.mutate({ all: true })}
                >
                  <Trans>Mark all as read</Trans>
                </Button>
              </Group>
              <ul className={classes.list} aria-label={t`Latest notifications`}>
                {page.nodes.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
                ))}
              </ul>
            </Stack>
          )
        }
      </QueryState>
      <Divider />
      <PushOptIn variant="drawer" />
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyWithCatalog } from '../../app/lazy-with-catalog.ts';
import { useUnreadNotificationCount } from '../../features/notifications/lib/use-unread-count.ts';
import { formatBadgeCount } from './badge-count.ts';
import classes from './NotificationBell.module.css';

export const NOTIFICATION_DRAWER_WIDTH = 430;

// The drawer's list loads with its first opening; the badge and the live feed are here from the start.
const NotificationCenter = lazyWithCatalog(() => import('../../features/notifications/components/NotificationCenter.tsx'));

/** The bell and its drawer (spec §2): live unread badge capped at 99+, a 430 px drawer (full width on phones). */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const unreadCount = useUnreadNotificationCount(userId);
  const badge = formatBadgeCount(unreadCount);
  return (
    <>
      <Indicator label={<span data-testid="notification-badge">{badge}</span>} disabled={badge === null} size={18} offset={4} color="red.8">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={badge ? t`Notifications, ${badge} unread` : t`Notifications`}
          aria-haspopup="dialog"
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={NOTIFICATION_DRAWER_WIDTH}
        classNames={{ content: classes.drawer }}
        title={<Trans>Notifications</Trans>}
        closeButtonProps={{ 'aria-label': t`Close notifications` }}
      >
        <Suspense fallback={<Stack gap="sm"><Skeleton height={14} width="70%" /><Skeleton height={12} /></Stack>}>
          {opened ? <NotificationCenter userId={userId} onNavigate={close} /> : null}
        </Suspense>
      </Drawer>
    </>
  );
}

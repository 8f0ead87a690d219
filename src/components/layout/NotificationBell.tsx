import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { formatBadgeCount } from './badge-count.ts';

export const NOTIFICATION_DRAWER_WIDTH = 430;

/** The bell and its drawer (spec §2): 430 px wide, badge capped at 99+, a 'caught up' state when empty. */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const badge = formatBadgeCount(unreadCount);
  return (
    <>
      <Indicator label={badge} disabled={badge === null} size={18} offset={4} color="red">
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
        title={<Trans>Notifications</Trans>}
        closeButtonProps={{ 'aria-label': t`Close notifications` }}
      >
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
      </Drawer>
    </>
  );
}

// One notification in the drawer: its title and words, when it came (relative, in the reader's language) and
// whether it is still unread. The whole entry is a link to its place in the app.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { NotificationEntry } from '../api/notifications.ts';
import { relativeTime } from '../lib/relative-time.ts';
import classes from './NotificationCenter.module.css';

type NotificationItemProps = { notification: NotificationEntry; now: number; onOpen(notification: NotificationEntry): void };

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useLingui();
  const unread = notification.readAt === null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(notification);
  };
  return (
    <li className={classes.item}>
      <a href={notification.link} onClick={open} className={classes.link} data-unread={unread || undefined}>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {unread ? (
              <VisuallyHidden>
                <Trans>Unread:</Trans>
              </VisuallyHidden>
            ) : null}
            <Text fw={unread ? 650 : 500} size="sm" className={classes.title}>
              {notification.title}
            </Text>
            <Text size="sm" c="dimmed">
              {notification.body}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt} title={i18n.date(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}>
              {relativeTime(notification.createdAt, now, i18n.locale, t`Just now`)}
            </Text>
          </Stack>
        </Group>
      </a>
    </li>
  );
}

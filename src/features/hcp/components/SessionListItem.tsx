// One consultation in the console's day list: time, client, service and status at a glance, Join when the server
// allows it, and the whole row leading to the session (its name is the link, so it reads well to screen readers).
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { SessionRow } from '../lib/console-types.ts';
import { JoinCallButton } from './JoinCallButton.tsx';
import { SessionStatusBadge } from '../../../components/orders/SessionStatusBadge.tsx';
import { useSessionModeLabel } from './session-mode.ts';
import classes from './SessionListItem.module.css';

export function SessionListItem({ session, timeZone }: { session: SessionRow; timeZone: string }) {
  const { i18n, t } = useLingui();
  const modeLabel = useSessionModeLabel();
  const clientName = session.clientName;
  const start = i18n.date(session.startTime, { hour: 'numeric', minute: '2-digit', timeZone });
  const end = i18n.date(session.endTime, { hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.row}>
      <div className={classes.time}>
        <Text fw={650} size="sm" component="span">
          {start}
        </Text>
        <Text size="xs" c="dimmed" component="span">
          <Trans>to {end}</Trans>
        </Text>
      </div>
      <Stack gap={2} className={classes.main}>
        <AnchorLink to="/hcp/sessions/$sessionId" params={{ sessionId: session.id }} fw={650} className={classes.name}>
          {session.clientName}
        </AnchorLink>
        <Text size="sm" c="dimmed">
          {session.serviceName} · {modeLabel(session.mode)} · {session.displayId}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.aside}>
        <SessionStatusBadge status={session.status} />
        {session.canJoin ? (
          <JoinCallButton sessionId={session.id} size="xs" leftSection={<IconVideo size={16} aria-hidden />} aria-label={t`Join the call with ${clientName}`}>
            <Trans>Join</Trans>
          </JoinCallButton>
        ) : null}
      </Group>
    </Paper>
  );
}

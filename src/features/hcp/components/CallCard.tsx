// The session page's first card: the call and what follows it (issue 6). Join while the server allows it;
// after the call 'Complete consultation' (the primary action) or 'Record a no-show', each confirmed first.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconUserOff, IconVideo } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { isSessionStatus, type SessionStatus } from '../../../domain/scheduling/session-status.ts';
import { useCompleteSessionMutation } from '../api/complete-session.ts';
import { callStep, type NoShowWho } from '../lib/call-step.ts';
import type { SessionDetail } from '../lib/console-types.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';
import { useToday } from '../lib/use-today.ts';
import { CompleteDialog } from './CompleteDialog.tsx';
import { JoinCallButton } from './JoinCallButton.tsx';
import { NoShowDialog } from './NoShowDialog.tsx';

const CLOSED_TEXT = {
  PENDING: msg`This time is only held; it is not booked yet.`,
  SCHEDULED: msg`The consultation is scheduled.`,
  INPROGRESS: msg`The consultation is in progress.`,
  COMPLETED: msg`You completed this consultation.`,
  INCOMPLETE: msg`The call ended before the consultation was completed.`,
  CANCELLED: msg`This consultation was cancelled.`,
  LAPSED: msg`Nobody joined this consultation, so it lapsed.`,
  CLIENT_NO_SHOW: msg`Recorded as a no-show by the client.`,
  HCP_NO_SHOW: msg`Recorded as a no-show by the provider.`,
  BOTH_NO_SHOW: msg`Recorded as a no-show by both of you.`,
} as const satisfies Record<SessionStatus, MessageDescriptor>;

type CallCardProps = { session: SessionDetail; inCall: boolean; timeZone: string };

export function CallCard({ session, inCall, timeZone }: CallCardProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  // Renders again every minute; the step itself reads the clock now, so a page opened just after the start
  // offers the no-show at once.
  useToday();
  const now = new Date();
  const [dialog, setDialog] = useState<'complete' | 'noShow' | null>(null);
  const complete = useCompleteSessionMutation();
  const step = callStep({ status: session.status, canJoin: session.canJoin, startTime: session.startTime, endTime: session.endTime, now, inCall });
  const joinFrom = step.kind === 'notYet' ? i18n.date(step.joinFrom, { hour: 'numeric', minute: '2-digit', timeZone }) : '';
  const noShow: NoShowWho[] = 'noShow' in step ? step.noShow : [];

  const confirmComplete = async () => {
    if (await runConsoleAction(() => complete.mutateAsync({ sessionId: session.id }), msg`Consultation completed.`)) setDialog(null);
  };

  const joinButton = (
    <JoinCallButton sessionId={session.id} leftSection={<IconVideo size={18} aria-hidden />}>
      {step.kind === 'wrapUp' ? <Trans>Rejoin call</Trans> : <Trans>Join call</Trans>}
    </JoinCallButton>
  );
  const noShowButton =
    noShow.length > 0 ? (
      <Button variant="default" leftSection={<IconUserOff size={18} aria-hidden />} onClick={() => setDialog('noShow')}>
        <Trans>Record a no-show</Trans>
      </Button>
    ) : null;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Consultation</Trans>
        </Title>
        {step.kind === 'notYet' ? (
          <Text size="sm">
            <Trans>You can join the call from {joinFrom}, 15 minutes before it starts.</Trans>
          </Text>
        ) : null}
        {step.kind === 'join' ? (
          <>
            <Text size="sm">
              <Trans>The call is open. The client is told when you join.</Trans>
            </Text>
            <Group gap="sm">
              {joinButton}
              {noShowButton}
            </Group>
          </>
        ) : null}
        {step.kind === 'inCall' ? (
          <Text size="sm" role="status">
            <Trans>You are in the call. When it ends, complete the consultation here.</Trans>
          </Text>
        ) : null}
        {step.kind === 'wrapUp' ? (
          <>
            <Text size="sm">
              <Trans>Both of you joined the call. When you have finished, complete the consultation to decide on the treatment.</Trans>
            </Text>
            <Group gap="sm">
              <Button leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={() => setDialog('complete')}>
                <Trans>Complete consultation</Trans>
              </Button>
              {step.canJoin ? (
                <JoinCallButton sessionId={session.id} variant="default" leftSection={<IconVideo size={18} aria-hidden />}>
                  <Trans>Rejoin call</Trans>
                </JoinCallButton>
              ) : null}
              {noShowButton}
            </Group>
          </>
        ) : null}
        {step.kind === 'missed' ? (
          <>
            <Text size="sm">
              <Trans>The time for this consultation has passed and the call was not held.</Trans>
            </Text>
            <Group gap="sm">{noShowButton}</Group>
          </>
        ) : null}
        {step.kind === 'closed' ? <Text size="sm">{isSessionStatus(step.status) ? i18n._(CLOSED_TEXT[step.status]) : step.status}</Text> : null}
      </Stack>
      <CompleteDialog opened={dialog === 'complete'} pending={complete.isPending} clientName={session.clientName} onConfirm={() => void confirmComplete()} onClose={() => setDialog(null)} />
      {noShow.length > 0 ? <NoShowDialog opened={dialog === 'noShow'} sessionId={session.id} choices={noShow} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}

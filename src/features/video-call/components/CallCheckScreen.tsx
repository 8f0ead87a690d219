// The booking's pre-call check page: the check, then Join (once the join window is open) which leaves this page,
// releasing the check's camera, and starts the call; the overlay takes over above routing. During a call the
// page offers the way back to it instead of opening the camera a second time.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { showErrorToast } from '../../../app/feedback.ts';
import { callState } from '../../../app/call/call-store.ts';
import { loadCallEngine } from '../../../app/call/load-call-engine.ts';
import { PreCallCheck } from './precall/PreCallCheck.tsx';
import { videoErrorMessage } from './video-error-messages.ts';

type Props = { hcpSessionId: string | null; canJoin: boolean; onJoining: () => void };

export function CallCheckScreen({ hcpSessionId, canJoin, onJoining }: Props) {
  const [joining, setJoining] = useState(false);
  const { isCallActive } = useSnapshot(callState);
  const join = (sessionId: string) => {
    setJoining(true);
    onJoining();
    // A failing call raises its own notice (engine); only a chunk that cannot load is reported here.
    loadCallEngine().then(
      (engine) => void engine.joinCall(sessionId).catch(() => undefined),
      (error: unknown) => showErrorToast(videoErrorMessage(error)),
    );
  };
  if (isCallActive) {
    return (
      <Alert color="teal" variant="light" icon={<IconVideo aria-hidden />} title={<Trans>You are in a video call</Trans>}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>Your camera and microphone are in use by the call.</Trans>
          </Text>
          <Button size="sm" onClick={() => void loadCallEngine().then((engine) => engine.restore())}>
            <Trans>Return to the call</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <PreCallCheck
      onJoin={canJoin && hcpSessionId ? () => join(hcpSessionId) : null}
      joining={joining}
      notYet={
        <Text size="sm" c="dimmed">
          <Trans>You can join the call from 15 minutes before it starts.</Trans>
        </Text>
      }
    />
  );
}

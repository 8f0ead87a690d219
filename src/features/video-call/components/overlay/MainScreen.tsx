// The full-screen call (spec §2): top bar (minimize, flip camera with two cameras, timer), the provider's video
// or the waiting message, the local preview bottom right, who observes (issue 15) bottom left, and the bottom bar
// (minimize, mute, camera, end).
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { VideoView } from '../VideoView.tsx';
import { CameraButton, EndCallButton, FlipCameraButton, MicButton, MinimizeButton } from './CallControls.tsx';
import type { CallScreenState } from './call-view.ts';
import classes from './CallOverlay.module.css';
import { formatElapsed } from './format-elapsed.ts';
import { NetworkNotices } from './NetworkNotices.tsx';
import { ObserverBadges } from './ObserverBadges.tsx';
import { WaitingMessage } from './WaitingMessage.tsx';
import { readPreferredDevices } from '../../engine/preferred-devices.ts';

export function MainScreen({ call }: { call: CallScreenState }) {
  const { t } = useLingui();
  const connected = call.view === 'connected';
  const name = call.remoteName;
  return (
    <>
      <div className={classes.topBar}>
        <MinimizeButton size="lg" />
        {connected ? (
          <Text fw={600} aria-live="off">
            <span>{call.remoteName}</span> · <time aria-label={t`Call duration`}>{formatElapsed(call.elapsedSeconds)}</time>
          </Text>
        ) : (
          <Text fw={600}>
            <Trans>Video consultation</Trans>
          </Text>
        )}
        {call.canFlip ? <FlipCameraButton size="lg" /> : <span aria-hidden style={{ width: 42 }} />}
      </div>
      <div className={classes.stage}>
        {connected ? (
          <VideoView stream={call.remoteStream} fit="contain" label={t`Video from ${name}`} speakerId={readPreferredDevices().speakerId} testId="remote-video" fallback={<IconUser size={64} aria-hidden />} />
        ) : (
          <WaitingMessage
            waitingForFallback={call.waitingForFallback}
            noDoctorAvailable={call.noDoctorAvailable}
            providerName={call.consultationDetails?.HCPName ?? null}
          />
        )}
        <NetworkNotices reconnecting={call.reconnecting} localQuality={call.localQuality} remoteQuality={call.remoteQuality} />
        <ObserverBadges names={call.observers} />
        <div className={classes.localPreview}>
          <VideoView stream={call.cameraOn ? call.localStream : null} muted mirrored label={t`Your video`} testId="local-video" fallback={<IconUser size={32} aria-hidden />} />
        </div>
      </div>
      <div className={classes.bottomBar}>
        <Group gap="md">
          <MinimizeButton size="xl" />
          <MicButton micOn={call.micOn} size="xl" />
          <CameraButton cameraOn={call.cameraOn} size="xl" />
          <EndCallButton size="xl" />
        </Group>
      </div>
    </>
  );
}
